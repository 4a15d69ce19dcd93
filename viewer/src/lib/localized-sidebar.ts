import type { Manifest, SidebarItem } from '../../../src/contracts/manifest.ts';
import { findRoute } from '../content/find-route.ts';

// by manifest, then by sidebar items and locale: a sidebar is mapped once per build, not per render
const cache = new WeakMap<Manifest, WeakMap<SidebarItem[], Map<string, SidebarItem[]>>>();

/**
 * A sidebar as a page of another locale shows it: each entry leads to that locale's page (a translation,
 * or the default text built there), titled as translated, so reading on never leaves the locale.
 */
export function localizedSidebar(manifest: Manifest, items: SidebarItem[], locale: string | undefined): SidebarItem[] {
  if (!locale || locale === manifest.site.locale) return items;
  let byItems = cache.get(manifest);
  if (!byItems) {
    byItems = new WeakMap();
    cache.set(manifest, byItems);
  }
  let byLocale = byItems.get(items);
  if (!byLocale) {
    byLocale = new Map();
    byItems.set(items, byLocale);
  }
  let localized = byLocale.get(locale);
  if (!localized) {
    localized = items.map((item) => localizeItem(manifest, item, locale));
    byLocale.set(locale, localized);
  }
  return localized;
}

function localizeItem(manifest: Manifest, item: SidebarItem, locale: string): SidebarItem {
  if (item.type === 'link') return item;
  if (item.type === 'category') {
    const path = item.path ? localizedPath(manifest, item.path, locale) : undefined;
    return { ...item, ...(path ? { path } : {}), items: item.items.map((child) => localizeItem(manifest, child, locale)) };
  }
  const original = findRoute(manifest, item.path);
  const path = original?.alternates[locale];
  if (!original || !path) return item;
  const there = findRoute(manifest, path);
  // a translated doc carries its own title; a doc built from the default text keeps the sidebar's label
  const label = there && there.title !== original.title ? there.title : item.label;
  return { ...item, path, label };
}

function localizedPath(manifest: Manifest, path: string, locale: string): string {
  return findRoute(manifest, path)?.alternates[locale] ?? path;
}
