import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Manifest, SidebarItem, Version } from '../../../src/contracts/manifest.ts';
import { findRoute } from '../content/find-route.ts';
import { useContent } from '../hooks/use-content.ts';
import { currentCategory, type Category } from '../lib/current-category.ts';
import { versionOfRoute } from '../lib/docs-versions.ts';
import { readPreferredVersion, savePreferredVersion } from '../lib/preferred-version.ts';

// `@docusaurus/plugin-content-docs/client`: the docs hooks site components read (a GitHub link that
// picks the branch of the version read), in the shape of Docusaurus' own: the main docs instance's
// (`default`), or the one a plugin id names (`useActiveVersion('sdk')`), whose versions the manifest keeps
// when it has several. Its global data (every doc of every version) is not in the viewer: `docs` lists are empty.

/** Docusaurus' GlobalVersion of a version of the manifest. */
const makeGlobalVersion = (version: Version) => ({
  name: version.name,
  label: version.label,
  path: version.path,
  isLast: version.latest === true,
  mainDocId: version.mainDocId,
  docs: [] as unknown[],
  draftIds: [] as string[],
  sidebars: {},
});

// one object per version of the manifest, as Docusaurus' global data: a versions page that lists
// `versions.filter((version) => version !== latestVersion)` (docusaurus.io's, copied by botkube) leaves out the latest
const globalVersions = new WeakMap<Version, ReturnType<typeof makeGlobalVersion>>();
const globalVersion = (version: Version) => {
  const known = globalVersions.get(version);
  if (known) return known;
  const made = makeGlobalVersion(version);
  globalVersions.set(version, made);
  return made;
};

const MAIN = 'default';

/** The versions of a docs instance, by its plugin id. */
const versionsOf = (manifest: Manifest, pluginId: string = MAIN): Version[] =>
  pluginId === MAIN ? manifest.versions : (manifest.instanceVersions?.[pluginId] ?? []);

const latestOf = (versions: Version[]): Version | undefined => versions.find((v) => v.latest) ?? versions[0];

/** The version of the doc open now in the instance (undefined outside its docs). */
export function useActiveVersion(pluginId?: string) {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const version = versionOfRoute(manifest, findRoute(manifest, pathname), versionsOf(manifest, pluginId));
  return useMemo(() => (version ? globalVersion(version) : undefined), [version]);
}

export const useVersions = (pluginId?: string) => versionsOf(useContent().manifest, pluginId).map(globalVersion);

export function useLatestVersion(pluginId?: string) {
  const latest = latestOf(versionsOf(useContent().manifest, pluginId));
  return latest ? globalVersion(latest) : undefined;
}

/** The docs instance and version of the page open now, whichever instance it is in (tolgee's SDK install tabs). */
export function useActivePluginAndVersion() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const route = findRoute(manifest, pathname);
  for (const pluginId of [MAIN, ...Object.keys(manifest.instanceVersions ?? {})]) {
    const versions = versionsOf(manifest, pluginId);
    const version = versionOfRoute(manifest, route, versions);
    if (version) {
      const activePlugin = { pluginId, pluginData: { path: latestOf(versions)?.path, versions: versions.map(globalVersion) } };
      return { activePlugin, activeVersion: globalVersion(version) };
    }
  }
  return undefined;
}

/** The doc open now and its version, as far as the manifest knows them. */
export function useActiveDocContext() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const route = findRoute(manifest, pathname);
  const activeVersion = useActiveVersion();
  return {
    activeVersion,
    activeDoc: activeVersion && route ? { id: route.path, path: route.path, sidebar: route.sidebar } : undefined,
    alternateDocVersions: {},
  };
}

export const useActivePlugin = () => useActivePluginAndVersion()?.activePlugin;

export function useAllDocsData() {
  const { manifest } = useContent();
  return Object.fromEntries(
    [MAIN, ...Object.keys(manifest.instanceVersions ?? {})].map((pluginId) => {
      const versions = versionsOf(manifest, pluginId);
      return [pluginId, { path: latestOf(versions)?.path ?? '/docs', versions: versions.map(globalVersion) }];
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
  const { manifest } = useContent();
  const name = readPreferredVersion();
  const preferred = manifest.versions.find((v) => v.name === name);
  return { preferredVersion: preferred ? globalVersion(preferred) : null, savePreferredVersionName: savePreferredVersion };
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
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const category = useMemo(() => currentCategory(manifest, pathname), [manifest, pathname]);
  if (!category) throw new Error(`Unexpected: cant find current sidebar category for ${pathname}`);
  return useMemo(() => propCategory(category), [category]);
}
