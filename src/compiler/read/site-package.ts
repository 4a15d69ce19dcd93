import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Where a module of the site's own node_modules is (`katex/dist/katex.min.css`, `sass`), resolved as the
 * site's code would resolve it; null when the site has not installed it.
 */
export function resolveFromSite(siteDir: string, id: string): string | null {
  try {
    return createRequire(join(siteDir, 'package.json')).resolve(id);
  } catch {
    return null;
  }
}

/** How to get a site's missing packages: its own install, or one package into an install that lacks it. */
export const installHint = (siteDir: string): string =>
  existsSync(join(siteDir, 'node_modules')) ? `install it in ${siteDir}` : `run npm install in ${siteDir} to install the site's packages`;
