import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Manifest, Version } from '../../../src/contracts/manifest.ts';
import { findRoute } from '../content/find-route.ts';
import { useContent } from '../hooks/use-content.ts';
import { versionOfRoute } from '../lib/docs-versions.ts';
import { readPreferredVersion, savePreferredVersion } from '../lib/preferred-version.ts';

// `@docusaurus/plugin-content-docs/client`: the docs hooks site components read (a GitHub link that
// picks the branch of the version read), in the shape of Docusaurus' own, for the main docs instance.
// Its global data (every doc of every version) is not in the viewer: `docs` lists are empty.

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

const latestOf = (manifest: Manifest): Version | undefined => manifest.versions.find((v) => v.latest) ?? manifest.versions[0];

/** The version of the doc open now (undefined outside the docs). */
export function useActiveVersion() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const version = versionOfRoute(manifest, findRoute(manifest, pathname));
  return useMemo(() => (version ? globalVersion(version) : undefined), [version]);
}

export const useVersions = () => useContent().manifest.versions.map(globalVersion);

export function useLatestVersion() {
  const latest = latestOf(useContent().manifest);
  return latest ? globalVersion(latest) : undefined;
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

export function useActivePlugin() {
  const version = useActiveVersion();
  const versions = useVersions();
  return version ? { pluginId: 'default', pluginData: { path: version.path, versions } } : undefined;
}

export const useAllDocsData = () => ({ default: { path: latestOf(useContent().manifest)?.path ?? '/docs', versions: useVersions() } });

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

export const useDocVersionSuggestions = () => ({ latestDocSuggestion: undefined, latestVersionSuggestion: useLatestVersion() });
