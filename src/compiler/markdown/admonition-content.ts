import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { MODULE_CLASS } from '../../contracts/module-classes.ts';
import { ADMONITION_HEADING } from './admonitions.ts';
import { hasClass } from './hast-helpers.ts';
import { walk } from './walk.ts';

/**
 * Puts what follows an admonition's title in a box of its own, as Docusaurus' Admonition draws it
 * (`div.admonitionContent_<hash>`, which a site's CSS selects). Only the admonitions admonitions.ts made: an
 * author's own `<div class="admonition">` has no such title. Nothing to do on a page without one.
 */
export default function rehypeAdmonitionContent() {
  return (tree: Root, file: VFile) => {
    if (!file.data.hasAdmonitions) return;
    walk<RootContent | ElementContent>(tree, (node) => {
      if (node.type !== 'element' || !hasClass(node, 'admonition')) return;
      const [title, ...content] = node.children;
      if (title?.type !== 'element' || !hasClass(title, ADMONITION_HEADING) || content.length === 0) return;
      const box: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: [MODULE_CLASS.admonitionContent] },
        children: content,
      };
      node.children = [title, box];
      return undefined;
    });
  };
}
