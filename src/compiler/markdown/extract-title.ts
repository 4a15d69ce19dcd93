import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString as textOf } from 'mdast-util-to-string';
import { slug } from 'github-slugger';

/** Removes a leading h1 from the tree and keeps its text as the page title. */
export default function remarkExtractTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children[0];
    if (first?.type === 'heading' && first.depth === 1) {
      file.data.title = textOf(first).trim();
      // remark-heading-ids left a `{#id}` here; else the slug heading-slugs.ts would have given it
      const explicit = first.data?.hProperties?.id;
      file.data.titleId = typeof explicit === 'string' ? explicit : slug(file.data.title, file.data.maintainCase === true) || null;
      file.data.titleSlugged = typeof explicit !== 'string';
      tree.children.shift();
    } else {
      file.data.title = null;
      file.data.titleId = null;
      file.data.titleSlugged = false;
    }
  };
}
