import type { Root, RootContent } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkEmoji from 'remark-emoji';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { SKIP, walk } from './walk.ts';

// `:tada:` is 🎉, as Docusaurus' MDX loader makes it by default (remark-emoji). Docusaurus gives headings
// their ids before that: `## :tada: Party` is #tada-party, which links elsewhere name, so a heading with
// a shortcode keeps its text as written for heading-slugs.ts, which slugs that, not 🎉 Party.

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

/** Turns emoji shortcodes into emoji; a page without one is not walked (remark-emoji visits every node). */
export default function remarkEmojiShortcodes(this: Processor) {
  const replace = remarkEmoji.call(this, {});
  return (tree: Root, file: VFile) => {
    const partials = Object.values(file.data.mdx?.partials ?? {});
    if (!SHORTCODE.test(String(file.value)) && !partials.some((partial) => SHORTCODE.test(partial.source))) return;
    walk<RootContent>(tree, (node) => {
      if (node.type !== 'heading') return;
      const written = textOf(node);
      if (!node.data?.hProperties?.id && SHORTCODE.test(written))
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataSlugText: written } };
      return SKIP;
    });
    replace?.(tree, file, () => undefined);
  };
}
