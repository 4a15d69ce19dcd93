import { error, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SidebarItem } from '../../../contracts/manifest.ts';
import { type BuiltSidebar, type CategoryItem, isPagePath } from './sidebar-types.ts';

export interface Crumb {
  label: string;
  path?: string;
}

export interface SidebarWalk {
  /** every page the sidebar reaches, in reading order, for previous/next */
  flat: { path: string; label: string }[];
  /** categories above each page path, outermost first */
  ancestors: Map<string, Crumb[]>;
  /** the sidebar item label of each page path */
  labels: Map<string, string>;
  /** the page paths reached as a category's link (a doc or a generated index), not as an item of their own */
  categories: Set<string>;
}

/** Flattens a sidebar into reading order and records each page's category ancestors; `refs` are no stops. */
export function walkSidebar(items: SidebarItem[], refs: Set<SidebarItem> = new Set()): SidebarWalk {
  const walk: SidebarWalk = { flat: [], ancestors: new Map(), labels: new Map(), categories: new Set() };
  const seen = new Set<string>();
  const visit = (list: SidebarItem[], above: Crumb[]) => {
    for (const item of list) {
      if (item.type === 'link' || item.type === 'html' || refs.has(item)) continue;
      const path = item.path;
      if (path && isPagePath(path) && !seen.has(path)) {
        seen.add(path);
        walk.flat.push({ path, label: item.label });
        walk.labels.set(path, item.label);
        walk.ancestors.set(path, above);
        if (item.type === 'category') walk.categories.add(path);
      }
      if (item.type === 'category') visit(item.items, [...above, { label: item.label, ...(item.path ? { path: item.path } : {}) }]);
    }
  };
  visit(items, []);
  return walk;
}

/** The first page a sidebar reaches in reading order, `walkSidebar(items).flat[0]`, without walking the rest. */
export function firstPath(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' || item.type === 'html') continue;
    if (item.path && isPagePath(item.path)) return item.path;
    const inner = item.type === 'category' ? firstPath(item.items) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The URL of the first link item in `items`, depth first: where a category of external links leads. */
export function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const inner = item.type === 'category' ? firstHref(item.items) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Reports categories whose links chase each other in a loop (A links into B, B links back into A). */
export function findCategoryCycles(built: BuiltSidebar): Diagnostic[] {
  const parentOf = new Map<string, CategoryItem>();
  const record = (list: SidebarItem[], parent: CategoryItem | null) => {
    for (const item of list) {
      if (item.type === 'doc' && parent) parentOf.set(item.path, parent);
      if (item.type === 'category') record(item.items, item);
    }
  };
  record(built.items, null);
  const next = new Map<CategoryItem, CategoryItem>();
  for (const link of built.docLinks) {
    const target = parentOf.get(link.docPath);
    if (target && target !== link.category) next.set(link.category, target);
  }
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<CategoryItem>();
  for (const link of built.docLinks) {
    const chain: CategoryItem[] = [link.category];
    let at = next.get(link.category);
    while (at && !chain.includes(at)) {
      chain.push(at);
      at = next.get(at);
    }
    if (at === link.category && !reported.has(link.category)) {
      for (const c of chain) reported.add(c);
      const loop = [...chain, link.category].map((c) => c.label).join(' -> ');
      const message = `Category link cycle: ${loop}; a category should link to a doc inside itself, not into a category that links back`;
      diagnostics.push(error('category-cycle', link.file, link.position, message));
    }
  }
  return diagnostics;
}
