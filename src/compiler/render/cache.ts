import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { isTempFile, writeFileAtomic } from '../write/atomic-write.ts';

// Entries are kept in packs: files of `<key> <json>` lines, streamed into a temp file and renamed into
// place once, never changed after. One file per entry made a cold build of 1,000 pages create 1,000
// files, and creating a file costs this project's ext4 machines 0.05-0.4 ms of kernel time (inode
// allocation, dearer the more files were deleted in the last half minute): up to a second of a two-core
// build's CPU (bench/pipeline). A torn write (crash) loses a temp file, never yields a bad page.

const PACK_BYTES = 2 * 1024 * 1024;
// entries set after the last full pack are written this long after the last of them: an edit in watch
// mode persists within a second, a burst of renders still fills whole packs
const IDLE_FLUSH_MS = 250;
// `<generation>-<uuid>.pack`: the generation names the renderer (version, salt) that wrote the pack, so
// a build after an upgrade reads no pack it cannot use (holding them would cost it their size in memory)
const PACK_FILE = /^([0-9a-f]{16})-[0-9a-f-]{36}\.pack$/;
const KEY_LENGTH = 64;
const NEWLINE = Buffer.from('\n');

/**
 * Cache key of one render: everything the output depends on, and nothing else. A string part is hashed
 * as it is, after its length (no JSON of a page's whole source: ~6 kB to escape per page of a warm build);
 * any other part as its JSON.
 */
export function cacheKey(parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    if (typeof part === 'string') hash.update(`s${part.length}:`).update(part);
    else hash.update(`j${JSON.stringify(part) ?? 'undefined'}\u0000`);
  }
  return hash.digest('hex');
}

export interface DiskCache<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): void;
  /** stores a value already serialized with JSON.stringify, or as entryText splits it */
  setJson(key: string, json: string): void;
  /** writes the entries set so far and waits for every write */
  flush(): Promise<void>;
  /** the keys of each pack read by the first get, by pack name; null before one: what prune need not read again */
  packKeys(): Promise<ReadonlyMap<string, readonly string[]> | null>;
}

/** The generation of packs written under `version`: 16 hex digits. */
export const cacheGeneration = (version: string): string => createHash('sha256').update(version).digest('hex').slice(0, 16);

// An entry may keep some fields of its value apart: `<JSON of the rest>\t<JSON of those fields>` (JSON
// escapes every tab inside it, so the first tab of an entry is this one). A warm build of 2,000 pages
// needs no page's HTML or search text (its page files and search parts are kept), which were ~80% of
// the packs' ~80 MB: read as bytes, an entry's apart fields are decoded only when first read.

/** An entry's text with `apart`'s fields of `value` after a tab, read back by get only when one is read. */
export function entryText(value: object, apart: readonly string[]): string {
  const rest: Record<string, unknown> = { ...value };
  const fields: Record<string, unknown> = {};
  for (const field of apart) {
    fields[field] = rest[field];
    delete rest[field];
  }
  return `${JSON.stringify(rest)}\t${JSON.stringify(fields)}`;
}

/** The value an entry's text holds (entryText's or plain JSON), all of it read now. */
export function parseEntry<T>(text: string): T {
  const tab = text.indexOf('\t');
  return (tab === -1 ? JSON.parse(text) : Object.assign(JSON.parse(text.slice(0, tab)), JSON.parse(text.slice(tab + 1)))) as T;
}

/** An entry's bytes in a pack read whole. */
interface StoredEntry {
  bytes: Buffer;
  start: number;
  end: number;
}

/** The value of a stored entry; its apart fields are getters that decode them on the first read of one. */
function readEntry<T>(entry: StoredEntry, apart: readonly string[]): T {
  const line = entry.bytes.subarray(entry.start, entry.end);
  const tab = line.indexOf(9);
  if (tab === -1) return JSON.parse(line.toString('utf8')) as T;
  // the apart part is decoded later, outside get's try: a damaged one (it is a JSON object, so it ends
  // with `}`) counts as a miss now rather than failing the build when its page is written
  let rest: Buffer | null = line.subarray(tab + 1);
  if (rest[0] !== 0x7b || rest[rest.length - 1] !== 0x7d) throw new Error('a damaged cache entry');
  const value = JSON.parse(line.toString('utf8', 0, tab)) as Record<string, unknown>;
  // the pack's bytes stay referenced only until then
  const decode = () => {
    const fields = JSON.parse(rest!.toString('utf8')) as Record<string, unknown>;
    rest = null;
    for (const field of apart)
      Object.defineProperty(value, field, { value: fields[field], writable: true, enumerable: true, configurable: true });
  };
  for (const field of apart) {
    Object.defineProperty(value, field, {
      enumerable: true,
      configurable: true,
      get() {
        if (rest) decode();
        return value[field];
      },
      set(next: unknown) {
        if (rest) decode();
        value[field] = next;
      },
    });
  }
  return value as T;
}

