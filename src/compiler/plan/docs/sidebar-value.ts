import { WHOLE_FILE, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { parseWithDiagnostics } from '../../diagnostics/zod-issues.ts';
import { sidebarsFileSchema, type SidebarJsonItem } from './sidebar-json.ts';

/** The sidebars a sidebars.js (or .ts, .json) exports, checked against the sidebar item forms. */
export function sidebarsFromValue(file: string, value: unknown, diagnostics: Diagnostic[]): { id: string; items: SidebarJsonItem[] }[] {
  const checked = parseWithDiagnostics(sidebarsFileSchema, value, { file, rule: 'sidebar', locate: () => WHOLE_FILE, heading: 'Invalid sidebars file at ' });
  if (checked.ok) return Object.entries(checked.data).map(([id, items]) => ({ id, items }));
  diagnostics.push(...checked.diagnostics.slice(0, 5));
  return [];
}
