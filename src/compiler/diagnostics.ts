// Author mistakes are data, never exceptions: every stage returns diagnostics, the build prints them all.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** path relative to the project root, e.g. `content/docs/intro.md`; a config field path for config */
  file: string;
  /** 1-based; 0 when the problem is the whole file */
  line: number;
  column: number;
  severity: Severity;
  /** what is wrong and what was expected, e.g. `Unexpected tag "foo", expected one of: a, b` */
  message: string;
  /** a short stable id of the check, e.g. `broken-link`, `frontmatter` */
  rule: string;
}

/** `file:line:column severity message (rule)`, the form editors and CI logs turn into links. */
export function formatDiagnostic(d: Diagnostic): string {
  const at = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  return `${at} ${d.severity} ${d.message} (${d.rule})`;
}

/** Orders diagnostics by file then position, so output is stable across runs. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}

export const hasErrors = (list: Diagnostic[]): boolean => list.some((d) => d.severity === 'error');
