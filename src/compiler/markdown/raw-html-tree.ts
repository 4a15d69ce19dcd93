import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';
import { JSX_MEDIA } from './collect-urls.ts';
import { eachElement } from './hast-helpers.ts';
import { markMarkdownHeading } from './markdown-headings.ts';
import { normalizeStyleAttribute } from './mdx/style.ts';

// the elements whose URLs the link and asset checks read (collect-urls.ts)
const CHECKED = new Set(['a', 'img', 'video', 'audio', 'source']);
const FROM_MARKDOWN = 'dataDocgateMarkdown';

/**
 * Parses the raw HTML into the tree, its links and media flagged as the MDX JSX ones are: Docusaurus checks
 * Markdown's `![]()` and `[]()`, not an `<img>` written as HTML, which it builds and the reader sees broken
 * (kotest's `<img src="img/x.png">` failed its whole build). The parse makes every node anew, so those
 * Markdown made are marked before it; Markdown headings get back their mark (markdown-headings.ts). A
 * `style="width: 24px; margin: 0 auto"` is written as the sanitizer's style rule reads it, so it stays, as
 * under Docusaurus.
 */
function markRawMedia(tree: Root, file: VFile): Root {
  eachElement(tree, (node) => {
    if (CHECKED.has(node.tagName) || node.data?.markdownHeading) node.properties[FROM_MARKDOWN] = true;
  });
  const parsed = raw(tree, { file }) as Root;
  eachElement(parsed, (node) => {
    const fromMarkdown = node.properties[FROM_MARKDOWN] !== undefined;
    delete node.properties[FROM_MARKDOWN];
    normalizeStyleAttribute(node.properties);
    if (CHECKED.has(node.tagName)) {
      if (!fromMarkdown) node.properties[JSX_MEDIA] = true;
    } else if (fromMarkdown) {
      markMarkdownHeading(node);
    }
  });
  return parsed;
}

// remark-rehype keeps raw HTML as `raw` nodes (allowDangerousHtml). A page that renders it (a Docusaurus
// site's, raw-html.ts) has its tree parsed again with them by hast-util-raw, as a browser nests a
// `<details>` around Markdown, before any other plugin sees the tree; the sanitizer then keeps what is
// safe. Any other page's raw nodes go here, so no later plugin reads their markup as text (headings, search).

/** Parses the raw HTML of a page that renders it into the tree; drops raw nodes everywhere else. */
export default function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    if (!file.data.hasRawHtml) return tree;
    if (file.data.rawHtml) return markRawMedia(tree, file);
    walk(tree as { children: Root['children'] } as Parameters<typeof walk>[0], (node, index, parent) => {
      if (node.type !== 'raw') return;
      parent.children.splice(index, 1);
      // remark-rehype put a line break between a block and the next: the raw block's goes with it
      const lineBreak = (at: number) => {
        const near = parent.children[at] as { type: string; value?: string } | undefined;
        return near?.type === 'text' && near.value === '\n';
      };
      if (lineBreak(index)) {
        parent.children.splice(index, 1);
      } else if (index > 0 && index === parent.children.length && lineBreak(index - 1)) {
        // the last block: the break before it
        parent.children.splice(index - 1, 1);
        return index - 1;
      }
      return index;
    });
    return tree;
  };
}
