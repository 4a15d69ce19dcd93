import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.ts';
import { jsonSyntaxPosition } from '../config/json-locate.ts';
import { sidebarsFileSchema, type SidebarJsonItem } from './sidebar-json.ts';

/** content/versions.json: the released version names, newest first (Docusaurus layout). */
export const versionsFileSchema = z.array(z.string().regex(/^[^/\s]+$/, 'expected a version name without slashes or spaces'));

/** Reads versions.json; a missing file means only the current version. */
export function parseVersions(file: string, text: string | undefined): { names: string[]; diagnostics: Diagnostic[] } {
  if (text === undefined) return { names: [], diagnostics: [] };
  try {
    const result = versionsFileSchema.safeParse(JSON.parse(text));
    if (result.success) return { names: result.data, diagnostics: [] };
    const message = `Invalid versions.json: ${result.error.issues[0]!.message}, expected an array of version names`;
    return { names: [], diagnostics: [{ file, line: 1, column: 1, severity: 'error', message, rule: 'versions' }] };
  } catch (error) {
    const message = `Invalid JSON in versions.json: ${error instanceof Error ? error.message : String(error)}`;
    return { names: [], diagnostics: [{ file, ...jsonSyntaxPosition(text, error), severity: 'error', message, rule: 'versions' }] };
  }
}

/** Reads one versioned sidebars file and picks the sidebar with the site's sidebar id. */
export function parseSidebars(
  file: string,
  text: string | undefined,
  sidebarId: string,
): { items: SidebarJsonItem[] | null; diagnostics: Diagnostic[] } {
  if (text === undefined) return { items: null, diagnostics: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = `Invalid JSON in sidebars file: ${error instanceof Error ? error.message : String(error)}`;
    return { items: null, diagnostics: [{ file, ...jsonSyntaxPosition(text, error), severity: 'error', message, rule: 'sidebar' }] };
  }
  const result = sidebarsFileSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const message = `Invalid sidebars file at ${issue.path.join('.')}: ${issue.message}`;
    return { items: null, diagnostics: [{ file, line: 1, column: 1, severity: 'error', message, rule: 'sidebar' }] };
  }
  return { items: result.data[sidebarId] ?? null, diagnostics: [] };
}
