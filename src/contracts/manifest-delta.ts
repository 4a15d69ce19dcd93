import type { PageData, Route, StoredManifest } from './manifest.ts';
import { ROUTES_PER_PART, type LoadedManifest } from './manifest-parts.ts';

/** The gated file, beside manifest.json, that `docgate dev` publishes with each edit. */
export const MANIFEST_DELTA_FILE = 'manifest-delta.json';

type RootField = Exclude<keyof StoredManifest, 'buildId'>;

/**
 * What changed in the manifest from build `from` to build `buildId`: the routes added or changed (whole),
 * the paths of routes removed, and every field of manifest.json that changed (whole; `parts` names each
 * sidebar's part, so a changed sidebar is a new name). Applied to the manifest of `from`, it gives the
 * manifest of `buildId`, so an open page fetches a few hundred bytes after an edit instead of the index.
 */
export interface ManifestDelta {
  from: string;
  buildId: string;
  /** routes added or changed; `order`, every path in the new order, only when routes came or went */
  routes: { set: Route[]; order?: string[] };
  fields: Partial<Pick<StoredManifest, RootField>>;
  /**
   * the new page files of changed routes, by file (up to MAX_DELTA_PAGE_BYTES of them): the open page shows
   * its edit with this one fetch instead of a second, sequential one for its page
   */
  pages?: Record<string, PageData>;
}

/** How many bytes of page files a delta may carry; a larger edit's pages are fetched as they are opened. */
export const MAX_DELTA_PAGE_BYTES = 256 * 1024;

const NOT_ROOT = new Set(['routes', 'sidebars', 'buildId']);

/** The delta that turns `before` into `after`. */
export function diffManifest(before: LoadedManifest, after: LoadedManifest): ManifestDelta {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof LoadedManifest)[]) {
    if (NOT_ROOT.has(key)) continue;
    if (!sameData(before[key], after[key])) fields[key] = after[key];
  }
  // a route part of the same name (content-named) at the same place holds the same routes: only the
  // others are compared, a few hundred routes for an edit instead of every one
  const same = new Set<number>();
  after.parts.routes.forEach((name, i) => {
    if (before.parts.routes[i] === name) same.add(i);
  });
  const compared = (routes: readonly Route[]) => routes.filter((_, i) => !same.has(Math.floor(i / ROUTES_PER_PART)));
  const old = new Map(compared(before.routes).map((route) => [route.path, route]));
  const changed = compared(after.routes);
  const set = changed.filter((route) => !sameData(old.get(route.path), route));
  const sameSet = before.routes.length === after.routes.length && changed.every((route) => old.has(route.path));
  const routes: ManifestDelta['routes'] = sameSet ? { set } : { set, order: after.routes.map((route) => route.path) };
  return { from: before.buildId, buildId: after.buildId, routes, fields: fields as ManifestDelta['fields'] };
}

/**
 * Whether two values parsed from JSON hold the same data: compared in place, where JSON.stringify of both
 * made two strings of each route of a changed part and of each root field on every save of `docgate dev`.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => sameData(item, (b as unknown[])[i]));
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The manifest of `delta.buildId`, from the manifest of `delta.from`; null when `manifest` is another build.
 * A sidebar it had keeps its items when its part kept its name; one whose part changed is left out, for
 * the caller to fetch.
 */
export function applyManifestDelta(manifest: LoadedManifest, delta: ManifestDelta): LoadedManifest | null {
  if (manifest.buildId !== delta.from) return null;
  const byPath = new Map(manifest.routes.map((route) => [route.path, route]));
  for (const route of delta.routes.set) byPath.set(route.path, route);
  const order = delta.routes.order ?? manifest.routes.map((route) => route.path);
  const routes = order.map((path) => byPath.get(path));
  if (routes.some((route) => route === undefined)) return null;
  const parts = delta.fields.parts ?? manifest.parts;
  const sidebars = Object.fromEntries(
    Object.entries(manifest.sidebars).filter(([id]) => parts.sidebars[id] === manifest.parts.sidebars[id]),
  );
  const next: Record<string, unknown> = {};
  // keys in the manifest's own order, so the result equals a freshly loaded manifest, key for key
  for (const key of Object.keys(manifest) as (keyof LoadedManifest)[]) {
    if (key === 'routes') next.routes = routes;
    else if (key === 'sidebars') next.sidebars = sidebars;
    else if (key === 'buildId') next.buildId = delta.buildId;
    else next[key] = key in delta.fields ? delta.fields[key as RootField] : manifest[key];
  }
  for (const key of Object.keys(delta.fields)) if (!(key in next)) next[key] = delta.fields[key as RootField];
  return next as unknown as LoadedManifest;
}
