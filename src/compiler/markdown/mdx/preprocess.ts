// Text rewrites Docusaurus applies to MDX before parsing it, kept line for line so positions still
// point into the author's file.

const FENCE = /^( *)(`{3,}|~{3,})(.*)$/;
// `## Title {#custom-id}`: in MDX the braces would open an expression. As Docusaurus'
// escapeMarkdownHeadingIds, the first `{#` of a line that starts with one to six `#` is escaped,
// wherever it is and whatever follows: `## The {#} placeholder` builds there, with the text as written
const HEADING_LINE = /^ {0,3}#{1,6}(?!#)/;

/**
 * Unwraps ```` ```mdx-code-block ```` fences (their content is MDX the page renders, shown as code only by
 * other Markdown tools), in any format as Docusaurus does, and in MDX escapes `{#id}` heading ids; the fence
 * lines become empty lines.
 */
export function preprocessMdx(source: string, format: 'md' | 'mdx' = 'mdx'): string {
  const headingIds = format === 'mdx';
  if (!source.includes('mdx-code-block') && !(headingIds && source.includes('{#'))) return source;
  const lines = source.split('\n');
  let fence: string | null = null;
  // the fences of the mdx-code-blocks open around this line: Docusaurus unwraps a ```` ````mdx-code-block ````
  // and the ```` ```mdx-code-block ```` inside it alike (ory writes SDK tabs so)
  const unwrapping: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    const open = FENCE.exec(line);
    if (unwrapping.length > 0 && line.trim() === unwrapping.at(-1)) {
      lines[i] = '';
      unwrapping.pop();
      continue;
    }
    if (fence !== null) {
      if (open && open[2]!.startsWith(fence) && open[3]!.trim() === '') fence = null;
      continue;
    }
    if (open && open[3]!.trim() === 'mdx-code-block') {
      lines[i] = '';
      unwrapping.push(open[2]!);
      continue;
    }
    if (open) {
      fence = open[2]!;
      continue;
    }
    const at = headingIds && HEADING_LINE.test(line) ? line.indexOf('{#') : -1;
    // one the author escaped already (`\{#id\}`, as generated docs write it) stays as written
    if (at !== -1 && line[at - 1] !== '\\') lines[i] = `${line.slice(0, at)}\\${line.slice(at)}`;
  }
  return lines.join('\n');
}
