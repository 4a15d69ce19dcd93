import type { Manifest, SidebarItem } from '../../../src/contracts/manifest.ts';
import { categoryOfPage, siblingsOfPage, type SidebarCategory } from '../../../src/contracts/sidebar-category.ts';
import { findRoute, normalizePath } from '../content/find-route.ts';
import { localizedSidebar } from './localized-site.ts';

/** A card of `<DocCardList />`. */
export interface CategoryCard {
  href: string;
  label: string;
  /** a doc's description, a link's, or `3 items` for a category, as Docusaurus' cards say */
  description?: string | undefined;
  /** a category's card (🗃️) */
  category?: true;
}

export type Category = SidebarCategory;

/**
 * The cards of `<DocCardList />` without items on the page at `pathname`: the items of the sidebar category
 * whose link is this page, else of the category that holds it, else of its sidebar's top level, as Docusaurus'
 * useCurrentSidebarSiblings finds them. Null when the page is in no sidebar.
 */
export function currentCategoryCards(
  manifest: Manifest,
  pathname: string,
  itemCount: (count: number) => string = englishCount,
  descriptions: ReadonlyMap<string, string> = new Map(),
): CategoryCard[] | null {
  const path = normalizePath(pathname);
  const items = sidebarOfPage(manifest, path);
  return items ? siblingsOfPage(items, path).flatMap((item) => cardOf(item, itemCount, descriptions)) : null;
}

/**
 * The sidebar category whose link is the page at `pathname`, else the one holding it; null when in none. In
 * the page's locale: a translated page's category, its labels and links that locale's, as Docusaurus builds it.
 */
export function currentCategory(manifest: Manifest, pathname: string): Category | null {
  const path = normalizePath(pathname);
  const items = sidebarOfPage(manifest, path);
  return items ? categoryOfPage(items, path) : null;
}

/** The sidebar of the page at `path` (normalized), in the page's locale; undefined when it has none. */
function sidebarOfPage(manifest: Manifest, path: string): SidebarItem[] | undefined {
  const route = findRoute(manifest, path);
  return route?.sidebar ? localizedSidebar(manifest, route.sidebar, route.locale) : undefined;
}

const englishCount = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

/** A sidebar item's card, as Docusaurus' DocCard: a doc's description (the page data's), a link's or category's own, else a category's item count. */
function cardOf(item: SidebarItem, itemCount: (count: number) => string, descriptions: ReadonlyMap<string, string>): CategoryCard[] {
  if (item.type === 'doc') return [{ href: item.path, label: item.label, description: descriptions.get(item.path) }];
  if (item.type === 'link') return [{ href: item.href, label: item.label, description: item.description }];
  if (item.type === 'html') return [];
  // a category without a link leads to its first page, as Docusaurus' card does
  const href = item.path ?? firstPath(item.items);
  return href ? [{ href, label: item.label, description: item.description ?? itemCount(item.items.length), category: true }] : [];
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
