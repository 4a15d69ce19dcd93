import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString as textOf } from 'mdast-util-to-string';
import { slug } from 'github-slugger';
import { EXIT, visit } from 'unist-util-visit';

/**
 * Removes a leading h1 from the tree and keeps its text as the page title. A page that does not start with
 * one may still have Docusaurus' content title: an h1 that is the first heading, above any thematic break,
 * after a component or a paragraph (node-mysql2's section pages). It stays where it is written, and the
 * page shows no title of its own beside it.
 */
export default function remarkExtractTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children[0];
    file.data.titleInBody = false;
    if (first?.type === 'heading' && first.depth === 1) {
      file.data.title = textOf(first).trim();
      // remark-heading-ids left a `{#id}` here; else the slug heading-slugs.ts would have given it
      const explicit = first.data?.hProperties?.id;
      file.data.titleId = typeof explicit === 'string' ? explicit : slug(file.data.title, file.data.maintainCase === true) || null;
      file.data.titleSlugged = typeof explicit !== 'string';
      tree.children.shift();
      return;
    }
    const later = contentTitle(tree);
    file.data.title = later ? textOf(later).trim() : null;
    file.data.titleInBody = later !== null;
    file.data.titleId = null;
    file.data.titleSlugged = false;
  };
}

/** Docusaurus' mdx-loader contentTitle: the first heading in the document's order, if an h1 and above any thematic break. */
function contentTitle(tree: Root): Heading | null {
  let found: Heading | null = null;
  visit(tree, ['heading', 'thematicBreak'], (node) => {
    if (node.type === 'heading' && node.depth === 1) found = node;
    return EXIT;
  });
  return found;
}
