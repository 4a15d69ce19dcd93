// A code block's meta string, as Docusaurus reads it: the compiler reads a fence's, the viewer the `metastring`
// a site component hands <CodeBlock>.
// ```ts title="apps/api/src/server.ts" {3,5-7} showLineNumbers=12

export interface CodeMeta {
  title: string | null;
  /** 1-based line numbers to highlight */
  highlight: number[];
  showLineNumbers: boolean;
  /** the number of the first line, `showLineNumbers=12`; 1 when not given */
  lineNumbersStart: number;
}

const titlePattern = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const rangesPattern = /(?:^|\s)\{([\d\s,-]+)\}/;
const lineNumbersPattern = /(?:^|\s)showLineNumbers(?:=(\d{1,9}))?(?=\s|$)/;

/** Reads the title, highlighted lines and line numbering (with its first number) from a code fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = titlePattern.exec(text);
  const ranges = rangesPattern.exec(text);
  const lineNumbers = lineNumbersPattern.exec(text);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3] ?? '') : null,
    highlight: ranges ? parseRanges(ranges[1]!) : [],
    showLineNumbers: lineNumbers !== null,
    lineNumbersStart: lineNumbers?.[1] ? Number(lineNumbers[1]) : 1,
  };
}

/** `1,3-5` -> [1, 3, 4, 5] */
export function parseRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n.trim(), 10));
    if (from === undefined || Number.isNaN(from)) continue;
    const last = to === undefined || Number.isNaN(to) ? from : to;
    // a typo like {1-9999} must not allocate a huge set
    for (let line = from; line <= Math.min(last, from + 10_000); line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

/**
 * Marks the meta string's `{1,3}` lines in `lines` (line -> classes) with `className`, the first magic
 * comment's, as Docusaurus marks them.
 */
export function markHighlightedLines(lines: Map<number, string[]>, highlight: number[], className: string): void {
  for (const line of highlight) lines.set(line, [...new Set([...(lines.get(line) ?? []), className])]);
}
