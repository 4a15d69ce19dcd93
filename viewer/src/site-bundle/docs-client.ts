import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { docIdFromPath } from '../../../src/contracts/doc-id.ts';
import type { Manifest, Route, SidebarItem, Version } from '../../../src/contracts/manifest.ts';
import { findRoute } from '../content/find-route.ts';
import { useContent } from '../hooks/use-content.ts';
import { currentCategory, type Category } from '../lib/current-category.ts';
import type { DocPageData } from './doc-item-context.ts';
import { hasContentTitle } from '../components/page-title/page-title.tsx';
import { useCardDescriptions, useShownPage } from '../hooks/use-shown-page.ts';
import { pathInVersion, versionOfRoute } from '../lib/docs-versions.ts';
import { localeHome, localizedPath, localizedSidebar } from '../lib/localized-site.ts';
import { readPreferredVersion, savePreferredVersion } from '../lib/preferred-version.ts';
import { siteLink, siteTocItem } from '../lib/site-metadata.ts';

// `@docusaurus/plugin-content-docs/client`: the docs hooks site components read (a GitHub link that
// picks the branch of the version read), in the shape of Docusaurus' own: the main docs instance's
// (`default`), or the one a plugin id names (`useActiveVersion('sdk')`), whose versions the manifest keeps
// when it has several. The main instance's versions list their docs (ids, paths, sidebars) from the route
// index; a second instance's `docs` lists are empty.

/** A doc as Docusaurus' global data lists it: its id, path and sidebar. */
interface GlobalDoc {
  id: string;
  path: string;
  sidebar: string | undefined;
}

/** A doc's id as its route gives it: the version's main doc at the version's path, else its own or its path's. */
const docIdOf = (route: Route, rest: string, version: Version): string =>
  rest === '' ? version.mainDocId : (route.docId ?? docIdFromPath(rest));

/** The docs of each version of the main docs, from the manifest's routes in one locale (the default's when none is open). */
function docsByVersion(manifest: Manifest, locale: string): Map<string, GlobalDoc[]> {
  const docs = new Map<string, GlobalDoc[]>();
  for (const route of manifest.routes) {
    const version = route.kind === 'doc' && route.locale === locale ? versionOfRoute(manifest, route) : null;
    const rest = version ? pathInVersion(manifest, route, version) : null;
    if (!version || rest === null) continue;
    const list = docs.get(version.name) ?? [];
    list.push({ id: docIdOf(route, rest, version), path: route.path, sidebar: route.sidebar });
    docs.set(version.name, list);
  }
  return docs;
}

// per manifest and locale: a version switcher lists every doc of every version
const docLists = new WeakMap<Manifest, Map<string, Map<string, GlobalDoc[]>>>();
function versionDocs(manifest: Manifest, locale: string): Map<string, GlobalDoc[]> {
  let byLocale = docLists.get(manifest);
  if (!byLocale) {
    byLocale = new Map();
    docLists.set(manifest, byLocale);
  }
  let docs = byLocale.get(locale);
  if (!docs) {
    docs = docsByVersion(manifest, locale);
    byLocale.set(locale, docs);
  }
  return docs;
}

/** Docusaurus' GlobalVersion of a version of the manifest, its docs those of the main instance's versions. */
const makeGlobalVersion = (version: Version, docs: GlobalDoc[]) => ({
  name: version.name,
  label: version.label,
  path: version.path,
  isLast: version.latest === true,
  mainDocId: version.mainDocId,
  docs,
  draftIds: [] as string[],
  sidebars: {},
});

// one object per version of the manifest, as Docusaurus' global data: a versions page that lists
// `versions.filter((version) => version !== latestVersion)` (docusaurus.io's, copied by botkube) leaves out the latest
const globalVersions = new WeakMap<Version, Map<string, ReturnType<typeof makeGlobalVersion>>>();
const globalVersion = ({ manifest, locale }: Shown, version: Version) => {
  let byLocale = globalVersions.get(version);
  if (!byLocale) {
    byLocale = new Map();
    globalVersions.set(version, byLocale);
  }
  const known = byLocale.get(locale);
  if (known) return known;
  // a second docs instance's versions may share a name with the main one's: their docs are not listed
  const main = manifest.versions.includes(version) ? manifest : null;
  const made = makeGlobalVersion(version, (main && versionDocs(main, locale).get(version.name)) ?? []);
  byLocale.set(locale, made);
  return made;
};

