import MiniSearch from 'minisearch';
import type { SearchDocument } from '../../../contracts/manifest.ts';
import type { PlannedPage } from '../../plan/types.ts';
import type { PlanEdit } from '../../plan/patch-plan.ts';
import { SEARCH_OPTIONS } from './options.ts';
import { documentsOf, serializePart, Shard, type PageDocuments, type RemotePart } from './shard.ts';
import { contentHash } from '../../read/hash.ts';
import { pageDigest, type SearchPartCache } from './part-cache.ts';
import { renderKeyOf } from '../../render/render-key.ts';
import { once } from '../../once.ts';

export { SEARCH_OPTIONS, SEARCH_QUERY_OPTIONS } from './options.ts';
export type { RemotePart } from './shard.ts';

// small parts keep a save's upload small (docgate dev re-sends the part of the page edited): 16 pages a
// part took dev's save-to-screen from 122 to 71 ms at 60 pages; MAX_SHARDS bounds the first search's
// fetches (at 2,000 pages, 64 parts of ~236 kB took ~25 ms of each save to store, 128 of ~130 kB ~15 ms)
const SHARD_PAGES = 16;
const MAX_SHARDS = 128;
// parts in flight to a remote thread at once: one it works on, one queued behind its reply
const REMOTE_LANES = 2;

const setFile = (shard: Shard, content: string) => {
  shard.file = { path: `search/${contentHash(content)}.json`, content };
};

/** One search document per page section, with a deep link `path#anchor`. */
export function sectionsOf(page: PlannedPage): SearchDocument[] {
  const output = page.source?.output;
  if (!output) return [];
  const title = page.data.title;
  return output.sections
    .filter((s) => s.anchor !== '' || s.text.trim() !== '')
    .map((s) => {
      const url = s.anchor ? `${page.route.path}#${s.anchor}` : page.route.path;
      return { id: url, title, heading: s.heading || title, text: s.text, url, locale: page.route.locale };
    });
}

/** The search files of a build: the head the manifest names, and the parts it lists. */
export interface SearchFiles {
  head: { path: string; content: string };
  parts: { path: string; content: string }[];
}

/**
 * A live MiniSearch index split into parts by page: `sync` swaps only the sections of pages whose
 * source changed, and only the parts holding them are serialized again, so a one-page edit writes
 * one part and the head. The viewer merges the parts back into one index (search-merge.ts).
 */
export class LiveSearchIndex {
  private shards: Shard[] = [];
  private readonly byPage = new Map<string, { from: PageKey; docs: PageDocuments; shard: Shard }>();
  private files: SearchFiles | null = null;
  /** the pages of the last sync: an edit of them is synced by its pages alone */
  private synced: readonly PlannedPage[] | null = null;

  /**
   * With a part cache, parts found in it are never indexed (until a later sync changes them). With
   * `remote` (a worker thread), the parts a build makes are shared between it and this thread.
   */
  constructor(
    private readonly cache: SearchPartCache | null = null,
    private readonly remote: RemotePart | null = null,
  ) {}

  /** Brings the index in line with the searchable pages; with the edit that made them, looks at its pages only. */
  sync(pages: PlannedPage[], edit?: PlanEdit): void {
    const edited = edit && edit.before === this.synced && this.shards.length > 0;
    this.synced = pages;
    const wanted = edited ? [] : pages.filter(isSearchable);
    // the part count is settled by the first sync after a reset, from the site's size
    if (this.shards.length === 0) {
      const count = Math.min(MAX_SHARDS, Math.max(1, Math.ceil(wanted.length / SHARD_PAGES)));
      this.shards = Array.from({ length: count }, (_, n) => new Shard(n, count, this.cache !== null));
    }
    const { gone, missing } = edited ? this.editDiff(edit.pages) : this.diff(wanted);
    for (const path of gone) {
      const entry = this.byPage.get(path)!;
      entry.shard.remove(documentsOf(entry.docs));
      this.byPage.delete(path);
    }
    // sorted so a full build adds pages in one order every time (the files come out byte-identical)
    missing.sort((a, b) => (a.route.path < b.route.path ? -1 : 1));
    for (const page of missing) {
      const path = page.route.path;
      const shard = this.shards[shardOf(path, this.shards.length)]!;
      const output = page.source!.output;
      const renderKey = output ? renderKeyOf(output) : undefined;
      // with a part cache, a page with a render key is named by it: its sections are read only if its
      // part is made (a warm 2,000-page build read them all, ~0.2 s, to find every part in the cache)
      const docs = this.cache && renderKey !== undefined ? once(() => uniqueDocuments(page)) : uniqueDocuments(page);
      const named = { path, title: page.data.title, locale: page.route.locale };
      shard.add(docs, this.cache ? pageDigest(renderKey, typeof docs === 'function' ? [] : docs, named) : '');
      this.byPage.set(path, { from: keyOf(page), docs, shard });
    }
    if (gone.length > 0 || missing.length > 0) this.files = null;
  }

