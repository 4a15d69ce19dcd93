import type { Manifest, NavbarItem } from '../../../src/contracts/manifest.ts';

/** Whether a navbar item has anything to offer: a language or version menu needs two entries (Docusaurus hides it otherwise). */
export function navbarItemShown(item: NavbarItem, manifest: Manifest): boolean {
  if (item.type === 'localeDropdown') return manifest.site.locales.length > 1;
  if (item.type === 'docsVersionDropdown') return manifest.versions.length > 1;
  return true;
}
