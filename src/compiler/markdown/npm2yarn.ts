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
 * ```` ```bash npm2yarn ```` -> npm, Yarn, pnpm and Bun tabs of the command, as @docusaurus/remark-plugin-npm2yarn
 * makes them: synced across the page by the `npm2yarn` group with its `sync` (docgate's own sites: always);
 * a Docusaurus site that does not list the plugin keeps the fence as code.
 */
export default function remarkNpm2yarn() {
  return (tree: Root, file: VFile) => {
    const options = file.data.npm2yarn ?? { sync: true };
    if (options === false || !String(file.value).includes('npm2yarn')) return;
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
      parent.children[index] = tabsElement(tabs, options.sync ? { groupId: 'npm2yarn' } : {}, node.position);
      return SKIP;
    });
  };
}
