import type { Manifest, Route } from '../../../src/contracts/manifest.ts';

/**
 * The manifest route for a location path (trailing slashes and `/index.html` forgiven), or null; in any
 * letter case when no route has it as written, as React Router matches a Docusaurus site's paths (a site
 * component's `<Link to="/docs/Setup">`).
 */
export function findRoute(manifest: Manifest, pathname: string): Route | null {
  const path = normalizePath(pathname);
  return routesByPath(manifest, byPath, (at) => at).get(path) ?? routesByPath(manifest, byLowerPath, lower).get(lower(path)) ?? null;
}

/** Whether a route has exactly this path (a site path as the manifest writes it). */
export const hasRoute = (manifest: Manifest, path: string): boolean => routesByPath(manifest, byPath, (at) => at).has(path);

const lower = (path: string): string => path.toLowerCase();

// built once per manifest: every navigation looks a route up, and a large site has thousands
const byPath = new WeakMap<Manifest, Map<string, Route>>();
const byLowerPath = new WeakMap<Manifest, Map<string, Route>>();

function routesByPath(manifest: Manifest, cache: WeakMap<Manifest, Map<string, Route>>, key: (path: string) => string): Map<string, Route> {
  let routes = cache.get(manifest);
  if (!routes) {
    routes = new Map();
    // the first route with a path wins, as a linear search would find it
    for (const route of manifest.routes) if (!routes.has(key(route.path))) routes.set(key(route.path), route);
    cache.set(manifest, routes);
  }
  return routes;
}

/** `/docs/intro/` -> `/docs/intro`; decodes percent-escapes so `/blog/tags/hola` matches however it is typed. */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(path);
  } catch {
    // a malformed escape is simply not a route
  }
  path = path.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
