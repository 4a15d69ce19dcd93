import type { Code, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { convertNpmCommands } from './npm-commands.ts';
import { tabsElement } from './mdx/components/tabs.ts';
import { SKIP, walk } from './walk.ts';
import type { CustomConverter } from '../read/docusaurus/npm2yarn-entry.ts';

// the converters Docusaurus knows by name, and its default list
const KNOWN = { yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' } as const;
const DEFAULT_CONVERTERS = ['yarn', 'pnpm', 'bun'];

/**
 * ```` ```bash npm2yarn ```` -> npm, Yarn, pnpm and Bun tabs of the command, as @docusaurus/remark-plugin-npm2yarn
 * makes them: synced across the page by the `npm2yarn` group with its `sync` (docgate's own sites: always);
 * a Docusaurus site that does not list the plugin keeps the fence as code.
 */
export default function remarkNpm2yarn({ custom = {} }: { custom?: Record<string, CustomConverter> } = {}) {
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
        ...(options.converters ?? DEFAULT_CONVERTERS).flatMap((name) => {
          const code = converted(node.value, name, custom);
          const label = Object.hasOwn(custom, name) ? name : (KNOWN[name as keyof typeof KNOWN] ?? name);
          return code === null ? [] : [{ value: name, label, isDefault: false, children: [fence(code)] as Nodes[] }];
        }),
      ];
      parent.children[index] = tabsElement(tabs, options.sync ? { groupId: 'npm2yarn' } : {}, node.position);
      return SKIP;
    });
  };
}

/**
 * A fence's code for one converter: a custom one's function (`[name, fn]`, its tab named as written), or
 * docgate's own conversion for the names Docusaurus knows. Null when there is none (a custom converter whose
 * function did not load, or one that threw): that tab is left out.
 */
function converted(code: string, name: string, custom: Record<string, CustomConverter>): string | null {
  const convert = Object.hasOwn(custom, name) ? custom[name] : undefined;
  if (convert) {
    try {
      const out = convert(code);
      return typeof out === 'string' ? out : null;
    } catch {
      return null;
    }
  }
  return Object.hasOwn(KNOWN, name) ? convertNpmCommands(code, name as keyof typeof KNOWN) : null;
}
