import { alternatePath } from '../../../src/contracts/alternates.ts';
import type { Manifest, PageData, Route, Site, SidebarItem, Version } from '../../../src/contracts/manifest.ts';
import { findRoute, hasRoute } from '../content/find-route.ts';
import { isSitePath } from '../../../src/contracts/url-scheme.ts';

/** The navbar and footer as a page of `locale` shows them. */
export interface LocalizedChrome {
  navbar: Site['navbar'];
  footer: Site['footer'];
}

/**
 * The locale a path is shown in: its route's, else (a path the site does not have) the locale whose
 * folder holds it, as Docusaurus' per-locale build answers `/fr/missing` with the French not-found page.
 */
export function pageLocale(manifest: Manifest, pathname: string): string {
  return findRoute(manifest, pathname)?.locale ?? folderLocale(manifest.site, pathname);
}

/** The locale whose folder holds `pathname` (`/fr/docs/intro`), else the default one. */
export function folderLocale(site: Pick<Site, 'locale' | 'locales'>, pathname: string): string {
  const folder = site.locales.find(
    (entry) => entry.code !== site.locale && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)),
  );
  return folder?.code ?? site.locale;
}

/** The home page of `locale` (`/fr`), or undefined when the site has none there. */
export function localeHome(manifest: Manifest, locale: string): string | undefined {
  const path = manifest.site.locales.find((entry) => entry.code === locale)?.path ?? '/';
  return findRoute(manifest, path) ? path : undefined;
}

/** The path of `route`'s page in `locale`, or undefined when it has no translation there. */
export const alternateOf = (manifest: Manifest, route: Route, locale: string): string | undefined =>
  alternatePath(manifest.site.locales, route, locale, (path) => hasRoute(manifest, path));

