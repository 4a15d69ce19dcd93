import type { Element, ElementData } from 'hast';
import type { Heading } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';

declare module 'hast' {
  interface ElementData {
    /** a Markdown `#` heading, not an `<h2>` or `<Heading>` written as HTML or JSX */
    markdownHeading?: boolean;
  }
}

/**
 * remark-rehype's heading handler, marking what it makes. As in Docusaurus, whose heading ids and TOC come
 * from the Markdown tree's headings only, a heading written as HTML or JSX keeps the id its author gave it
 * (and its `#` link then) but gets no slug and no TOC entry: it must not take `#setup` from a `## Setup`
 * below it.
 */
export function markdownHeading(state: State, node: Heading): Element {
  const result = defaultHandlers.heading(state, node);
  markMarkdownHeading(result);
  return result;
}

/** Marks the element as a Markdown heading (again, after a pass that makes the tree anew). */
export function markMarkdownHeading(node: Element): void {
  // ElementData's `position` is optional in fact: hast-util-from-parse5's declaration makes it look required
  node.data = { ...node.data, markdownHeading: true } as ElementData;
}
