import MiniSearch from 'minisearch';
import type { SearchDocument } from '../schema/manifest.ts';
import type { PlannedPage } from '../assemble/types.ts';
import { SEARCH_OPTIONS } from './options.ts';
import { IncrementalSerializer } from './serialize.ts';
import { contentHash } from '../content/hash.ts';
import type { SearchPartCache } from './part-cache.ts';

export { SEARCH_OPTIONS, SEARCH_QUERY_OPTIONS } from './options.ts';

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

/** the MiniSearch internals a part drives: the next short id, and the method every posting goes through */
interface IndexInternals {
  _nextId: number;
  addTerm(fieldId: number, shortId: number, term: string): void;
}

const SHARD_PAGES = 64;
const MAX_SHARDS = 64;

/**
 * One part of the index: its own MiniSearch and serializer, and its file until it changes. Part n of
 * `count` numbers its documents n, n + count, n + 2 * count...: merged parts never share an id, and
 * ids stay as short as those of one index.
 */
class Shard {
  readonly index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  readonly serializer: IncrementalSerializer;
  file: { path: string; content: string } | null = null;
  private added = 0;
  /** documents held back from the index while a part cache may still answer for them (a build) */
  private pending: SearchDocument[] | null;

  constructor(
    readonly n: number,
    readonly count: number,
    lazy: boolean,
  ) {
    this.serializer = new IncrementalSerializer(count, n);
    this.pending = lazy ? [] : null;
  }

  get documentCount(): number {
    return this.pending ? this.pending.length : this.index.documentCount;
  }

  /** The documents not yet indexed, in the order they were added; null once indexed. */
  get heldBack(): readonly SearchDocument[] | null {
    return this.pending;
  }

  add(docs: SearchDocument[]): void {
    this.file = null;
    if (this.pending) {
      this.pending.push(...docs);
      return;
    }
    this.index_(docs);
  }

  remove(docs: SearchDocument[]): void {
    this.materialize();
    // touched while still indexed: the serializer needs their short ids
    this.serializer.touch(docs, this.index);
    for (const doc of docs) this.index.remove(doc);
    this.file = null;
  }

  /** Indexes the held-back documents, exactly as adding them one page at a time would have. */
  materialize(): void {
    if (!this.pending) return;
    const docs = this.pending;
    this.pending = null;
    this.index_(docs);
  }

  private index_(docs: SearchDocument[]): void {
    // the serializer learns each posting as MiniSearch adds it, in the order `touch` would find them,
    // instead of tokenizing every document a second time
    const ms = this.index as unknown as IndexInternals;
    const addTerm = ms.addTerm;
    ms.addTerm = (fieldId, shortId, term) => {
      this.serializer.markTerm(term, shortId);
      addTerm.call(ms, fieldId, shortId, term);
    };
    try {
      for (const doc of docs) {
        const shortId = this.added++ * this.count + this.n;
        ms._nextId = shortId;
        this.index.add(doc);
        this.serializer.markDocument(shortId);
      }
    } finally {
      delete (ms as Partial<IndexInternals>).addTerm;
    }
  }
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
  private readonly byPage = new Map<string, { from: PageKey; docs: SearchDocument[]; shard: Shard }>();
  private files: SearchFiles | null = null;

  /** with a part cache, parts found in it are never indexed (until a later sync changes them) */
  constructor(private readonly cache: SearchPartCache | null = null) {}

  /** Brings the index in line with the searchable pages. */
  sync(pages: PlannedPage[]): void {
    const wanted = pages.filter((page) => page.searchable && page.source);
    // the part count is settled by the first sync after a reset, from the site's size
    if (this.shards.length === 0) {
      const count = Math.min(MAX_SHARDS, Math.max(1, Math.ceil(wanted.length / SHARD_PAGES)));
      this.shards = Array.from({ length: count }, (_, n) => new Shard(n, count, this.cache !== null));
    }
    const { gone, missing } = this.diff(wanted);
    for (const path of gone) {
      const entry = this.byPage.get(path)!;
      entry.shard.remove(entry.docs);
      this.byPage.delete(path);
    }
    // sorted so a full build adds pages in one order every time (the files come out byte-identical)
    missing.sort((a, b) => (a.route.path < b.route.path ? -1 : 1));
    for (const page of missing) {
      const path = page.route.path;
      const seen = new Set<string>();
      const docs = sectionsOf(page).filter((d) => !seen.has(d.id) && (seen.add(d.id), true));
      const shard = this.shards[shardOf(path, this.shards.length)]!;
      shard.add(docs);
      this.byPage.set(path, { from: keyOf(page), docs, shard });
    }
    if (gone.length > 0 || missing.length > 0) this.files = null;
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

  /** The head and part files, re-serializing only parts that changed since the last call. */
  toFiles(): SearchFiles {
    if (this.files) return this.files;
    const parts: SearchFiles['parts'] = [];
    for (const shard of this.shards) {
      if (shard.documentCount === 0) continue;
      if (!shard.file) {
        const content = this.serializeShard(shard);
        shard.file = { path: `search/${contentHash(content)}.json`, content };
      }
      parts.push(shard.file);
    }
    // an empty site still gets a valid index: one empty part
    if (parts.length === 0) {
      const content = JSON.stringify(new MiniSearch<SearchDocument>(SEARCH_OPTIONS));
      parts.push({ path: `search/${contentHash(content)}.json`, content });
    }
    const head = JSON.stringify({ format: 'docgate-search-parts', parts: parts.map((p) => p.path) });
    this.files = { head: { path: `search/${contentHash(head)}.json`, content: head }, parts };
    return this.files;
  }

  private serializeShard(shard: Shard): string {
    const held = shard.heldBack;
    if (!this.cache || !held) return shard.serializer.serialize(shard.index);
    const key = this.cache.keyOf(shard.n, shard.count, held as SearchDocument[]);
    const cached = this.cache.get(key);
    if (cached !== null) return cached;
    shard.materialize();
    const content = shard.serializer.serialize(shard.index);
    this.cache.set(key, content);
    return content;
  }

  reset(): void {
    this.shards = [];
    this.byPage.clear();
    this.files = null;
  }
}

/** What a page's search documents are made of besides its route: its source revision, title and locale. */
type PageKey = [revision: number, title: string, locale: string];
const keyOf = (page: PlannedPage): PageKey => [page.source!.revision, page.data.title, page.route.locale];
// compared field by field: a joined string per page and edit would be garbage to collect
const sameKey = (page: PlannedPage, key: PageKey): boolean =>
  page.source!.revision === key[0] && page.data.title === key[1] && page.route.locale === key[2];

/** FNV-1a of the route path: a page stays in its part for as long as the part count holds. */
function shardOf(path: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}
