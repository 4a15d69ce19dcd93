import { z } from 'zod';
import { error, FILE_START, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { describeIssue, issuePath } from '../../read/config/issues.ts';
import { parseJsonFile } from '../../read/json-file.ts';
import { lineColumnAt } from '../../read/positions.ts';
import { sidebarsFileSchema, type SidebarJsonItem } from './sidebar-json.ts';

/** content/versions.json: the released version names, newest first (Docusaurus layout). */
export const versionsFileSchema = z.array(z.string().regex(/^[^/\s?#]+$/, "expected a version name without slashes, spaces, '?' or '#'"));

/** Reads versions.json; a missing file means only the current version. */
export function parseVersions(file: string, text: string | undefined): { names: string[]; diagnostics: Diagnostic[] } {
  if (text === undefined) return { names: [], diagnostics: [] };
  const parsed = parseJsonFile(file, text, 'Invalid JSON in versions.json', 'versions');
  if (!parsed.ok) return { names: [], diagnostics: [parsed.diagnostic] };
  const result = versionsFileSchema.safeParse(parsed.value);
  if (result.success) return { names: result.data, diagnostics: [] };
  const message = `Invalid versions.json: ${result.error.issues[0]!.message}, expected an array of version names`;
  return { names: [], diagnostics: [error('versions', file, FILE_START, message)] };
}

type Position = { line: number; column: number };

/** Reads one versioned sidebars file and picks the sidebar with the site's sidebar id. */
export function parseSidebars(
  file: string,
  text: string | undefined,
  sidebarId: string,
): { items: SidebarJsonItem[] | null; locateId: (id: string) => Position; diagnostics: Diagnostic[] } {
  const start = () => ({ line: 1, column: 1 });
  if (text === undefined) return { items: null, locateId: start, diagnostics: [] };
  const parsed = parseJsonFile(file, text, 'Invalid JSON in sidebars file', 'sidebar');
  if (!parsed.ok) return { items: null, locateId: start, diagnostics: [parsed.diagnostic] };
  const result = sidebarsFileSchema.safeParse(parsed.value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const path = issuePath(issue);
    const message = `Invalid sidebars file at ${path.join('.')}: ${describeIssue(issue)}`;
    const at = parsed.locate(path);
    return { items: null, locateId: start, diagnostics: [error('sidebar', file, at, message)] };
  }
  // a doc id is written as a JSON string: its first occurrence is where the author wrote it
  const locateId = (id: string): Position => {
    const at = text.indexOf(JSON.stringify(id));
    return at === -1 ? start() : lineColumnAt(text, at);
  };
  return { items: result.data[sidebarId] ?? null, locateId, diagnostics: [] };
}
