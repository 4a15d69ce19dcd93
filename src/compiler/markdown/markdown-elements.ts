import type { Root as HastRoot } from 'hast';
import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

// Docusaurus draws every Markdown link, image, code, heading and list of a page with its MDXComponents' `a`,
// `img`, `code`, `h1`-`h6`, `ul` and `li`: where the site's own draw them (its swizzled MDXComponents, or its
// `MDXComponents/Img`, `/Heading`...), the page's are marked, and the viewer draws each marked one with the
// site's component once the site bundle is in (site-bundle/use-markdown-elements.tsx). An element written as
// JSX or HTML is no Markdown and stays unmarked, as MDX hands only Markdown's own to the components. A site
// that maps none: nothing is walked.

// a fenced block is found by its box, which carries the props Docusaurus' MDX hands its `pre` and `code`
// (SiteMarkdownOptions.codeBlockProps): inline code is marked
const TAGS: Record<string, string> = {
  link: 'a',
  linkReference: 'a',
  image: 'img',
  imageReference: 'img',
  inlineCode: 'code',
  listItem: 'li',
};
function tagOf(node: Nodes): string | undefined {
  if (node.type === 'heading') return `h${node.depth}`;
  // an ordered list stays `ol`, which Docusaurus' MDXComponents does not map; its items are `li`
  if (node.type === 'list') return node.ordered ? undefined : 'ul';
  return TAGS[node.type];
}

/** Marks the Markdown elements of a page that its site draws (file.data.markdownElements). */
export default function remarkMarkdownElements() {
  return (tree: Root, file: VFile) => {
    const drawn = file.data.markdownElements;
    if (!drawn) return;
    visit(tree, (node) => {
      const tag = tagOf(node);
      if (!tag || !drawn.includes(tag)) return;
      // MARKDOWN_ELEMENT_ATTRIBUTE (contracts/site-bundle.ts) as a hast property
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataDocgateMd: '' } };
    });
  };
}

/**
 * Marks the `<details>` of a page whose site draws them: Markdown has none of its own, and Docusaurus hands its
 * MDXComponents' `details` the ones written as HTML or JSX. A `<Details>` of @theme/Details (class `details`) is
 * the theme's component, not the map's.
 */
export function rehypeMarkdownDetails() {
  return (tree: HastRoot, file: VFile) => {
    if (!file.data.markdownElements?.includes('details')) return;
    visit(tree, 'element', (node) => {
      const classes = node.properties.className;
      if (node.tagName !== 'details' || (Array.isArray(classes) && classes.includes('details'))) return;
      node.properties.dataDocgateMd = '';
    });
  };
}
