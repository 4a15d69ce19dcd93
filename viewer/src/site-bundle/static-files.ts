import { staticFileKey } from '../../../src/contracts/site-bundle.ts';

// The site's static files its code names (contracts/site-bundle.ts STATIC_FILES_KEY): the bundle registers
// them as it loads, useBaseUrl and an element's `src` find them by path. Behind the gate no static file has
// a public URL, so `/img/x.svg` written in a features list would load nothing.

const files = new Map<string, string>();

export const staticFiles = {
  register(named: Record<string, string>): void {
    for (const [path, url] of Object.entries(named)) files.set(path, url);
  },
  /** the URL of a site path naming a registered static file, else undefined (any other URL is its own) */
  lookUp(path: unknown): string | undefined {
    if (typeof path !== 'string' || /^(?:[a-z][\w+.-]*:|\/\/|#)/i.test(path)) return undefined;
    return files.get(staticFileKey(path.replace(/[?#].*$/, '')));
  },
};
