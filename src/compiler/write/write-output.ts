import { chmodSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { readdir, rmdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { createDirMaker, isTempFile, writeFileAtomic } from './atomic-write.ts';
import { directWriter, threadWriter, type FileWriter } from './file-writer.ts';

/** One output file, its path relative to the output folder (`pages/3f9a.json`). */
export interface OutputEntry {
  path: string;
  content: string | Uint8Array;
}

/**
 * What a write left on disk: its entries, sorted by path. Pass it back as `previous` so the next write
 * compares in memory instead of reading the folder. It holds the compiler's own entries (a page that did
 * not change is the same entry, its content the same string), so it costs references, and comparing
 * them costs next to nothing.
 */
export interface OutputState {
  entries: readonly OutputEntry[];
}

export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
  state: OutputState;
}

export interface WriteOptions {
  /** the state the last writeOutput returned; without it the folder is read to find what changed */
  previous?: OutputState;
  /** files of this build an OutputSink already wrote: kept, not written again */
  streamed?: ReadonlySet<string>;
}

// readers (the server, publish) open manifest.json first: it goes in last, after every file it names
const MANIFEST = 'manifest.json';

// dist/site is the content the gate protects: no access for other users of the machine. The group keeps
// read access, for a deploy or CI group set up on purpose; with a group of one's own it is the owner's.
const FILE_MODE = 0o640;
const DIR_MODE = 0o750;

/** Saves a build: changed files atomically, manifest.json last, then removes files the build no longer has. */
export async function writeOutput(outDir: string, entries: OutputEntry[], options: WriteOptions = {}): Promise<WriteResult> {
  // an empty entry set is a failed build: the last good output stays exactly as it is
  if (entries.length === 0) {
    return { written: [], unchanged: [], removed: [], state: options.previous ?? { entries: [] } };
  }
  const sorted = byPath(entries);
  const previous = options.previous?.entries;
  const before = previous ? null : await readExisting(outDir);
  const written: string[] = [];
  const unchanged: string[] = [];
  const makeDir = createDirMaker(DIR_MODE);
  makeDir(outDir);
  // a folder from an older build (0755) closes too; files from then stay behind it
  chmodSync(outDir, DIR_MODE);

  // one file after another, blocking: on this machine's ext4, 1,030 page files took ~120 ms and ~190 ms
  // of CPU written 32 at a time through fs/promises (five thread-pool round trips a file, and the
  // threads contending for the folder's lock), ~65 ms and ~75 ms one by one
  function save(entry: OutputEntry): void {
    const target = join(outDir, entry.path);
    makeDir(dirname(target));
    writeFileAtomic(target, entry.content, FILE_MODE);
    written.push(entry.path);
  }

  let changed: OutputEntry[];
  let gone: string[];
  if (previous) ({ changed, gone } = compareSorted(previous, sorted, unchanged));
  else {
    for (const entry of sorted) assertRelative(entry.path);
    changed = sorted.filter((entry) => {
      if (!sameBytes(join(outDir, entry.path), entry, before!.files)) return true;
      unchanged.push(entry.path);
      return false;
    });
    const paths = new Set(sorted.map((entry) => entry.path));
    gone = [...before!.files].filter((path) => !paths.has(path));
  }
  const manifest = changed.find((e) => e.path === MANIFEST);
  for (const entry of changed) if (entry !== manifest) save(entry);
  if (manifest) save(manifest);

  const kept = options.streamed ?? new Set<string>();
  const removed = gone.filter((path) => !kept.has(path)).sort();
  // unlinked one by one, as written: fs.promises.rm stats each path first, in a thread-pool round trip
  // of its own (~4 ms of a one-page edit's ~6 removals at 2,000 pages)
  for (const path of [...removed, ...(before?.temps ?? [])]) removeFile(join(outDir, path));
  await removeEmptyDirs(outDir, removed);

  return { written: written.sort(), unchanged, removed, state: { entries: sorted } };
}

/** The entries sorted by path: as they are when they come so (a build's do), else a sorted copy. */
function byPath(entries: OutputEntry[]): OutputEntry[] {
  for (let i = 1; i < entries.length; i++) {
    if (entries[i - 1]!.path >= entries[i]!.path) return [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
  return entries;
}

/**
 * The entries of `next` that differ from `last` (both sorted by path), and the paths only `last` has; the
 * same ones go to `unchanged`. One walk down both lists: a one-page edit settles its thousands of unchanged
 * entries by comparing references, without a map of paths (~5 ms a save at 2,000 pages).
 */
function compareSorted(
  last: readonly OutputEntry[],
  next: readonly OutputEntry[],
  unchanged: string[],
): { changed: OutputEntry[]; gone: string[] } {
  const changed: OutputEntry[] = [];
  const gone: string[] = [];
  let i = 0;
  for (const entry of next) {
    while (i < last.length && last[i]!.path < entry.path) gone.push(last[i++]!.path);
    const old = i < last.length && last[i]!.path === entry.path ? last[i++] : undefined;
    if (old && (old === entry || sameContent(old.content, entry.content))) unchanged.push(entry.path);
    else {
      // a path the last write had was checked then
      if (!old) assertRelative(entry.path);
      changed.push(entry);
    }
  }
  while (i < last.length) gone.push(last[i++]!.path);
  return { changed, gone };
}

/**
 * Writes a build's content-named files (its page files) into the output folder as they are made, so
 * `docgate build` need not hold every one until the end: ~60 MB of JSON at 2,000 pages, on top of the
 * rendered pages they are made from. They are no part of the site until writeOutput puts in the
 * manifest that names them, last, after `flush()`; a build that fails after all takes back the files it added.
 */
export class OutputSink {
  readonly written: string[] = [];
  readonly unchanged: string[] = [];
  /** the written files that were not there before: what discard removes */
  private readonly added: string[] = [];

  /** `writer`: where the files are written (file-writer.ts); by default on this thread, as they come */
  constructor(
    private readonly outDir: string,
    private readonly writer: FileWriter = directWriter(FILE_MODE, DIR_MODE),
  ) {}

  write(path: string, content: string): void {
    const target = this.target(path);
    // a file named by its content's hash that has the content's size holds it (see sameBytes)
    const size = statSync(target, { throwIfNoEntry: false })?.size;
    if (size === byteLength(content)) {
      this.unchanged.push(path);
      return;
    }
    // counted before it is on disk: discard removes what a failed write left as well
    this.written.push(path);
    if (size === undefined) this.added.push(path);
    this.writer.write(target, content);
  }

  /** Counts a file already in the folder as written by this build when it has `size` bytes; false when it has not. */
  keep(path: string, size: number): boolean {
    // a file named by its content's hash that has the content's size holds it (see sameBytes)
    if (statSync(this.target(path), { throwIfNoEntry: false })?.size !== size) return false;
    this.unchanged.push(path);
    return true;
  }

  /** Resolves once every file written is on disk; rejects with the first write that failed. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  private target(path: string): string {
    assertRelative(path);
    if (!CONTENT_NAMED.test(path)) throw new Error(`only content-named files can be written before the manifest: ${path}`);
    return join(this.outDir, path);
  }

  /** Removes the files this build added, once none is being written: the output folder is as the last good build left it. */
  async discard(): Promise<void> {
    await this.writer.flush().catch(() => {});
    for (const path of this.added.splice(0)) removeFile(join(this.outDir, path));
  }

  /** Stops the writer's thread, if it has one. */
  close(): Promise<void> {
    return this.writer.close();
  }
}

/** An OutputSink whose files are written on a thread of their own (file-writer.ts): with a core to spare. */
export const threadedOutputSink = (outDir: string): OutputSink => new OutputSink(outDir, threadWriter(FILE_MODE, DIR_MODE));

/** Removes a file the build no longer has; one already gone is no error. */
function removeFile(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

const byteLength = (content: string | Uint8Array): number =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;

function assertRelative(path: string): void {
  if (path.startsWith('/') || path.includes('\\') || path.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`output path must be relative and inside the output folder: ${path}`);
  }
}

function sameContent(a: string | Uint8Array, b: string | Uint8Array): boolean {
  // an asset's bytes are the same array from build to build while its file is unchanged
  if (a === b) return true;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

// `pages/3f9a0c1d2e4b.json`: a name made from the content's hash (contentHash)
const CONTENT_NAMED = /(?:^|\/)[0-9a-f]{12}\.[a-z0-9]+$/;

function sameBytes(target: string, entry: OutputEntry, existing: Set<string>): boolean {
  if (!existing.has(entry.path)) return false;
  // a file named by its content's hash holds that content: files are only ever written whole (atomic
  // writes), so a warm build need not read its 2,000 page files back (~80 ms) to learn they are the same;
  // its size still has to match, which catches a hand-edited one
  if (CONTENT_NAMED.test(entry.path)) return statSync(target, { throwIfNoEntry: false })?.size === byteLength(entry.content);
  try {
    const bytes = readFileSync(target);
    const wanted = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
    return bytes.equals(wanted);
  } catch {
    return false;
  }
}

/** The files of a previous build in `outDir`; only a folder holding a manifest counts as one. */
async function readExisting(outDir: string): Promise<{ files: Set<string>; temps: string[] }> {
  let names: string[];
  try {
    names = (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(outDir, join(e.parentPath, e.name)).split(sep).join('/'));
  } catch {
    return { files: new Set(), temps: [] };
  }
  const temps = names.filter((name) => isTempFile(name.slice(name.lastIndexOf('/') + 1)));
  // never delete from a folder docgate did not write (a mistyped --out must not wipe a project)
  if (!names.includes(MANIFEST)) return { files: new Set(), temps };
  const tempSet = new Set(temps);
  return { files: new Set(names.filter((name) => !tempSet.has(name))), temps };
}

async function removeEmptyDirs(outDir: string, removed: string[]): Promise<void> {
  const dirs = new Set<string>();
  for (const path of removed) {
    for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) dirs.add(dir);
  }
  // deepest first, so a folder emptied by its children's removal goes too
  for (const dir of [...dirs].sort((a, b) => b.length - a.length)) {
    await rmdir(join(outDir, dir)).catch(() => undefined);
  }
}
