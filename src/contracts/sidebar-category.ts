// The sidebar category a page's `<DocCardList />` lists, shared by the compiler (which puts the descriptions
// of that category's docs in the page's data) and the viewer (which draws its cards). Type imports only: the
// viewer bundles this file.
import type { SidebarItem } from './manifest.ts';

export type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;

/**
 * The category whose link is the page at `path`, else the one that holds it as a doc, as Docusaurus'
 * useCurrentSidebarCategory finds it; null when the page is in no category of `items`.
 */
export function categoryOfPage(items: SidebarItem[], path: string): SidebarCategory | null {
  return (
    find(items, (c) => c.path === path) ?? find(items, (c) => c.items.some((item) => item.type === 'doc' && item.path === path)) ?? null
  );
}

/**
 * What a `<DocCardList />` without items lists on the page at `path`, as Docusaurus 3.8+'s useCurrentSidebarSiblings
 * finds it: the items of the page's category (categoryOfPage), else its sidebar's top level (a docs index page at
 * the root of its sidebar lists the sidebar; before, Docusaurus threw there, and docgate drew no cards).
 */
export function siblingsOfPage(items: SidebarItem[], path: string): SidebarItem[] {
  return categoryOfPage(items, path)?.items ?? items;
}

function find(items: SidebarItem[], test: (category: SidebarCategory) => boolean): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (test(item)) return item;
    const inner = find(item.items, test);
    if (inner) return inner;
  }
  return undefined;
}
