import type { Root } from 'hast';

/** The top-level nodes that start before `offset` (the truncate marker), as a root of their own. */
export function summaryBefore(tree: Root, offset: number): Root {
  const end = tree.children.findIndex((node) => (node.position?.start.offset ?? -1) > offset);
  const children = end === -1 ? [...tree.children] : tree.children.slice(0, end);
  // drop the line break remark-rehype put between blocks, so the summary ends on its last block
  while (children.at(-1)?.type === 'text' && (children.at(-1) as { value: string }).value.trim() === '') children.pop();
  return { type: 'root', children };
}
