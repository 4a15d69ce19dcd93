import { isSitePath } from '../../../src/contracts/url-scheme.ts';
import type { Manifest, NavbarItem, Route } from '../../../src/contracts/manifest.ts';
import type { DropdownEntry } from '../components/dropdown/dropdown.tsx';
import { versionedNavbarTarget, versionEntries, versionsOf } from './docs-versions.ts';
import { localizedPath, pageLocale } from './localized-site.ts';

/** Whether an item is the search bar Docusaurus' navbar adds at its end, no item of the config (contracts/manifest.ts). */
export const isImplicitSearch = (item: NavbarItem): boolean => item.type === 'search' && item.implicit === true;

/** Whether a navbar item has anything to offer: a language or version menu needs two entries (Docusaurus hides it otherwise). */
export function navbarItemShown(item: NavbarItem, manifest: Manifest): boolean {
  if (item.type === 'localeDropdown') return manifest.site.locales.length > 1 || !!item.before?.length || !!item.after?.length;
  // as Docusaurus 3: a single version is still shown, as a link (version-dropdown.tsx)
  if (item.type === 'docsVersionDropdown') return versionsOf(manifest, item.docsPluginId).length > 0;
  if (item.type === 'dropdown') return item.items.length > 0;
  if (item.type === 'docsVersion') return item.to !== undefined || versionsOf(manifest, item.docsPluginId).length > 0;
  return true;
}

/**
 * Where a `docsVersion` item leads and what it says, as Docusaurus' DocsVersionNavbarItem: the main doc of
 * the version read now (else the preferred, else the latest), with that version's label; the item's own
 * `to` and `label` win. Null for docs without versions and no `to`.
 */
export function docsVersionLink(
  manifest: Manifest,
  item: Extract<NavbarItem, { type: 'docsVersion' }>,
  route: Route | null,
  pathname: string,
): { label: string; to: string } | null {
  const versions = versionsOf(manifest, item.docsPluginId);
  const entries = versionEntries(manifest, route, versions);
  const shown = entries.find((entry) => entry.active) ?? entries[0];
  const version = versions.find((v) => v.name === shown?.key);
  const to = item.to ?? (version ? localizedPath(manifest, version.mainDocPath, pageLocale(manifest, pathname)) : undefined);
  if (to === undefined) return null;
  return { label: item.label ?? shown?.label ?? '', to };
}

/** One link of a navbar dropdown, where it leads from the open page. */
export interface DropdownLink {
  key: string;
  label: string;
  /** a site path (a docs link leads into the version read now) */
  to?: string;
  /** another site's URL */
  href?: string;
  /** an `html` entry's sanitized markup, shown in place of a link */
  html?: string;
  active: boolean;
}

type MenuLink = Extract<NavbarItem, { type: 'dropdown' }>['items'][number];

/** A dropdown's links: docs links follow the reader's docs version; the open page's link is active. */
export function dropdownEntries(manifest: Manifest, links: MenuLink[], route: Route | null, pathname: string): DropdownLink[] {
  return links.map((link, i) => {
    const to = link.to && link.versioned ? versionedNavbarTarget(manifest, route, link.to) : link.to;
    return {
      key: `${i}:${link.label}`,
      label: link.label,
      ...(to ? { to } : {}),
      ...(link.href ? { href: link.href } : {}),
      ...(link.html !== undefined ? { html: link.html } : {}),
      active: to === pathname,
    };
  });
}

/**
 * A dropdown link as an entry of the navbar's menu: another site's URL opens in a new tab (a path of this
 * site's `href` does not, nor an anchor of the page, typeorm's `to: '#'` section headings).
 */
export const menuEntry = (entry: DropdownLink): DropdownEntry => ({
  key: entry.key,
  label: entry.label,
  to: entry.to ?? entry.href ?? '#',
  active: entry.active,
  external: !entry.to && !entry.href?.startsWith('#') && !isSitePath(entry.href),
  ...(entry.html !== undefined ? { html: entry.html } : {}),
});

const EXTRA = 'extra:';

/**
 * A locale or version menu's own entries with the item's links above and below them (Docusaurus'
 * dropdownItemsBefore/After: a "Help us translate" link, a line, an archive of old versions).
 */
export function withMenuExtras<T extends DropdownEntry>(
  manifest: Manifest,
  item: Extract<NavbarItem, { type: 'localeDropdown' | 'docsVersionDropdown' }>,
  entries: T[],
  route: Route | null,
  pathname: string,
): (T | DropdownEntry)[] {
  const extras = (links: MenuLink[] | undefined, where: string) =>
    dropdownEntries(manifest, links ?? [], route, pathname).map((link) => ({ ...menuEntry(link), key: `${EXTRA}${where}:${link.key}` }));
  return [...extras(item.before, 'before'), ...entries, ...extras(item.after, 'after')];
}

/** Whether a menu entry is one of withMenuExtras' links rather than a locale or version. */
export const isMenuExtra = (entry: DropdownEntry): boolean => entry.key.startsWith(EXTRA);
