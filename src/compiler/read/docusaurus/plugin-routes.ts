import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { isRecord } from '../../../contracts/is-record.ts';

// A site plugin's `contentLoaded({ actions: { addRoute } })` route whose component is the site's own React
// module and which loads nothing else (no `modules`, nested `routes` or `props`): a page as the pages
// plugin's React pages are, compiled into the site bundle and drawn at its path. Any other route (a theme
// component fed by generated data modules) is not made, and its plugin stays named as not run.

/** A route a site plugin adds whose component is a site file: its path (without the site's baseUrl) and file. */
export interface PluginRoute {
  /** `/changelog-pages`, from the site root */
  path: string;
  /** the component's file, relative to the site folder */
  file: string;
}

// what webpack finds for a component named without its extension
const ENDINGS = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/** The page a route a plugin adds makes, or null when it is not one docgate can draw from the site bundle. */
export function pluginRoute(route: unknown, siteDir: string, baseUrl: unknown): PluginRoute | null {
  if (!isRecord(route) || typeof route.path !== 'string' || typeof route.component !== 'string') return null;
  const nothingElse = [route.modules, route.routes, route.props].every(
    (value) => value === undefined || (isRecord(value) && Object.keys(value).length === 0) || (Array.isArray(value) && value.length === 0),
  );
  if (!nothingElse) return null;
  const named = route.component.startsWith('@site/') ? resolve(siteDir, route.component.slice('@site/'.length)) : route.component;
  if (!isAbsolute(named)) return null;
  const file = ENDINGS.map((ending) => named + ending).find((path) => existsSync(path) && statSync(path).isFile());
  const rel = file ? relative(siteDir, file) : null;
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || !/\.[cm]?[jt]sx?$/.test(rel)) return null;
  return { path: withoutBase(route.path, baseUrl), file: rel.split(sep).join('/') };
}

/** `/base/changelog-pages` -> `/changelog-pages` where the site's baseUrl is `/base/`, as the plugin wrote it from its context. */
function withoutBase(path: string, baseUrl: unknown): string {
  const base = `/${typeof baseUrl === 'string' ? baseUrl : ''}/`.replace(/\/+/g, '/');
  const clean = `/${path}`.replace(/\/+/g, '/');
  const rest = clean.startsWith(base) ? clean.slice(base.length - 1) : clean;
  return rest.length > 1 ? rest.replace(/\/$/, '') : '/';
}
