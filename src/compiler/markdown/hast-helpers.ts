import type { Element, Nodes, Root } from 'hast';

// small questions the collecting transforms ask of the final (sanitized) tree

const inline = new Set(['a', 'code', 'del', 'em', 'img', 'input', 'span', 'strong', 'sup']);

/** True when the element's class list holds `name`. */
export const hasClass = (node: Element, name: string): boolean =>
  Array.isArray(node.properties.className) && node.properties.className.includes(name);

/** The `#` link rehype-autolink-headings appends: ours, not the author's. */
export const isHashLink = (node: Element): boolean => node.tagName === 'a' && hasClass(node, 'hash-link');

/** 1-6 for an author heading, 0 otherwise (the footnotes label is a hidden h2 of our own). */
export function headingLevel(node: Element): number {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match && !hasClass(node, 'sr-only') ? Number(match[1]) : 0;
}

/** Text the reader sees, with whitespace between blocks and without heading anchors. */
export function textOf(node: Nodes): string {
  const parts: string[] = [];
  walkText(node, parts);
  return normalize(parts.join(''));
}

/** Collapses runs of whitespace to one space and trims the ends. */
export const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Pushes the visible text of `node` onto `parts`; `onElement` may claim an element (return true)
 * to handle it itself, which is how sections cut the text at headings.
 */
export function walkText(node: Nodes, parts: string[], onElement?: (node: Element) => boolean): void {
  if (node.type === 'text') {
    parts.push(node.value);
    return;
  }
  if (node.type !== 'element' && node.type !== 'root') return;
  // a page's own CSS is no text of it
  if (node.type === 'element' && (node.tagName === 'style' || isHashLink(node) || onElement?.(node))) return;
  const block = node.type === 'element' && !inline.has(node.tagName);
  if (block) parts.push(' ');
  for (const child of node.children) walkText(child, parts, onElement);
  if (block) parts.push(' ');
}

/**
 * Calls `fn` for every element outside code blocks, in document order. Cheaper than unist-util-visit
 * on pages full of shiki spans, which hold no headings, links or images.
 */
export function eachElement(node: Root | Element, fn: (node: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    fn(child);
    if (!(child.tagName === 'div' && hasClass(child, 'code-block'))) eachElement(child, fn);
  }
}
