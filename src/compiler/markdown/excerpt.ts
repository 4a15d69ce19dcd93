// A page's description when its frontmatter gives none, made as Docusaurus makes it (@docusaurus/utils
// markdownUtils.ts createExcerpt, MIT): from the Markdown source, not the rendered page, so what a site shows
// on its generated-index cards and in its meta description is the same line of text.

/**
 * The first line of the body after frontmatter that has text once its Markdown syntax is stripped (h1
 * titles, imports and exports, code fences and admonition markers skipped), whole; undefined when none does.
 * `removeTitle`: the body's content title is taken away first, as Docusaurus' blog parses its posts.
 */
export function excerptOf(body: string, removeTitle = false): string | undefined {
  const lines = (removeTitle ? withoutContentTitle(body) : body)
    .trimStart()
    // a setext title
    .replace(/^[^\r\n]*\r?\n=+/g, '')
    .split(/\r?\n/);
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    // a blank line ends an import or export
    if (!line.trim()) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const ticks = /^`+/.exec(line.trim())![0];
      if (!inCode) {
        inCode = true;
        fence = ticks;
        // inside a ````-fence, a ``` line is text
      } else if (ticks.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const text = cleaned(line);
    if (text) return text;
  }
  return undefined;
}

/** One source line stripped of its Markdown and HTML syntax, in Docusaurus' order. */
function cleaned(line: string): string {
  return (
    line
      .replace(/<[^>]*>/g, '')
      // an h1 title
      .replace(/^#[^#]+#?/gm, '')
      // any other heading keeps its text
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      // an image keeps its alt
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      // footnote references and definitions
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      // a link keeps its text
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      // an admonition's fence line
      .replace(/:::.*/, '')
      // emoji shortcodes, with the space before them
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim()
  );
}

/**
 * The body without its content title (Docusaurus' parseMarkdownContentTitle with removeContentTitle): an
 * h1, `#` or setext, that starts the body, after its import blocks.
 */
function withoutContentTitle(body: string): string {
  const content = body.trim();
  const afterImports = content.replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  const title = /^#[ \t]+[^ \t].*(?:\r?\n|$)/.exec(afterImports) ?? /^.*\r?\n=+(?:\r?\n|$)/.exec(afterImports);
  return title ? content.replace(title[0], '').trim() : content;
}
