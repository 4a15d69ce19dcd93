import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { eachElement, hasClass } from './hast-helpers.ts';
import type { HeadingEntry } from './types.ts';

/** Fills each `<TOCInline />` placeholder (mdx/components/toc-inline.ts) with a nested list of the page's headings. */
export default function rehypeTocInline() {
  return (tree: Root, file: VFile) => {
    const headings = file.data.headings ?? [];
    eachElement(tree, (node) => {
      if (node.tagName !== 'div' || !hasClass(node, 'toc-inline') || node.children.length > 0) return;
      const min = Number(node.properties.dataTocMin ?? 2);
      const max = Number(node.properties.dataTocMax ?? 3);
      const filter =
        node.properties.dataTocFilter === undefined ? undefined : file.data.tocFilters?.[Number(node.properties.dataTocFilter)];
      delete node.properties.dataTocFilter;
      // the filter reads the page's whole toc, as `toc.filter(...)`/`toc.slice(1)` do; the levels apply to what it keeps
      const kept = filter ? headings.filter((heading, index) => filter(heading, index, headings)) : headings;
      const list = nested(kept.filter((heading) => heading.level >= min && heading.level <= max));
      if (list) node.children = [list];
    });
  };
}

/** `ul > li > a` per heading, a deeper heading in a `ul` inside the last item before it. */
function nested(headings: HeadingEntry[]): Element | null {
  if (headings.length === 0) return null;
  const root: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
  const stack: { level: number; list: Element }[] = [{ level: headings[0]!.level, list: root }];
  for (const heading of headings) {
    while (stack.length > 1 && heading.level < stack.at(-1)!.level) stack.pop();
    let top = stack.at(-1)!;
    if (heading.level > top.level) {
      const parent = top.list.children.at(-1) as Element | undefined;
      const list: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
      (parent ?? top.list).children.push(list);
      top = { level: heading.level, list };
      stack.push(top);
    }
    const link: ElementContent = {
      type: 'element',
      tagName: 'a',
      properties: { href: `#${heading.id}` },
      // its inline code as code, as the TOC column shows it
      children: (heading.parts ?? [{ text: heading.text, code: false }]).map(({ text, code }) =>
        code
          ? { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }
          : { type: 'text', value: text },
      ),
    };
    top.list.children.push({ type: 'element', tagName: 'li', properties: {}, children: [link] });
  }
  return root;
}
