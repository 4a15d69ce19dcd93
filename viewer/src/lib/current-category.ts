import type { Manifest, SidebarItem } from '../../../src/contracts/manifest.ts';
import { findRoute, normalizePath } from '../content/find-route.ts';

/** A card of `<DocCardList />`. */
export interface CategoryCard {
  href: string;
  label: string;
  /** `3 items` for a category, as Docusaurus' cards say */
  description?: string;
}

export type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * The cards of `<DocCardList />` without items on the page at `pathname`: the items of the sidebar category
 * whose link is this page, as Docusaurus' useCurrentSidebarCategory finds it; else of the category that
 * holds this page. Null when the page is in no category.
 */
export function currentCategoryCards(
  manifest: Manifest,
  pathname: string,
  itemCount: (count: number) => string = englishCount,
): CategoryCard[] | null {
  const category = currentCategory(manifest, pathname);
  return category ? category.items.flatMap((item) => cardOf(item, itemCount)) : null;
}

/** The sidebar category whose link is the page at `pathname`, else the one holding it; null when in none. */
export function currentCategory(manifest: Manifest, pathname: string): Category | null {
  const path = normalizePath(pathname);
  const route = findRoute(manifest, path);
  const items = route?.sidebar ? manifest.sidebars[route.sidebar] : undefined;
  if (!items) return null;
  return (
    find(items, (c) => c.path === path) ?? find(items, (c) => c.items.some((item) => item.type === 'doc' && item.path === path)) ?? null
  );
}

function find(items: SidebarItem[], test: (category: Category) => boolean): Category | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (test(item)) return item;
    const inner = find(item.items, test);
    if (inner) return inner;
  }
  return undefined;
}

const englishCount = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

function cardOf(item: SidebarItem, itemCount: (count: number) => string): CategoryCard[] {
  if (item.type === 'doc') return [{ href: item.path, label: item.label }];
  if (item.type === 'link') return [{ href: item.href, label: item.label }];
  if (item.type === 'html') return [];
  // a category without a link leads to its first page, as Docusaurus' card does
  const href = item.path ?? firstPath(item.items);
  return href ? [{ href, label: item.label, description: itemCount(item.items.length) }] : [];
}

function firstPath(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.path;
    if (item.type === 'category') {
      const path = item.path ?? firstPath(item.items);
      if (path) return path;
    }
  }
  return undefined;
}
