import { hasErrors, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { lineColumnAt } from '../../read/positions.ts';
import type { SidebarJsonItem } from './sidebar-json.ts';
import { normalizeSidebars } from './sidebar-normalize.ts';

/**
 * The sidebars a sidebars.js (or .ts, .json) exports, in every form Docusaurus reads. A JS file has no
 * positions to ask for: a problem points at its item's id or label in the file's text, else its start.
 */
export function sidebarsFromValue(
  file: string,
  value: unknown,
  text: string | null,
  diagnostics: Diagnostic[],
): { id: string; items: SidebarJsonItem[] }[] {
  const locate = (_path: (string | number)[], at?: unknown) => {
    const found = typeof at === 'string' && text !== null ? findQuoted(text, at) : -1;
    return found === -1 ? { line: 0, column: 0 } : lineColumnAt(text!, found);
  };
  const problems: Diagnostic[] = [];
  const sidebars = normalizeSidebars(value, file, locate, problems);
  diagnostics.push(...problems);
  // an item left out (a warning) leaves the rest as they are; an error fails the build
  return hasErrors(problems) ? [] : sidebars;
}

/** The first quoted occurrence of a string in JS source. */
function findQuoted(text: string, value: string): number {
  for (const quote of ["'", '"', '`']) {
    const at = text.indexOf(`${quote}${value}${quote}`);
    if (at !== -1) return at;
  }
  return -1;
}
