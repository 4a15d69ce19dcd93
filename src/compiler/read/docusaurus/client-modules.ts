import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { resolveFromSite } from '../site-package.ts';
import type { Findings } from './findings.ts';
import { stubFileName } from './stub.ts';

// The config's `clientModules`: files Docusaurus imports in the browser before any page, in order. A
// stylesheet (`./src/css/extra.css`) applies to every page, as customCss does; a script runs once from
// the gated site bundle, and its `onRouteUpdate` / `onRouteDidUpdate` are called on each navigation.

// what customCss compiles (site-css.ts); anything else is imported by the bundle, as webpack would
const STYLESHEET = /\.(?:css|scss|sass|less)$/i;

export interface ClientModules {
  /** stylesheets, site-relative or absolute as written, applied after customCss */
  css: string[];
  /** scripts, absolute */
  scripts: string[];
}

/** The config's clientModules split into stylesheets and scripts; one missing or not installed is a warning. */
export function clientModulesOf(entries: unknown[], siteDir: string, findings: Findings): ClientModules {
  const css: string[] = [];
  const scripts: string[] = [];
  entries.forEach((entry, i) => {
    const file = fileOf(entry, siteDir);
    if ('problem' in file) findings.warn(['clientModules', i], file.problem);
    else if (STYLESHEET.test(file.path)) css.push(file.path);
    else scripts.push(file.path);
  });
  return { css, scripts };
}

/** The file a clientModules entry names: `require.resolve('./src/x.js')` is absolute, `./src/x.js` from the site folder, `pkg/client` a package's. */
function fileOf(entry: unknown, siteDir: string): { path: string } | { problem: string } {
  if (typeof entry !== 'string' || entry === '') return { problem: 'is not a path: left out' };
  const notInstalled = stubFileName(entry);
  if (notInstalled !== null) return { problem: `'${notInstalled}' is not installed, so this client module is left out` };
  const path =
    isAbsolute(entry) || /^\.\.?\//.test(entry) ? resolve(siteDir, entry) : (resolveFromSite(siteDir, entry) ?? resolve(siteDir, entry));
  return existsSync(path) ? { path } : { problem: `'${entry}' is not there: this client module is left out` };
}