/**
 * A persistent cache of JSON values in `dir`, reading and writing the packs of `generation` (see
 * cacheGeneration); unreadable entries count as misses. `apart`: the fields entries keep apart (entryText).
 */
export function createDiskCache<T>(dir: string, generation: Promise<string> | string, apart: readonly string[] = []): DiskCache<T> {
  const pending = new Set<Promise<void>>();
  // key -> its entry's bytes, read from every pack on the first get; an entry leaves once handed out
  let stored: Promise<Map<string, StoredEntry>> | null = null;
  const keysOfPacks = new Map<string, string[]>();
  // the pack being written: entries stream into its temp file as they come, so none waits on the heap
  // (held strings outlive the young generation and cost the main thread's collector), and it is
  // renamed into place once full or idle
  let current: { stream: WriteStream; temp: string; bytes: number } | null = null;
  let idle: NodeJS.Timeout | null = null;

  function finishPack(): void {
    if (idle) clearTimeout(idle);
    idle = null;
    if (!current) return;
    const { stream, temp } = current;
    current = null;
    stream.end();
    // finished() settles for a stream that already failed too: a flush never hangs on a broken write
    const done = finished(stream)
      .then(async () => rename(temp, join(dir, `${await generation}-${randomUUID()}.pack`)))
      // a full disk or a read-only checkout only loses caching, never the build
      .catch(() => rm(temp, { force: true }).catch(() => undefined))
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  function packStream(): { stream: WriteStream; temp: string; bytes: number } {
    if (current) return current;
    // rendered pages are content: .docgate/ and its folders are the owner's only
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temp = join(dir, `.${randomUUID()}.pack.${process.pid}.0.tmp`);
    const stream = createWriteStream(temp);
    // a failed write is seen by finishPack; unheard, the error would end the process
    stream.on('error', () => undefined);
    current = { stream, temp, bytes: 0 };
    return current;
  }

  return {
    async get(key) {
      stored ??= Promise.resolve(generation).then((current) => readPacks(dir, current, keysOfPacks));
      const entries = await stored;
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      try {
        return readEntry<T>(entry, apart);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      this.setJson(key, JSON.stringify(value));
    },
    setJson(key, json) {
      let pack: ReturnType<typeof packStream>;
      try {
        pack = packStream();
      } catch {
        return; // no cache folder can be made: build without the cache
      }
      // JSON.stringify escapes line breaks: an entry is one line
      pack.stream.write(`${key} ${json}\n`);
      pack.bytes += json.length;
      if (pack.bytes >= PACK_BYTES) return finishPack();
      if (idle) clearTimeout(idle);
      idle = setTimeout(finishPack, IDLE_FLUSH_MS);
      // a process that is done must not wait for the timer: its close() flushes
      idle.unref();
    },
    async flush() {
      finishPack();
      await Promise.all([...pending]);
    },
    async packKeys() {
      if (!stored) return null;
      await stored;
      return keysOfPacks;
    },
  };
}

/** Every entry of the packs of `generation` in `dir`; of equal keys (equal values) the last wins. */
async function readPacks(dir: string, generation: string, keysOfPacks: Map<string, string[]>): Promise<Map<string, StoredEntry>> {
  const names = (await packNames(dir)).filter((name) => generationOf(name) === generation);
  const packs = await Promise.all(names.map((name) => readFile(join(dir, name)).catch(() => null)));
  const entries = new Map<string, StoredEntry>();
  packs.forEach((bytes, i) => {
    if (bytes === null) return;
    const keys: string[] = [];
    for (const [key, start, end] of packLines(bytes)) {
      entries.set(key, { bytes, start, end });
      keys.push(key);
    }
    keysOfPacks.set(names[i]!, keys);
  });
  return entries;
}

/** A pack's `<key> <entry>` lines: each key, and where its entry starts and ends in the bytes. */
function* packLines(bytes: Buffer): Generator<[key: string, start: number, end: number]> {
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    if (end - start > KEY_LENGTH + 1 && bytes[start + KEY_LENGTH] === 32) {
      yield [bytes.toString('latin1', start, start + KEY_LENGTH), start + KEY_LENGTH + 1, end];
    }
    start = end + 1;
  }
}

const packNames = async (dir: string): Promise<string[]> =>
  (await readdir(dir).catch(() => [] as string[])).filter((name) => PACK_FILE.test(name)).sort();
const generationOf = (pack: string): string => PACK_FILE.exec(pack)![1]!;

// the cache of docgate 0.x before packs: one `<2 hex>/<62 hex>.json` file per entry
const LEGACY_SHARD = /^[0-9a-f]{2}$/;
const LEGACY_ENTRY = /^[0-9a-f]{62}\.json$/;
const LEGACY_TEMP = /^[0-9a-f]{62}\.json\.\d+\.\d+\.tmp$/;

/**
 * Removes the entries of a disk cache made by createDiskCache whose keys are not in `keep`: a pack of
 * `generation` with some of them is written again without them, the packs of other generations go
 * whole. Temp files of interrupted writes and entries of the older one-file-per-entry layout go too;
 * anything else in the folder is not the cache's and stays. Returns how many entries went.
 */
export async function pruneDiskCache(
  dir: string,
  keep: ReadonlySet<string>,
  generation: string,
  /** packs of this generation written since then (ms since the epoch) hold only kept entries: not read */
  keptSince = Infinity,
  /** the keys of packs read earlier (DiskCache.packKeys): one whose keys are all kept is not read again */
  known: ReadonlyMap<string, readonly string[]> | null = null,
): Promise<number> {
  let removed = 0;
  const kept: Buffer[] = [];
  const thinned: string[] = [];
  let dropped = 0;
  for (const name of await packNames(dir)) {
    const path = join(dir, name);
    // a cold build's own packs (every entry it wrote, it was asked for): ~17 MB not to read again at 1,000 pages
    if (
      generationOf(name) === generation &&
      (await stat(path).then(
        (s) => s.mtimeMs >= keptSince,
        () => true,
      ))
    )
      continue;
    // a warm build read every pack at its start: one it asked for all of stays without a second read
    const keys = generationOf(name) === generation ? known?.get(name) : undefined;
    if (keys?.every((key) => keep.has(key))) continue;
    const bytes = await readFile(path).catch(() => null);
    if (bytes === null) continue;
    const lines = [...packLines(bytes)];
    const wanted = generationOf(name) === generation ? lines.filter(([key]) => keep.has(key)) : [];
    if (wanted.length === lines.length) continue;
    dropped += lines.length - wanted.length;
    for (const [, start, end] of wanted) kept.push(bytes.subarray(start - KEY_LENGTH - 1, end), NEWLINE);
    thinned.push(path);
  }
  // the survivors of thinned packs, together: one pack, not one per thinned pack. Written before the
  // thinned packs go; a cache that cannot be written keeps them, and the build it follows stands
  try {
    if (kept.length > 0) writeFileAtomic(join(dir, `${generation}-${randomUUID()}.pack`), Buffer.concat(kept));
    await Promise.all(thinned.map((path) => rm(path, { force: true })));
    removed += dropped;
  } catch {
    // a full disk or a read-only folder: the entries stay, only the next build reads a few more
  }

  const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of names) {
    if (entry.isFile() && isTempFile(entry.name)) await rm(join(dir, entry.name), { force: true });
    if (!entry.isDirectory() || !LEGACY_SHARD.test(entry.name)) continue;
    const shard = join(dir, entry.name);
    const gone = (await readdir(shard).catch(() => [] as string[])).filter((name) => LEGACY_TEMP.test(name) || LEGACY_ENTRY.test(name));
    await Promise.all(gone.map((name) => rm(join(shard, name), { force: true })));
    removed += gone.length;
    await rmdir(shard).catch(() => undefined);
  }
  return removed;
}
