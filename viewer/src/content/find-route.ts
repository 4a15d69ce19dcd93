import type { Manifest, Route } from '../../../pipeline/schema/manifest.ts';

/** The manifest route for a location path (trailing slashes and `/index.html` forgiven), or null. */
export function findRoute(manifest: Manifest, pathname: string): Route | null {
  const path = normalizePath(pathname);
  return manifest.routes.find((route) => route.path === path) ?? null;
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
