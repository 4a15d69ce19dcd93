import { error, sortDiagnostics, WHOLE_FILE, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { parseWithDiagnostics } from '../../diagnostics/zod-issues.ts';
import { parseJsonFile } from '../json-file.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';

export const CONFIG_FILE = 'site.config.json';

export interface LoadedConfig {
  config: SiteConfig | null;
  diagnostics: Diagnostic[];
  /** finds a field's position, for later checks (links in navbar and footer) */
  locate: (path: (string | number)[]) => { line: number; column: number };
}

/** Parses and validates site.config.json text; every problem names the dotted field path and its position. */
export function loadConfig(file: string, text: string | null): LoadedConfig {
  const none = () => ({ line: 0, column: 0 });
  if (text === null) {
    const message = `Missing ${CONFIG_FILE}, expected a JSON file with at least title, url and baseUrl`;
    return { config: null, locate: none, diagnostics: [error('config', file, WHOLE_FILE, message)] };
  }
  const parsed = parseJsonFile(file, text, 'Invalid JSON', 'config');
  if (!parsed.ok) return { config: null, locate: none, diagnostics: [parsed.diagnostic] };
  const { locate } = parsed;
  const checked = parseWithDiagnostics(siteConfigSchema, parsed.value, { file, rule: 'config', locate });
  if (checked.ok) return { config: checked.data, diagnostics: [], locate };
  return { config: null, diagnostics: sortDiagnostics(checked.diagnostics), locate };
}

export type { SiteConfig };
