// Text rewrites Docusaurus applies to MDX before parsing it, kept line for line so positions still
// point into the author's file.

const FENCE = /^( *)(`{3,}|~{3,})(.*)$/;
// `## Title {#custom-id}`: in MDX the braces would open an expression
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)(\{#[\w.:-]+\})([ \t]*)$/;

// inline code on a line, whose text stays as written
const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/**
 * HTML comments as MDX comments, as Docusaurus' `markdown.mdx1Compat.comments` (on by default) does:
 * `<!-- truncate -->` in a `.md` page parsed as MDX. `{/* ` is as long as `<!--`, so columns still match.
 */
function commentsToMdx(line: string): string {
  if (!line.includes('<!--') && !line.includes('-->')) return line;
  let out = '';
  let last = 0;
  for (const span of line.matchAll(CODE_SPAN)) {
    out += line.slice(last, span.index).replaceAll('<!--', '{/* ').replaceAll('-->', '*/}') + span[0];
    last = span.index + span[0].length;
  }
  return out + line.slice(last).replaceAll('<!--', '{/* ').replaceAll('-->', '*/}');
}

/**
 * Unwraps ```` ```mdx-code-block ```` fences (their content is MDX the page renders, shown as code only by
 * other Markdown tools), escapes `{#id}` heading ids and turns HTML comments into MDX comments outside
 * code; the fence lines become empty lines.
 */
export function preprocessMdx(source: string): string {
  if (!source.includes('mdx-code-block') && !source.includes('{#') && !source.includes('<!--')) return source;
  const lines = source.split('\n');
  let fence: string | null = null;
  let unwrapping: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    const open = FENCE.exec(line);
    if (unwrapping !== null && line.trim() === unwrapping) {
      lines[i] = '';
      unwrapping = null;
      continue;
    }
    if (fence !== null) {
      if (open && open[2]!.startsWith(fence) && open[3]!.trim() === '') fence = null;
      continue;
    }
    if (open && open[3]!.trim() === 'mdx-code-block' && unwrapping === null) {
      lines[i] = '';
      unwrapping = open[2]!;
      continue;
    }
    if (open) {
      fence = open[2]!;
      continue;
    }
    const heading = HEADING_ID.exec(line);
    if (heading) lines[i] = `${heading[1]}\\${heading[2]}${heading[3]}`;
    else lines[i] = commentsToMdx(lines[i]!);
  }
  return lines.join('\n');
}