/** The manifest, route and locale of the page open now: the versions list their docs in its locale. */
interface Shown {
  manifest: Manifest;
  route: Route | null;
  locale: string;
}

function useShown(): Shown {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const route = findRoute(manifest, pathname);
  return { manifest, route, locale: route?.locale ?? manifest.site.locale };
}

const MAIN = 'default';

/** The versions of a docs instance, by its plugin id. */
const versionsOf = (manifest: Manifest, pluginId: string = MAIN): Version[] =>
  pluginId === MAIN ? manifest.versions : (manifest.instanceVersions?.[pluginId] ?? []);

const latestOf = (versions: Version[]): Version | undefined => versions.find((v) => v.latest) ?? versions[0];

/** The version of the doc open now in the instance (undefined outside its docs). */
export function useActiveVersion(pluginId?: string) {
  const shown = useShown();
  const version = versionOfRoute(shown.manifest, shown.route, versionsOf(shown.manifest, pluginId));
  return version ? globalVersion(shown, version) : undefined;
}

export function useVersions(pluginId?: string) {
  const shown = useShown();
  return versionsOf(shown.manifest, pluginId).map((version) => globalVersion(shown, version));
}

export function useLatestVersion(pluginId?: string) {
  const shown = useShown();
  const latest = latestOf(versionsOf(shown.manifest, pluginId));
  return latest ? globalVersion(shown, latest) : undefined;
}

/** The docs instance and version of the page open now, whichever instance it is in (tolgee's SDK install tabs). */
export function useActivePluginAndVersion() {
  const shown = useShown();
  const { manifest, route } = shown;
  for (const pluginId of [MAIN, ...Object.keys(manifest.instanceVersions ?? {})]) {
    const versions = versionsOf(manifest, pluginId);
    const version = versionOfRoute(manifest, route, versions);
    if (version) {
      const pluginData = { path: latestOf(versions)?.path, versions: versions.map((each) => globalVersion(shown, each)) };
      return { activePlugin: { pluginId, pluginData }, activeVersion: globalVersion(shown, version) };
    }
  }
  return undefined;
}

/**
 * The doc open now, its version, and the same doc (by id) in each other version, as a version switcher
 * reads them to lead to it there.
 */
export function useActiveDocContext(pluginId?: string) {
  const { route } = useShown();
  const activeVersion = useActiveVersion(pluginId);
  const versions = useVersions(pluginId);
  const activeDoc = activeVersion && route ? activeVersion.docs.find((doc) => doc.path === route.path) : undefined;
  const alternateDocVersions = activeDoc
    ? Object.fromEntries(
        versions.flatMap((version) => {
          const same = version.docs.find((doc) => doc.id === activeDoc.id);
          return same ? [[version.name, same]] : [];
        }),
      )
    : {};
  return { activeVersion, activeDoc, alternateDocVersions };
}

/** The versions a version switcher offers first: the one read now, the preferred one, the latest, each once. */
export function useDocsVersionCandidates(pluginId?: string) {
  const active = useActiveVersion(pluginId);
  const { preferredVersion } = useDocsPreferredVersion();
  const latest = useLatestVersion(pluginId);
  return [...new Set([active, preferredVersion, latest].filter((version) => version !== undefined && version !== null))];
}

export const useActivePlugin = () => useActivePluginAndVersion()?.activePlugin;

export function useAllDocsData() {
  const shown = useShown();
  return Object.fromEntries(
    [MAIN, ...Object.keys(shown.manifest.instanceVersions ?? {})].map((pluginId) => {
      const versions = versionsOf(shown.manifest, pluginId);
      return [pluginId, { path: latestOf(versions)?.path ?? '/docs', versions: versions.map((version) => globalVersion(shown, version)) }];
    }),
  );
}

/** `useDocsVersion()` inside a doc: its version's metadata. */
export function useDocsVersion() {
  const active = useActiveVersion();
  const latest = useLatestVersion();
  const version = active ?? latest;
  return { version: version?.name ?? 'current', label: version?.label ?? 'Next', isLast: version?.isLast ?? true, banner: null };
}

