import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contentHash } from '../read/hash.ts';
import { writeFileAtomic } from '../write/atomic-write.ts';

// The site bundle's cache on disk, which a warm `docgate build` reads whole: `.docgate/bundle.json`, and
// the bytes of the gated assets it holds (images over 32 kB that site code shows) each in a file of
// its own under `.docgate/bundle-assets/`, named by its content. Inside the JSON as base64, a site's
// 28 MB of images made a 37 MB file every build parsed, and a second copy of each in memory.

const ASSETS = 'bundle-assets';
// an asset's place in the JSON: `{ "bytesFile": "<content hash>" }`
type BytesRef = { bytesFile: string };

const isBytesRef = (value: unknown): value is BytesRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BytesRef).bytesFile === 'string' &&
  /^[0-9a-f]{12}$/.test((value as BytesRef).bytesFile) &&
  Object.keys(value).length === 1;

/** The cache `write` left in `dotDir` (`.docgate`), its assets' bytes read back; null when there is none or it is unreadable. */
export function readBundleCache<T>(dotDir: string): T | null {
  try {
    return JSON.parse(readFileSync(join(dotDir, 'bundle.json'), 'utf8'), (_key, value: unknown) =>
      isBytesRef(value) ? new Uint8Array(readFileSync(join(dotDir, ASSETS, value.bytesFile))) : value,
    ) as T;
  } catch {
    // unreadable, or an asset file gone: the next build runs Vite again
    return null;
  }
}

/** Saves `value`, its byte arrays as files of their own; the asset files it no longer names are removed. */
export function writeBundleCache(dotDir: string, value: unknown): void {
  const assetsDir = join(dotDir, ASSETS);
  const named = new Set<string>();
  // read from the holder: a Buffer's own toJSON has made `{ type: 'Buffer', data: [...] }` of it
  // before a replacer sees the value
  function replacer(this: Record<string, unknown>, key: string, current: unknown): unknown {
    const raw = this[key];
    if (!(raw instanceof Uint8Array)) return current;
    const name = contentHash(raw);
    const file = join(assetsDir, name);
    // the gated assets are the site's content: the folder is the owner's only, as .docgate's others
    mkdirSync(assetsDir, { recursive: true, mode: 0o700 });
    if (!existsSync(file)) writeFileAtomic(file, raw, 0o600);
    named.add(name);
    return { bytesFile: name } satisfies BytesRef;
  }
  try {
    mkdirSync(dotDir, { recursive: true, mode: 0o700 });
    writeFileAtomic(join(dotDir, 'bundle.json'), JSON.stringify(value, replacer), 0o600);
    for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : [])
      if (!named.has(name)) rmSync(join(assetsDir, name), { force: true });
  } catch {
    // a cache that cannot be written costs the next build its Vite run, nothing else
  }
}
