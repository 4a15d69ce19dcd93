import type { Root } from 'hast';
import { eachElement } from './hast-helpers.ts';

/**
 * A `<style>` element's CSS as it goes out: its text alone, every `<` written as CSS's escape of it (`\3C `;
 * no CSS outside a string has one), so nothing in it can close the element and start markup of its own
 * when the viewer puts the page's HTML in place.
 */
export default function rehypeStyleElements() {
  return (tree: Root) => {
    eachElement(tree, (node) => {
      if (node.tagName !== 'style') return;
      const css = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      node.children = [{ type: 'text', value: css.replace(/</g, '\\3C ') }];
    });
  };
}