export function useDocsPreferredVersion() {
  const shown = useShown();
  const name = readPreferredVersion();
  const preferred = shown.manifest.versions.find((v) => v.name === name);
  return { preferredVersion: preferred ? globalVersion(shown, preferred) : null, savePreferredVersionName: savePreferredVersion };
}

export const useDocVersionSuggestions = (pluginId?: string) => ({
  latestDocSuggestion: undefined,
  latestVersionSuggestion: useLatestVersion(pluginId),
});

/** A sidebar item as Docusaurus gives it to site code (PropSidebarItem): a doc is a link with its id. */
function propItem(item: SidebarItem): Record<string, unknown> {
  if (item.type === 'doc') return { type: 'link', label: item.label, href: item.path, docId: item.docId };
  if (item.type === 'link') return { type: 'link', label: item.label, href: item.href };
  if (item.type === 'html') return { type: 'html', value: item.value };
  return { ...propCategory(item) };
}

const propCategory = (category: Category) => ({
  type: 'category',
  label: category.label,
  href: category.path,
  collapsed: category.collapsed,
  collapsible: category.collapsible,
  items: category.items.map(propItem),
});

/**
 * `useCurrentSidebarCategory()`: the sidebar category whose page is open (a generated index, a doc a
 * category links), else the one holding the page, with its items, which a swizzled DocCardList or cards
 * component lists (okteto's reference pages were blank). Docusaurus throws outside a category; so does this.
 */
export function useCurrentSidebarCategory() {
  const category = useCurrentSidebarCategoryOrNull();
  const [pathname] = useLocation();
  if (!category) throw new Error(`Unexpected: cant find current sidebar category for ${pathname}`);
  return category;
}

/** The current sidebar category as useCurrentSidebarCategory gives it, null where there is none (a DocCardList's). */
export function useCurrentSidebarCategoryOrNull() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const category = useMemo(() => currentCategory(manifest, pathname), [manifest, pathname]);
  return useMemo(() => (category ? propCategory(category) : null), [category]);
}

/** `useDocsSidebar()`: the sidebar of the doc open now, in its locale, as Docusaurus gives it to site code; null outside one. */
export function useDocsSidebar() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const route = findRoute(manifest, pathname);
  const name = route?.sidebar;
  const items = route ? localizedSidebar(manifest, name, route.locale) : undefined;
  return useMemo(() => (name && items ? { name, items: items.map(propItem) } : null), [name, items]);
}

/**
 * `useCurrentSidebarSiblings()`: the items beside the open doc, the deepest sidebar category holding it,
 * else its sidebar's top level (linea's swizzled DocCardList). Docusaurus throws outside a sidebar; so does this.
 */
export function useCurrentSidebarSiblings() {
  const siblings = useCurrentSidebarSiblingsOrNull();
  if (!siblings) throw new Error('Unexpected: cant find current sidebar in context');
  return siblings;
}

/** The items useCurrentSidebarSiblings gives, null outside a sidebar (what the theme's DocCardList lists). */
export function useCurrentSidebarSiblingsOrNull() {
  const category = useCurrentSidebarCategoryOrNull();
  const sidebar = useDocsSidebar();
  return category?.items ?? sidebar?.items ?? null;
}

/**
 * `useDoc()`: the doc open now (the doc page's, else the route's cached page data), as Docusaurus' DocProvider
 * gives it: its metadata (title, description, permalink, ids, previous and next, edit URL, last update,
 * tags, frontmatter), its TOC and its content title. Docusaurus throws outside a doc; so does this.
 */
export function useDoc() {
  const { route, page } = useShownPage();
  const doc = useMemo(() => (route && page?.kind === 'doc' ? docOf(route, page) : null), [route, page]);
  if (!doc) throw new Error('Hook useDoc is called outside the <DocProvider>.');
  return doc;
}

function docOf(route: Route, page: DocPageData) {
  // the frontmatter as written where the page data holds it, else the fields its data keeps
  const frontMatter = page.frontMatter ?? {
    title: page.title,
    description: page.description,
    hide_title: page.hideTitle,
    hide_table_of_contents: page.hideTableOfContents,
  };
  const metadata = {
    id: page.docId,
    unversionedId: page.docId,
    title: page.title,
    description: page.description,
    permalink: route.path,
    slug: route.path,
    version: page.version,
    sidebar: route.sidebar ?? undefined,
    previous: siteLink(page.prev),
    next: siteLink(page.next),
    editUrl: page.editUrl ?? undefined,
    lastUpdatedAt: page.lastUpdated ? Date.parse(page.lastUpdated.at) : undefined,
    lastUpdatedBy: page.lastUpdated?.author,
    frontMatter,
    tags: page.tags.map((tag) => ({ label: tag.label, permalink: tag.permalink, description: tag.description })),
  };
  return {
    metadata,
    frontMatter,
    // undefined when the title is made up from the frontmatter: a site's own DocItem/Content then draws it
    contentTitle: hasContentTitle(page) ? (page.heading ?? page.title) : undefined,
    toc: page.toc.map(siteTocItem),
    assets: {},
  };
}

