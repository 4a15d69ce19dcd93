import type { Code, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { convertNpmCommands } from './npm-commands.ts';
import { tabsElement } from './mdx/components/tabs.ts';
import { SKIP, walk } from './walk.ts';

const MANAGERS = [
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
  { value: 'bun', label: 'Bun' },
] as const;

/**
 * ```` ```bash npm2yarn ```` -> npm, Yarn, pnpm and Bun tabs of the command, synced across the page by the
 * `npm2yarn` group, like @docusaurus/remark-plugin-npm2yarn with `sync: true`.
 */
export default function remarkNpm2yarn() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('npm2yarn')) return;
    walk<Nodes>(tree as unknown as { children: Nodes[] }, (node, index, parent) => {
      if (node.type !== 'code') return;
      const meta = (node.meta ?? '').split(/\s+/);
      if (!meta.includes('npm2yarn')) return SKIP;
      const rest = meta.filter((word) => word !== 'npm2yarn').join(' ') || null;
      const fence = (value: string): Code => ({ type: 'code', lang: node.lang ?? null, meta: rest, value, position: node.position });
      const tabs = [
        { value: 'npm', label: 'npm', isDefault: true, children: [fence(node.value)] as Nodes[] },
        ...MANAGERS.map(({ value, label }) => ({
          value,
          label,
          isDefault: false,
          children: [fence(convertNpmCommands(node.value, value))] as Nodes[],
        })),
      ];
      parent.children[index] = tabsElement(tabs, { groupId: 'npm2yarn' }, node.position);
      return SKIP;
    });
  };
}
