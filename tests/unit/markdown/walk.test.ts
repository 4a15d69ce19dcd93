import { describe, expect, test } from 'vitest';
import { SKIP, walk } from '../../../src/compiler/markdown/walk.ts';

interface N {
  type: string;
  children?: N[];
}
const tree = (): { type: 'root'; children: N[] } => ({
  type: 'root',
  children: [{ type: 'a', children: [{ type: 'a1' }, { type: 'a2' }] }, { type: 'b', children: [{ type: 'b1' }] }, { type: 'c' }],
});

describe('walk', () => {
  test('visits every node below the root, depth first in document order, with its index and parent', () => {
    const seen: string[] = [];
    const root = tree();
    walk<N>(root, (node, index, parent) => {
      seen.push(`${node.type}@${index}`);
      expect(parent.children[index]).toBe(node);
    });
    expect(seen).toEqual(['a@0', 'a1@0', 'a2@1', 'b@1', 'b1@0', 'c@2']);
  });

  test("SKIP leaves out a node's children; a returned index goes on from there, visiting a replacement", () => {
    const seen: string[] = [];
    walk<N>(tree(), (node, index, parent) => {
      seen.push(node.type);
      if (node.type === 'a') return SKIP;
      if (node.type === 'b') {
        // replace b by its children, then visit them
        parent.children.splice(index, 1, ...node.children!);
        return index;
      }
    });
    expect(seen).toEqual(['a', 'b', 'b1', 'c']);
  });
});