/**
 * `useDocById(id)`: a doc of the sidebars by its id (what a DocCard reads), undefined when none lists it; its
 * description where the page in view draws its card (a generated index, a page with `<DocCardList />`).
 */
export function useDocById(id?: string) {
  const { manifest } = useContent();
  const descriptions = useCardDescriptions();
  const locale = useShownPage().route?.locale ?? manifest.site.locale;
  return useMemo(() => {
    if (!id) return undefined;
    for (const [sidebar, items] of Object.entries(manifest.sidebars)) {
      const doc = findDoc(items, id);
      // a translated page's cards lead to (and describe) the docs of its locale
      if (doc) return { id, title: doc.label, description: descriptions.get(localizedPath(manifest, doc.path, locale)), sidebar };
    }
    return undefined;
  }, [manifest, id, descriptions, locale]);
}

function findDoc(items: SidebarItem[], id: string): Extract<SidebarItem, { type: 'doc' }> | undefined {
  for (const item of items) {
    if (item.type === 'doc' && item.docId === id) return item;
    if (item.type === 'category') {
      const found = findDoc(item.items, id);
      if (found) return found;
    }
  }
  return undefined;
}

type PropItem = ReturnType<typeof propItem>;

/** `filterDocCardListItems(items)`: the items a card list shows, links and categories (no HTML items). */
export const filterDocCardListItems = (items: PropItem[]): PropItem[] =>
  items.filter((item) => item.type === 'link' || item.type === 'category');

/** `findFirstSidebarItemLink(item)`: where a card of the item leads: its own link, else its first item's. */
export function findFirstSidebarItemLink(item: PropItem): string | undefined {
  if (typeof item.href === 'string') return item.href;
  if (item.type !== 'category' || !Array.isArray(item.items)) return undefined;
  for (const inner of item.items as PropItem[]) {
    const link = findFirstSidebarItemLink(inner);
    if (link) return link;
  }
  return undefined;
}

/** `findSidebarCategory(items, predicate)`: the first category, at any depth, the predicate accepts. */
export function findSidebarCategory(items: PropItem[], predicate: (category: PropItem) => boolean): PropItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory((item.items as PropItem[] | undefined) ?? [], predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** `isActiveSidebarItem(item, pathname)`: whether the item is the page at `pathname` or holds it. */
export function isActiveSidebarItem(item: PropItem, pathname: string): boolean {
  if (item.href === pathname) return true;
  return item.type === 'category' && ((item.items as PropItem[] | undefined) ?? []).some((inner) => isActiveSidebarItem(inner, pathname));
}

/** `useHomePageRoute()`: the home page of the locale shown (`{ path }`), undefined on a site without one. */
export function useHomePageRoute(): { path: string } | undefined {
  const { manifest } = useContent();
  const { route } = useShownPage();
  const home = localeHome(manifest, route?.locale ?? manifest.site.locale);
  return home === undefined ? undefined : { path: home };
}

/** `useSidebarBreadcrumbs()`: the sidebar items from the top down to the page open now; null outside a sidebar. */
export function useSidebarBreadcrumbs(): PropItem[] | null {
  const sidebar = useDocsSidebar();
  const [pathname] = useLocation();
  return useMemo(() => {
    if (!sidebar) return null;
    const trail: PropItem[] = [];
    const walk = (items: PropItem[]): boolean => {
      for (const item of items) {
        if (!isActiveSidebarItem(item, pathname)) continue;
        trail.push(item);
        if (item.href !== pathname && item.type === 'category') walk((item.items as PropItem[] | undefined) ?? []);
        return true;
      }
      return false;
    };
    walk(sidebar.items);
    return trail;
  }, [sidebar, pathname]);
}
