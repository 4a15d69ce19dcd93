/** A visitor's answer: leave out the node's children. */
export const SKIP = Symbol('skip');

/** What a walk calls for each node: SKIP, or an index of `parent.children` to go on from, or nothing. */
export type Visitor<N> = (node: N, index: number, parent: { children: N[] }) => typeof SKIP | number | undefined;

/**
 * Calls `visitor` for every node below `tree`, depth first, in document order; the tree itself is not
 * visited. unist-util-visit walks the same way but makes a closure, a named function and an ancestors
 * array per node: ~0.7 MB of garbage per page across the passes of the pipeline (bench corpus), the
 * young generation's work. A visitor that replaces the node at `index` returns `index` to visit what
 * took its place.
 */
export function walk<N extends { type: string }>(tree: { children: N[] }, visitor: Visitor<N>): void {
  const { children } = tree;
  let index = 0;
  while (index < children.length) {
    const node = children[index]!;
    const next = visitor(node, index, tree);
    if (typeof next === 'number') {
      index = next;
      continue;
    }
    if (next !== SKIP && 'children' in node && Array.isArray(node.children)) walk(node as unknown as { children: N[] }, visitor);
    index++;
  }
}
