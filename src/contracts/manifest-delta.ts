import type { Manifest, Route } from './manifest.ts';

/** The gated file, beside manifest.json, that `docgate dev` publishes with each edit. */
export const MANIFEST_DELTA_FILE = 'manifest-delta.json';

/**
 * What changed in the manifest from build `from` to build `buildId`: the routes added or changed (whole),
 * the paths of routes removed, and every other top-level field that changed (whole). Applied to the
 * manifest of `from`, it gives the manifest of `buildId`, so an open page fetches a few hundred bytes
 * after an edit instead of the whole manifest.
 */
export interface ManifestDelta {
  from: string;
  buildId: string;
  /** routes added or changed; `order`, every path in the new order, only when routes came or went */
  routes: { set: Route[]; order?: string[] };
  fields: Partial<Omit<Manifest, 'routes' | 'buildId'>>;
}

type Field = keyof ManifestDelta['fields'];

/** The delta that turns `before` into `after`. */
export function diffManifest(before: Manifest, after: Manifest): ManifestDelta {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Manifest)[]) {
    if (key === 'routes' || key === 'buildId') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) fields[key] = after[key];
  }
  const old = new Map(before.routes.map((route) => [route.path, JSON.stringify(route)]));
  const set = after.routes.filter((route) => old.get(route.path) !== JSON.stringify(route));
  const sameSet = before.routes.length === after.routes.length && after.routes.every((route) => old.has(route.path));
  const routes: ManifestDelta['routes'] = sameSet ? { set } : { set, order: after.routes.map((route) => route.path) };
  return { from: before.buildId, buildId: after.buildId, routes, fields: fields as ManifestDelta['fields'] };
}

/** The manifest of `delta.buildId`, from the manifest of `delta.from`; null when `manifest` is another build. */
export function applyManifestDelta(manifest: Manifest, delta: ManifestDelta): Manifest | null {
  if (manifest.buildId !== delta.from) return null;
  const byPath = new Map(manifest.routes.map((route) => [route.path, route]));
  for (const route of delta.routes.set) byPath.set(route.path, route);
  const order = delta.routes.order ?? manifest.routes.map((route) => route.path);
  const routes = order.map((path) => byPath.get(path));
  if (routes.some((route) => route === undefined)) return null;
  const next: Record<string, unknown> = {};
  // keys in the manifest's own order, so the result equals a freshly fetched manifest, key for key
  for (const key of Object.keys(manifest) as (keyof Manifest)[]) {
    if (key === 'routes') next.routes = routes;
    else if (key === 'buildId') next.buildId = delta.buildId;
    else next[key] = key in delta.fields ? delta.fields[key as Field] : manifest[key];
  }
  for (const key of Object.keys(delta.fields)) if (!(key in next)) next[key] = delta.fields[key as Field];
  return next as unknown as Manifest;
}
