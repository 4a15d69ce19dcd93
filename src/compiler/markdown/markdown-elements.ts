import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

// Docusaurus draws every Markdown link, image, code and heading of a page with its MDXComponents' `a`, `img`,
// `code` and `h1`-`h6`: where the site's own draw them (its swizzled MDXComponents, or its `MDXComponents/Img`
// or `/Heading`), the page's are marked, and the viewer draws each marked one with the site's component once the site bundle is in
// (site-bundle/use-markdown-elements.tsx). An element written as JSX or HTML is no Markdown and stays unmarked,
// as MDX hands only Markdown's own to the components. A site that maps none: nothing is walked.

// a fenced block is found by its box, which carries the props Docusaurus' MDX hands its `pre` and `code`
// (SiteMarkdownOptions.codeBlockProps): inline code is marked
const TAGS: Record<string, string> = { link: 'a', linkReference: 'a', image: 'img', imageReference: 'img', inlineCode: 'code' };
const tagOf = (node: Nodes): string | undefined => (node.type === 'heading' ? `h${node.depth}` : TAGS[node.type]);

/** Marks the links, images, inline code and headings of a page whose site draws them (file.data.markdownElements). */
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
