import type { RuleId } from './rules.ts';

// Author mistakes are data, never exceptions: every stage returns diagnostics, the build prints them all.

export type Severity = 'error' | 'warning';

/** 1-based line and column in a file. */
export interface Position {
  line: number;
  column: number;
}

export interface Diagnostic {
  /** path relative to the project root, e.g. `content/docs/intro.md`; a config field path for config */
  file: string;
  /** 1-based; 0 when the problem is the whole file */
  line: number;
  column: number;
  severity: Severity;
  /** what is wrong and what was expected, e.g. `Unexpected tag "foo", expected one of: a, b` */
  message: string;
  /** the check's stable id, e.g. `broken-link`, `frontmatter` */
  rule: RuleId;
  /** a broken link's target: the site path, or the absolute .md files it may name (to tell knock-ons of a failed page) */
  targets?: string[];
}

/** Where a problem of a file's first line, or of a place that cannot be told more precisely, is reported. */
export const FILE_START: Position = { line: 1, column: 1 };

/** The file as a whole (a missing file, a folder): printed without `:line:column`. */
export const WHOLE_FILE: Position = { line: 0, column: 0 };

/** A problem that fails the build. */
export const error = (rule: RuleId, file: string, at: Position, message: string): Diagnostic => ({
  file,
  line: at.line,
  column: at.column,
  severity: 'error',
  message,
  rule,
});

/** A problem worth fixing that still builds. */
export const warning = (rule: RuleId, file: string, at: Position, message: string): Diagnostic => ({
  file,
  line: at.line,
  column: at.column,
  severity: 'warning',
  message,
  rule,
});

/** `file:line:column severity message (rule)`, the form editors and CI logs turn into links. */
export function formatDiagnostic(d: Diagnostic): string {
  const at = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  return `${at} ${d.severity} ${d.message} (${d.rule})`;
}

/**
 * Orders diagnostics by file then position, so output is stable across runs; a file whose failure broke
 * links elsewhere comes first, its error before the line that counts those links. The same problem met
 * more than once (a broken partial, reported by every page that imports it) is listed once.
 */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const causes = new Set(list.filter((d) => d.rule === 'failed-page-links').map((d) => d.file));
  const knockOn = (d: Diagnostic) => Number(d.rule === 'failed-page-links');
  const sorted = [...list].sort(
    (a, b) =>
      Number(causes.has(b.file)) - Number(causes.has(a.file)) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      knockOn(a) - knockOn(b) ||
      a.message.localeCompare(b.message),
  );
  return sorted.filter((d, i) => i === 0 || !sameProblem(d, sorted[i - 1]!));
}

const sameProblem = (a: Diagnostic, b: Diagnostic): boolean =>
  a.file === b.file &&
  a.line === b.line &&
  a.column === b.column &&
  a.message === b.message &&
  a.severity === b.severity &&
  a.rule === b.rule;

export const hasErrors = (list: Diagnostic[]): boolean => list.some((d) => d.severity === 'error');
