import type { Manifest, Route } from '../../../src/contracts/manifest.ts';

/** The manifest route for a location path (trailing slashes and `/index.html` forgiven), or null. */
export function findRoute(manifest: Manifest, pathname: string): Route | null {
  return routesByPath(manifest).get(normalizePath(pathname)) ?? null;
}

// built once per manifest: every navigation looks a route up, and a large site has thousands
const byPath = new WeakMap<Manifest, Map<string, Route>>();

function routesByPath(manifest: Manifest): Map<string, Route> {
  let routes = byPath.get(manifest);
  if (!routes) {
    routes = new Map();
    // the first route with a path wins, as a linear search would find it
    for (const route of manifest.routes) if (!routes.has(route.path)) routes.set(route.path, route);
    byPath.set(manifest, routes);
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