/** A site path in `locale` (`/docs/a#b`): the same page's translation when there is one, else the path as it is. */
export function localizedPath(manifest: Manifest, to: string, locale: string): string {
  if (locale === manifest.site.locale) return to;
  const cut = to.search(/[?#]/);
  const route = findRoute(manifest, cut < 0 ? to : to.slice(0, cut));
  const found = route && alternateOf(manifest, route, locale);
  return found ? `${found}${cut < 0 ? '' : to.slice(cut)}` : to;
}

/**
 * The navbar and footer in `locale`'s words (the site's translation files, as Docusaurus applies them, the
 * default locale's included), their site links leading to that locale's pages.
 */
export function localizedChrome(manifest: Manifest, locale: string): LocalizedChrome {
  const { site } = manifest;
  const words = site.translations?.[locale];
  // the default locale has translation files too (labels written as keys, `docs`, worded in i18n/en)
  if (!words && locale === site.locale) return { navbar: site.navbar, footer: site.footer };
  // an `href` to a site path (`/community`) is a <Link href> too, which the locale's baseUrl leads there
  const localize = <T extends { to?: string; href?: string }>(item: T): T =>
    item.to
      ? { ...item, to: localizedPath(manifest, item.to, locale) }
      : item.href && isSitePath(item.href)
        ? { ...item, href: localizedPath(manifest, item.href, locale) }
        : item;
  const logo =
    site.navbar.logo && words?.navbar.logoAlt !== undefined ? { ...site.navbar.logo, alt: words.navbar.logoAlt } : site.navbar.logo;
  return {
    navbar: {
      ...site.navbar,
      title: words?.navbar.title ?? site.navbar.title,
      ...(logo ? { logo } : {}),
      items: (words?.navbar.items ?? site.navbar.items).map((item) =>
        item.type === 'link' ? localize(item) : item.type === 'dropdown' ? { ...item, items: item.items.map(localize) } : item,
      ),
    },
    footer: {
      ...site.footer,
      links: (words?.footer.links ?? site.footer.links).map((group) => ({ ...group, items: group.items.map(localize) })),
      copyright: words?.footer.copyright ?? site.footer.copyright,
    },
  };
}

/**
 * A docs sidebar as a page of `locale` shows it: category and link labels from the locale's
 * `sidebar.<id>.category.<label>` / `.link.<label>` messages, docs leading to their translation and named
 * by its title (or a `sidebar.<id>.doc.<label>` message) when it has one.
 */
export function localizedSidebar(manifest: Manifest, sidebarId: string | undefined, locale: string): SidebarItem[] | undefined {
  const items = sidebarId ? manifest.sidebars[sidebarId] : undefined;
  // the default locale's own file may word it too (its labels written as keys, or in another language)
  if (!items || !sidebarId || !hasSidebarWords(manifest, locale)) return items;
  let built = sidebars.get(manifest);
  if (!built) {
    built = new Map();
    sidebars.set(manifest, built);
  }
  const key = `${locale}\0${sidebarId}`;
  let localized = built.get(key);
  if (!localized) {
    localized = translateSidebar(manifest, items, sidebarId, locale);
    built.set(key, localized);
  }
  return localized;
}

/**
 * A doc's breadcrumbs as a page of `locale` shows them: its categories named by the locale's
 * `sidebar.<id>.category.<label>` messages, as its sidebar names them (Docusaurus translates the category).
 */
export function localizedCrumbs(
  manifest: Manifest,
  sidebarId: string | null | undefined,
  locale: string,
  crumbs: PageData['breadcrumbs'],
): PageData['breadcrumbs'] {
  const words = sidebarId && hasSidebarWords(manifest, locale) ? manifest.site.translations?.[locale]?.sidebar : undefined;
  if (!words) return crumbs;
  // the last crumb is the page itself, named by its own (translated) title, or the category that links it
  return crumbs.map((crumb) => ({ ...crumb, label: words[`sidebar.${sidebarId}.category.${crumb.label}`] ?? crumb.label }));
}

/** Whether `locale` has words for the docs sidebars: any translated locale, the default one when its file gives some. */
function hasSidebarWords(manifest: Manifest, locale: string): boolean {
  const words = manifest.site.translations?.[locale]?.sidebar;
  return locale !== manifest.site.locale || (words !== undefined && Object.keys(words).length > 0);
}

// by manifest, then by locale and sidebar: a sidebar is mapped once per build, not on every render
const sidebars = new WeakMap<Manifest, Map<string, SidebarItem[]>>();

function translateSidebar(manifest: Manifest, items: SidebarItem[], sidebarId: string, locale: string): SidebarItem[] {
  // keyed by the manifest's sidebar key (`version-2.0/<id>`): each version and docs instance has its own words
  const words = manifest.site.translations?.[locale]?.sidebar ?? {};
  const localize = (item: SidebarItem): SidebarItem => {
    if (item.type === 'category') {
      const label = words[`sidebar.${sidebarId}.category.${item.label}`] ?? item.label;
      const path = item.path ? localizedPath(manifest, item.path, locale) : undefined;
      return { ...item, label, ...(path ? { path } : {}), items: item.items.map(localize) };
    }
    if (item.type === 'link') return { ...item, label: words[`sidebar.${sidebarId}.link.${item.label}`] ?? item.label };
    if (item.type === 'html') return item;
    const original = findRoute(manifest, item.path);
    const translated = original ? alternateOf(manifest, original, locale) : undefined;
    const translation = translated ? findRoute(manifest, translated) : null;
    // a label the doc gave (its sidebar_label, else its title), not the sidebars file: the translation's own,
    // as Docusaurus names the entry by the localized doc
    const fromDoc = original && item.label === (original.sidebarLabel ?? original.title);
    const label = fromDoc && translation ? (translation.sidebarLabel ?? translation.title) : undefined;
    return { ...item, label: words[`sidebar.${sidebarId}.doc.${item.label}`] ?? label ?? item.label, path: translated ?? item.path };
  };
  return items.map(localize);
}

/** A docs version's label as a page of `locale` names it (its translation file's `version.label`). */
export function versionLabel(manifest: Manifest, version: Version, locale: string | undefined): string {
  return (locale && manifest.site.translations?.[locale]?.versions?.[version.path]) ?? version.label;
}
