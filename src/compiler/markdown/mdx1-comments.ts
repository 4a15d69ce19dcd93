// Docusaurus' mdx1Compat.comments (on unless a site opts into `future.v4`): `<!-- ... -->` in an MDX
// page is a comment, as it was in MDX 1, where MDX 3 would stop at the `!` with a syntax error. Each
// comment becomes `{/* ... */}` of the same length, so positions still point into the author's file;
// fenced code and inline code keep theirs, and a fence inside a comment is part of the comment.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The source with its HTML comments as MDX comments, outside code. */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const lines = source.split('\n');
  let fence: string | null = null;
  // a comment may span lines: work on runs of lines outside fences
  const out: string[] = [];
  let run: string[] = [];
  // the run so far ends inside a comment (`<!--` with no `-->` after it): a fence there is commented out
  let inComment = false;
  const flush = () => {
    if (run.length > 0) out.push(convert(run.join('\n')));
    run = [];
  };
  for (const line of lines) {
    const open = FENCE.exec(line);
    if (fence !== null) {
      out.push(line);
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && line.trim() === open[1]) fence = null;
      continue;
    }
    if (open && !inComment) {
      flush();
      fence = open[1]!;
      out.push(line);
      continue;
    }
    run.push(line);
    inComment = endsInComment(line, inComment);
  }
  flush();
  return out.join('\n');
}

/** Whether a line leaves a comment open, given whether one was open before it; inline code is text. */
function endsInComment(line: string, open: boolean): boolean {
  if (!line.includes('<!--') && !line.includes('-->')) return open;
  const code = inlineCode(line);
  const outside = (at: number) => !code.some(([start, end]) => at >= start && at < end);
  let inside = open;
  for (let at = 0; at < line.length; at++) {
    if (!inside && line.startsWith('<!--', at) && outside(at)) {
      inside = true;
      at += 3;
    } else if (inside && line.startsWith('-->', at)) {
      inside = false;
      at += 2;
    }
  }
  return inside;
}

/** Rewrites the comments of text outside fences; a `<!--` inside inline code or an MDX comment is text. */
function convert(text: string): string {
  // (Docusaurus' comment parser, @slorber/remark-comment, never reads inside `{/* */}` either: YunoHost's
  // commented-out `<!-- [center] ... -->` embed was a nested comment and an MDX syntax error)
  const code = [...inlineCode(text), ...mdxComments(text)];
  let out = '';
  let from = 0;
  for (let open = text.indexOf('<!--'); open !== -1; open = text.indexOf('<!--', open + 4)) {
    if (open < from || code.some(([start, end]) => open >= start && open < end)) continue;
    const close = text.indexOf('-->', open + 4);
    if (close === -1) break;
    const body = text.slice(open + 4, close);
    if (body.includes('*/')) continue;
    // an expression over several lines on a list item's or quote's lazy line is an MDX syntax error
    // (weaviate's production guide): such a comment goes, its line breaks stay, so lines keep their numbers
    if (body.includes('\n') && inContainer(text, open)) out += `${text.slice(from, open)}${body.replace(/[^\n]/g, '')}`;
    // `<!--` and `-->` are 4 and 3 characters, as `{/* ` and `*/}` are
    else out += `${text.slice(from, open)}{/* ${body}*/}`;
    from = close + 3;
  }
  return out + text.slice(from);
}

const CONTAINER_START = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|^ {0,3}>/;

/**
 * Whether `at` is inside a list item or a quote: its line, or one above it up to a blank line, opens one.
 * A comment there that spans lines has lines without the container's indent or `>` (lazy lines).
 */
function inContainer(text: string, at: number): boolean {
  let end = at;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (CONTAINER_START.test(line)) return true;
    if (line.trim() === '' && end !== at) return false;
    end = start - 1;
  }
  return false;
}

/** The spans of MDX comments (`{/* ... *\/}`) in a text, as [start, end) offsets. */
function mdxComments(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let open = text.indexOf('{/*'); open !== -1; open = text.indexOf('{/*', open + 3)) {
    const close = text.indexOf('*/', open + 3);
    if (close === -1) break;
    spans.push([open, close + 2]);
    open = close;
  }
  return spans;
}

/** The spans of inline code (`` `x` ``) in a text, as [start, end) offsets. */
function inlineCode(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const tick = /`+/g;
  for (let match = tick.exec(text); match; match = tick.exec(text)) {
    // an escaped backtick is text; a code span ends in its paragraph, and an opener left unclosed there is
    // text too (CommonMark): a stray one must not make a later paragraph's <!-- --> code (FerretDB's post)
    if (text[match.index - 1] === '\\') continue;
    const blank = /\n[ \t]*\n/.exec(text.slice(match.index));
    const end = blank ? match.index + blank.index : text.length;
    const close = text.indexOf(match[0], match.index + match[0].length);
    if (close === -1 || close >= end) continue;
    spans.push([match.index, close + match[0].length]);
    tick.lastIndex = close + match[0].length;
  }
  return spans;
}
