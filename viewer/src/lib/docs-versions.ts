import type { Manifest, Route, Version } from '../../../src/contracts/manifest.ts';
import { findRoute } from '../content/find-route.ts';
import { versionLabel } from './localized-site.ts';
import { readPreferredVersion } from './preferred-version.ts';

/** A version menu entry: the version and where choosing it leads. */
export interface VersionEntry {
  key: string;
  label: string;
  to: string;
  active: boolean;
}

// a locale's prefix (`/es`), '' for the default locale, whose paths the versions' paths are
function localePrefix(manifest: Manifest, locale: string | undefined): string {
  if (!locale || locale === manifest.site.locale) return '';
  const path = manifest.site.locales.find((entry) => entry.code === locale)?.path ?? `/${locale}`;
  return path === '/' ? '' : path.replace(/\/+$/, '');
}

// a version at the site root (`/`) under a locale's prefix is the prefix itself: `/fr`, not `/fr/`
const join = (base: string, rest: string): string => {
  if (base === '/' || base === '') return rest || '/';
  return rest === '/' ? base : `${base}${rest}`;
};

// `rest` of a path under `base` (`/docs/1.0`, `/docs/1.0/guides/setup` -> `/guides/setup`), or null
function under(base: string, path: string): string | null {
  if (base === '/' || base === '') return path === '/' ? '' : path;
  if (path === base) return '';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : null;
}

/** The versions a version menu lists: its docs instance's (`docsPluginId`), else the main docs'. */
export const versionsOf = (manifest: Manifest, docsPluginId?: string): Version[] =>
  docsPluginId ? (manifest.instanceVersions?.[docsPluginId] ?? []) : manifest.versions;

/** A route's path under its version's (`/guides/setup` of `/fr/docs/2.0/guides/setup`; '' at the version's own path), null when not under it. */
export const pathInVersion = (manifest: Manifest, route: Route, version: Version): string | null =>
  under(join(localePrefix(manifest, route.locale), version.path), route.path);

/** The version of `versions` (the main docs' unless given) a route is a page of (in any locale), or null for other pages. */
export function versionOfRoute(manifest: Manifest, route: Route | null, versions: Version[] = manifest.versions): Version | null {
  if (!route?.version) return null;
  const version = versions.find((v) => v.name === route.version);
  if (!version) return null;
  // a second docs instance's pages carry version names too, but live under their own route base
  return under(join(localePrefix(manifest, route.locale), version.path), route.path) === null ? null : version;
}

/**
 * The same page in another version, as Docusaurus' version menu leads: the doc at the same place in that
 * version when it has one, else that version's main doc (in the open page's locale when it exists there).
 */
export function samePageInVersion(
  manifest: Manifest,
  route: Route | null,
  target: Version,
  versions: Version[] = manifest.versions,
): string {
  const prefix = localePrefix(manifest, route?.locale);
  const from = versionOfRoute(manifest, route, versions);
  if (route && from) {
    const rest = under(join(prefix, from.path), route.path);
    const candidate = rest === null ? null : join(join(prefix, target.path), rest);
    if (candidate && findRoute(manifest, candidate)?.version === target.name) return candidate;
  }
  const localized = join(prefix, target.mainDocPath);
  return findRoute(manifest, localized) ? localized : target.mainDocPath;
}

/**
 * The version menu's entries for the open page: the version shown is the page's, else the reader's
 * preferred one, else the latest (as Docusaurus' dropdown on a page outside the docs), not the first listed
 * (`Next`).
 */
export function versionEntries(manifest: Manifest, route: Route | null, versions: Version[] = manifest.versions): VersionEntry[] {
  const latest = versions.find((version) => version.latest) ?? versions[0];
  // the preferred version remembered is the main docs'
  const preferred = versions === manifest.versions ? readPreferredVersion() : null;
  const shown = versionOfRoute(manifest, route, versions)?.name ?? preferred ?? latest?.name;
  return versions.map((version) => ({
    key: version.name,
    label: versionLabel(manifest, version, route?.locale),
    to: samePageInVersion(manifest, route, version, versions),
    active: version.name === shown,
  }));
}

/**
 * Where a navbar `doc`/`docSidebar` link leads: its page in the version the reader reads now, else in the
 * version they read last (Docusaurus' candidates: active, preferred, then the version at the route base,
 * which the compiled link already points into).
 */
export function versionedNavbarTarget(manifest: Manifest, route: Route | null, to: string): string {
  const candidate = versionOfRoute(manifest, route) ?? manifest.versions.find((v) => v.name === readPreferredVersion());
  const linked = findRoute(manifest, to);
  if (!candidate || !linked || linked.version === candidate.name) return to;
  return samePageInVersion(manifest, linked, candidate);
}
