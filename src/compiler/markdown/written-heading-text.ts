import type { Root, RootContent } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { SKIP, walk } from './walk.ts';

// Shortcodes become emoji after this (remark-emoji, in processor.ts), as in Docusaurus' MDX loader, which
// gives headings their ids before that: `## :tada: Party` is #tada-party, which links elsewhere name. A
// heading with a shortcode keeps its text as written for heading-slugs.ts, which slugs that, not 🎉 Party.

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

/** Marks each heading with a shortcode and no `{#id}` with its text as written. */
export default function remarkWrittenHeadingText() {
  return (tree: Root) => {
    walk<RootContent>(tree, (node) => {
      if (node.type !== 'heading') return;
      const written = textOf(node);
      if (!node.data?.hProperties?.id && SHORTCODE.test(written))
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataSlugText: written } };
      return SKIP;
    });
  };
}
