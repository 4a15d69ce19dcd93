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
