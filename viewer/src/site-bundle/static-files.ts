import { staticFileKey, type StaticIndex } from '../../../src/contracts/site-bundle.ts';

// The site's static files its code names (contracts/site-bundle.ts STATIC_FILES_KEY): the bundle registers
// them as it loads, useBaseUrl and an element's `src` find them by path. Behind the gate no static file has
// a public URL, so `/img/x.svg` written in a features list would load nothing. A path the code computes
// (`/img/${icon}`) is none of them: the bundle's index of the static folders gives it as a gated asset.

const files = new Map<string, string>();
const names = new Map<string, string>();
let index = new Map<string, string>();
// the folders the index has files in, but the site root, whose paths the viewer's own files share
let folders = new Set<string>();
const folderOf = (key: string): string => key.slice(0, key.lastIndexOf('/') + 1);

/** The index's asset of a key, as written or with its `%20`s decoded (`img/Wave%20Shape.svg`). */
function indexed(key: string): string | undefined {
  const found = index.get(key);
  if (found !== undefined || !key.includes('%')) return found;
  try {
    return indexed(decodeURI(key));
  } catch {
    return undefined;
  }
}

export const staticFiles = {
  register(named: Record<string, string>): void {
    for (const [path, url] of Object.entries(named)) files.set(path, url);
  },
  /** the static folders' index of the build the open bundle belongs to (empty on sign-out) */
  setIndex(next: StaticIndex): void {
    index = new Map(Object.entries(next));
    folders = new Set([...index.keys()].map(folderOf).filter((folder) => folder !== '/'));
  },
  /**
   * whether a site path names a file that is not there in a folder of the static files (`/agenda/2026-11.md`
   * beside `/agenda/2026-10.md`), which Docusaurus' host answers with a 404 that site code may try another on
   */
  missing(path: string): boolean {
    const key = staticFileKey(path);
    if (!/\.\w+$/.test(key) || indexed(key) !== undefined) return false;
    try {
      return folders.has(folderOf(decodeURI(key)));
    } catch {
      return false;
    }
  },
  /** the paths of the files the code names by `useBaseUrl('/cal/x.ics')`, by the URL it got: a download's name */
  name(named: Record<string, string>): void {
    for (const [path, url] of Object.entries(named)) names.set(url, path);
  },
  /** the site path of a URL the code got for a static file (an inlined copy, a `gate:` URL), for a download's name; undefined for another */
  pathOf(url: string): string | undefined {
    const named = names.get(url);
    if (named !== undefined) return named;
    for (const [key, inlined] of files) if (inlined === url) return key;
    for (const [key, asset] of index) if (`gate:${asset}` === url) return key;
    return undefined;
  },
  /**
   * the URL of a site path naming a static file: its inlined copy when the code names it, else a `gate:` URL of
   * its asset (site-elements.ts fetches it); undefined for any other URL, which is its own
   */
  lookUp(path: unknown): string | undefined {
    if (typeof path !== 'string' || /^(?:[a-z][\w+.-]*:|\/\/|#)/i.test(path)) return undefined;
    const key = staticFileKey(path.replace(/[?#].*$/, ''));
    const inlined = files.get(key);
    if (inlined !== undefined) return inlined;
    const asset = indexed(key);
    return asset === undefined ? undefined : `gate:${asset}`;
  },
};
