import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createDirMaker, isTempFile, writeFileAtomic } from '../output/atomic-write.ts';

// one JSON file per key under 256 shard folders: a warm build reads only what it needs, an edit
// writes one small file, and a torn write (crash) costs one miss, never a bad page

/** Cache key of one render: everything the output depends on, and nothing else. */
export function cacheKey(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export interface DiskCache<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): void;
  /** stores a value already serialized with JSON.stringify */
  setJson(key: string, json: string): void;
  /** waits for the writes started by set() */
  flush(): Promise<void>;
}

/** A persistent cache of JSON values in `dir`; unreadable entries count as misses. */
export function createDiskCache<T>(dir: string): DiskCache<T> {
  const pending = new Set<Promise<void>>();
  const makeDir = createDirMaker();

  const pathOf = (key: string) => join(dir, key.slice(0, 2), `${key.slice(2)}.json`);

  async function put(key: string, json: string): Promise<void> {
    await makeDir(join(dir, key.slice(0, 2)));
    await writeFileAtomic(pathOf(key), json);
  }

  return {
    async get(key) {
      try {
        return JSON.parse(await readFile(pathOf(key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      this.setJson(key, JSON.stringify(value));
    },
    setJson(key, json) {
      const write = put(key, json)
        // a full disk or a read-only checkout only loses caching, never the build
        .catch(() => undefined)
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}

const KEY_FILE = /^[0-9a-f]{62}\.json$/;

/**
 * Removes the entries of a disk cache made by createDiskCache whose keys are not in `keep`, and temp
 * files an interrupted write left; anything else in the folder is not the cache's and stays. Returns
 * how many files went.
 */
export async function pruneDiskCache(dir: string, keep: ReadonlySet<string>): Promise<number> {
  const shards = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const shard of shards) {
    if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) continue;
    const names = await readdir(join(dir, shard.name)).catch(() => [] as string[]);
    const gone = names.filter((name) => isTempFile(name) || (KEY_FILE.test(name) && !keep.has(shard.name + name.slice(0, -'.json'.length))));
    await Promise.all(gone.map((name) => rm(join(dir, shard.name, name), { force: true })));
    removed += gone.length;
  }
  return removed;
}