  /**
   * `diff` of an edit: every page it did not make anew is indexed as it is (a filter, a lookup and a key
   * comparison of each of 2,000 pages took ~12 ms of every save).
   */
  private editDiff(pages: PlanEdit['pages']): { gone: string[]; missing: PlannedPage[] } {
    const gone: string[] = [];
    const missing: PlannedPage[] = [];
    for (const [before, after] of pages) {
      const indexed = isSearchable(before) ? this.byPage.get(before.route.path) : undefined;
      const wanted = isSearchable(after);
      if (indexed && wanted && before.route.path === after.route.path && sameKey(after, indexed.from)) continue;
      if (indexed) gone.push(before.route.path);
      if (wanted) missing.push(after);
    }
    return { gone, missing };
  }

  /** The paths whose documents must go, and the pages whose documents must come in. */
  private diff(wanted: PlannedPage[]): { gone: string[]; missing: PlannedPage[] } {
    const gone: string[] = [];
    const missing: PlannedPage[] = [];
    // the common case in watch mode: the pages indexed now, some of them re-made; no map of paths needed
    if (wanted.length === this.byPage.size && wanted.every((page) => this.byPage.has(page.route.path))) {
      for (const page of wanted) {
        if (sameKey(page, this.byPage.get(page.route.path)!.from)) continue;
        gone.push(page.route.path);
        missing.push(page);
      }
      return { gone, missing };
    }
    const byPath = new Map(wanted.map((page) => [page.route.path, page]));
    for (const [path, entry] of this.byPage) {
      const page = byPath.get(path);
      if (page && sameKey(page, entry.from)) byPath.delete(path);
      else gone.push(path);
    }
    return { gone, missing: [...byPath.values()] };
  }

  /**
   * The head and part files, re-serializing only parts that changed since the last call. The first
   * parts for the remote thread go out before this returns its promise, and this thread takes its own
   * share only once its caller awaits, so the caller's work in between runs beside the remote parts.
   */
  async toFiles(): Promise<SearchFiles> {
    const { remote } = this;
    if (this.files) return this.files;
    const work: { shard: Shard; key: string | null }[] = [];
    for (const shard of this.shards) {
      if (!shard.holdsAny || shard.file) continue;
      const key = this.cache && shard.holding ? this.cache.keyOf(shard.n, shard.count, shard.heldBackPages) : null;
      const cached = key === null ? null : this.cache!.get(key);
      if (cached !== null) setFile(shard, cached);
      // pages without a section make no part
      else if (shard.documentCount > 0) work.push({ shard, key });
    }
    const done = (item: { shard: Shard; key: string | null }, content: string) => {
      if (item.key !== null) this.cache!.set(item.key, content);
      setFile(item.shard, content);
    };
    let next = 0;
    // only a part whose documents are still held back can be sent; a live one serializes from its index
    const remoteLane = async (): Promise<void> => {
      for (let item = work[next]; item?.shard.heldBack; item = work[next]) {
        next++;
        const { n, count } = item.shard;
        const content = await remote!({ n, count, docs: item.shard.heldBack }).catch(() => null);
        done(item, content ?? serializeHere(item.shard));
      }
    };
    const lanes = remote ? Array.from({ length: REMOTE_LANES }, remoteLane) : [];
    await null;
    while (next < work.length) {
      const item = work[next++]!;
      done(item, serializeHere(item.shard));
      // the remote replies are messages: let them in between parts
      if (remote) await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(lanes);
    const parts = this.shards.flatMap((shard) => (shard.holdsAny && shard.file ? [shard.file] : []));
    // an empty site still gets a valid index: one empty part
    if (parts.length === 0) {
      const content = JSON.stringify(new MiniSearch<SearchDocument>(SEARCH_OPTIONS));
      parts.push({ path: `search/${contentHash(content)}.json`, content });
    }
    const head = JSON.stringify({ format: 'docgate-search-parts', parts: parts.map((p) => p.path) });
    this.files = { head: { path: `search/${contentHash(head)}.json`, content: head }, parts };
    return this.files;
  }

  reset(): void {
    this.shards = [];
    this.byPage.clear();
    this.files = null;
    this.synced = null;
  }
}

const isSearchable = (page: PlannedPage): boolean => page.searchable && !!page.source;

/** A page's documents, each id once. */
function uniqueDocuments(page: PlannedPage): SearchDocument[] {
  const seen = new Set<string>();
  return sectionsOf(page).filter((d) => {
    if (seen.has(d.id)) return false;
    seen.add(d.id);
    return true;
  });
}

/** What a page's search documents are made of besides its route: its source revision, title and locale. */
type PageKey = [revision: number, title: string, locale: string];
const keyOf = (page: PlannedPage): PageKey => [page.source!.revision, page.data.title, page.route.locale];
// compared field by field: a joined string per page and edit would be garbage to collect
const sameKey = (page: PlannedPage, key: PageKey): boolean =>
  page.source!.revision === key[0] && page.data.title === key[1] && page.route.locale === key[2];

/**
 * A part's text made here. Held-back documents are indexed in a throwaway part, as the remote thread
 * does: the shard stays unindexed until an edit changes it. Indexed in the shard, the parts this thread
 * made kept their indexes (~35 MB of maps at 2,000 pages) to the end of `docgate build`, its peak RSS.
 */
function serializeHere(shard: Shard): string {
  const docs = shard.heldBack;
  return docs ? serializePart({ n: shard.n, count: shard.count, docs }) : shard.serializer.serialize(shard.index);
}

/** FNV-1a of the route path: a page stays in its part for as long as the part count holds. */
function shardOf(path: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}
