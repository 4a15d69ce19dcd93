import GithubSlugger from 'github-slugger';
import type { Root, RootContent } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, walk } from './walk.ts';

/**
 * Gives each heading without an id (no `{#id}`) the GitHub-style slug of its text, unique in the page, as
 * rehype-slug does; in the heading's own case when the site asks (Docusaurus' `markdown.anchors.maintainCase`).
 * The page's title h1, taken out of the tree before, was slugged first: as in Docusaurus, a `## Setup` under
 * `# Setup` is `setup-1`. Only Markdown headings are slugged and listed for the TOC (markdown-headings.ts).
 */
export default function rehypeHeadingSlugs() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const maintainCase = file.data.maintainCase === true;
    const tocIds = new Set<string>();
    file.data.tocIds = tocIds;
    if (file.data.titleSlugged && file.data.title) slugger.slug(file.data.title, maintainCase);
    walk<RootContent>(tree, (node) => {
      if (node.type !== 'element' || !/^h[1-6]$/.test(node.tagName)) return;
      if (node.data?.markdownHeading !== true) return SKIP;
      // a heading's text before its shortcodes became emoji (emoji.ts), as Docusaurus slugs it
      const written = node.properties.dataSlugText;
      delete node.properties.dataSlugText;
      if (!node.properties.id) node.properties.id = slugger.slug(typeof written === 'string' ? written : textOf(node), maintainCase);
      tocIds.add(String(node.properties.id));
      return SKIP;
    });
  };
}
