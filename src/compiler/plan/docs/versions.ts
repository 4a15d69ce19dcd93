import { z } from 'zod';
import { FILE_START, hasErrors, type Diagnostic, type Position } from '../../diagnostics/diagnostic.ts';
import { parseWithDiagnostics } from '../../diagnostics/zod-issues.ts';
import { parseJsonFile } from '../../read/json-file.ts';
import { lineColumnAt } from '../../read/positions.ts';
import type { SidebarJsonItem } from './sidebar-json.ts';
import { normalizeSidebars } from './sidebar-normalize.ts';
import type { DocsInstance } from '../../read/layout.ts';
import { joinRoute } from './numbers.ts';

/** content/versions.json: the released version names, newest first (Docusaurus layout). */
export const versionsFileSchema = z.array(z.string().regex(/^[^/\s?#]+$/, "expected a version name without slashes, spaces, '?' or '#'"));

/** Reads versions.json; a missing file means only the current version. */
export function parseVersions(file: string, text: string | undefined): { names: string[]; diagnostics: Diagnostic[] } {
  if (text === undefined) return { names: [], diagnostics: [] };
  const parsed = parseJsonFile(file, text, 'Invalid JSON in versions.json', 'versions');
  if (!parsed.ok) return { names: [], diagnostics: [parsed.diagnostic] };
  const checked = parseWithDiagnostics(versionsFileSchema, parsed.value, {
    file,
    rule: 'versions',
    locate: parsed.locate,
    heading: 'Invalid versions.json at ',
  });
  return checked.ok ? { names: checked.data, diagnostics: [] } : { names: [], diagnostics: checked.diagnostics };
}

type Sidebars = { id: string; items: SidebarJsonItem[] }[];

/** Reads a versioned sidebars file (JSON): every sidebar in it, and where a doc id is written. */
export function parseSidebarsFile(
  file: string,
  text: string,
): { sidebars: Sidebars; locateId: (id: string) => Position; diagnostics: Diagnostic[] } {
  const start = () => FILE_START;
  const parsed = parseJsonFile(file, text, 'Invalid JSON in sidebars file', 'sidebar');
  if (!parsed.ok) return { sidebars: [], locateId: start, diagnostics: [parsed.diagnostic] };
  const diagnostics: Diagnostic[] = [];
  const sidebars = normalizeSidebars(parsed.value, file, (path) => parsed.locate(path), diagnostics);
  // a doc id is written as a JSON string: its first occurrence is where the author wrote it
  const locateId = (id: string): Position => {
    const at = text.indexOf(JSON.stringify(id));
    return at === -1 ? start() : lineColumnAt(text, at);
  };
  return { sidebars: hasErrors(diagnostics) ? [] : sidebars, locateId, diagnostics };
}

/** Reads one versioned sidebars file of docgate's layout and picks the sidebar with the site's sidebar id. */
export function parseSidebars(
  file: string,
  text: string | undefined,
  sidebarId: string,
): { items: SidebarJsonItem[] | null; locateId: (id: string) => Position; diagnostics: Diagnostic[] } {
  if (text === undefined) return { items: null, locateId: () => FILE_START, diagnostics: [] };
  const { sidebars, locateId, diagnostics } = parseSidebarsFile(file, text);
  return { items: sidebars.find((s) => s.id === sidebarId)?.items ?? null, locateId, diagnostics };
}

/** The versions an instance builds, current first: versions.json's, filtered as Docusaurus filters them. */
export function includedVersions(instance: DocsInstance, released: string[]): string[] {
  const all = [...(instance.includeCurrentVersion && !released.includes('current') ? ['current'] : []), ...released];
  return instance.onlyIncludeVersions ? all.filter((name) => instance.onlyIncludeVersions!.includes(name)) : all;
}

/**
 * A version's route base: the instance's route base, then the version's path segment (its `path` option,
 * else none for the last version, `next` for an unreleased current one, the name for the others).
 */
export function versionBase(instance: DocsInstance, version: string, last: string, locale: string | null): string {
  const part = instance.versionOptions[version]?.path ?? (version === last ? '' : version === 'current' ? 'next' : version);
  return joinRoute(locale ? `/${locale}` : '/', instance.routeBasePath, part);
}
