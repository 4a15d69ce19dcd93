import type { Manifest, NavbarItem, Route } from '../../../src/contracts/manifest.ts';
import { versionedNavbarTarget } from './docs-versions.ts';

/** Whether a navbar item has anything to offer: a language or version menu needs two entries (Docusaurus hides it otherwise). */
export function navbarItemShown(item: NavbarItem, manifest: Manifest): boolean {
  if (item.type === 'localeDropdown') return manifest.site.locales.length > 1;
  if (item.type === 'docsVersionDropdown') return manifest.versions.length > 1;
  if (item.type === 'dropdown') return item.items.length > 0;
  return true;
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

/** A dropdown's links: docs links follow the reader's docs version; the open page's link is active. */
export function dropdownEntries(
  manifest: Manifest,
  item: Extract<NavbarItem, { type: 'dropdown' }>,
  route: Route | null,
  pathname: string,
): DropdownLink[] {
  return item.items.map((link, i) => {
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
