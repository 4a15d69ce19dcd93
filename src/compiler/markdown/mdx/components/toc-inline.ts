import type { Nodes } from 'mdast';
import { element, type MdxContext } from '../context.ts';
import { readProps, type JsxElement } from '../props.ts';

/**
 * `<TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />`: a placeholder that toc-inline.ts
 * (rehype) fills with the page's headings once their ids are known.
 */
export function tocInline(node: JsxElement, context: MdxContext): Nodes[] {
  // `toc={toc}` names the page's own TOC, which is what the placeholder gets
  const props = readProps(node, context, (name) => name === 'toc');
  const level = (value: unknown, fallback: number) => (typeof value === 'number' && value >= 2 && value <= 6 ? value : fallback);
  const min = level(props.minHeadingLevel, 2);
  const max = Math.max(min, level(props.maxHeadingLevel, 3));
  return [element('div', { className: ['toc-inline'], dataTocMin: min, dataTocMax: max }, [], node.position)];
}
