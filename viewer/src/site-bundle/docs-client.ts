import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Manifest, Version } from '../../../src/contracts/manifest.ts';
import { findRoute } from '../content/find-route.ts';
import { useContent } from '../hooks/use-content.ts';
import { versionOfRoute } from '../lib/docs-versions.ts';
import { readPreferredVersion, savePreferredVersion } from '../lib/preferred-version.ts';

// `@docusaurus/plugin-content-docs/client`: the docs hooks site components read (a GitHub link that
// picks the branch of the version read), in the shape of Docusaurus' own: the main docs instance's
// (`default`), or the one a plugin id names (`useActiveVersion('sdk')`), whose versions the manifest keeps
// when it has several. Its global data (every doc of every version) is not in the viewer: `docs` lists are empty.

/** Docusaurus' GlobalVersion of a version of the manifest. */
const globalVersion = (version: Version) => ({
  name: version.name,
  label: version.label,
  path: version.path,
  isLast: version.latest === true,
  mainDocId: version.mainDocId,
  docs: [] as unknown[],
  draftIds: [] as string[],
  sidebars: {},
});

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
