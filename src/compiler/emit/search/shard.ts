import MiniSearch from 'minisearch';
import type { SearchDocument } from '../../../contracts/manifest.ts';
import { SEARCH_OPTIONS } from './options.ts';
import { addWithShortIds, IncrementalSerializer } from './serialize.ts';

/**
 * A page's documents, or a way to make them: a build with a part cache names a page by its render key,
 * and reads its sections (held apart in the render cache, with its HTML) only for a part it must make.
 */
export type PageDocuments = readonly SearchDocument[] | (() => readonly SearchDocument[]);

/** The documents themselves, made now if they were not. */
export const documentsOf = (docs: PageDocuments): readonly SearchDocument[] => (typeof docs === 'function' ? docs() : docs);

/**
 * One part of the index: its own MiniSearch and serializer, and its file until it changes. Part n of
 * `count` numbers its documents n, n + count, n + 2 * count...: merged parts never share an id, and
 * ids stay as short as those of one index.
 */
export class Shard {
  readonly index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  readonly serializer: IncrementalSerializer;
  file: { path: string; content: string } | null = null;
  private added = 0;
  /** each page's documents, held back from the index while a part cache may still answer for them (a build) */
  private pending: PageDocuments[] | null;
  /** the held-back documents once made, in order */
  private made: readonly SearchDocument[] | null = null;
  /** the digest of each page whose documents are held back, in order (part-cache.ts pageDigest) */
  private pendingPages: string[] = [];

  constructor(
    readonly n: number,
    readonly count: number,
    lazy: boolean,
  ) {
    this.serializer = new IncrementalSerializer(count, n);
    this.pending = lazy ? [] : null;
  }

  /** The number of documents; held-back ones are made to be counted. */
  get documentCount(): number {
    return this.pending ? this.heldBack!.length : this.index.documentCount;
  }

  /** Whether it has pages whose documents are held back, or indexed documents: without, it has no part. */
  get holdsAny(): boolean {
    return this.pending ? this.pending.length > 0 : this.index.documentCount > 0;
  }

  /** Whether its documents are held back (its part named by heldBackPages). */
  get holding(): boolean {
    return this.pending !== null;
  }

  /** The documents not yet indexed, in the order they were added (made now if they were not); null once indexed. */
  get heldBack(): readonly SearchDocument[] | null {
    if (!this.pending) return null;
    this.made ??= this.pending.flatMap(documentsOf);
    return this.made;
  }

  /** The digests of the pages whose documents are held back, in the order they were added. */
  get heldBackPages(): readonly string[] {
    return this.pendingPages;
  }

  /** Adds one page's documents; `digest` names them while they are held back. */
  add(docs: PageDocuments, digest = ''): void {
    this.file = null;
    if (this.pending) {
      this.pending.push(docs);
      this.made = null;
      this.pendingPages.push(digest);
      return;
    }
    this.index_(documentsOf(docs));
  }

  remove(docs: readonly SearchDocument[]): void {
    this.materialize();
    // touched while still indexed: the serializer needs their short ids
    this.serializer.touch(docs, this.index);
    for (const doc of docs) this.index.remove(doc);
    this.file = null;
  }

  /** Indexes the held-back documents, exactly as adding them one page at a time would have. */
  materialize(): void {
    const docs = this.heldBack;
    if (!docs) return;
    this.pending = null;
    this.made = null;
    this.pendingPages = [];
    this.index_(docs);
  }

  private index_(docs: readonly SearchDocument[]): void {
    addWithShortIds(this.index, this.serializer, docs, () => this.added++ * this.count + this.n);
  }
}

/** What makes one part: its place in the split and its documents, in the order they were added. */
export interface PartInput {
  n: number;
  count: number;
  docs: readonly SearchDocument[];
}

/** Another thread that serializes parts: the text of a part's file. */
export type RemotePart = (part: PartInput) => Promise<string>;

/** The text of a part holding `docs`: what a shard that indexed them one page at a time serializes. */
export function serializePart({ n, count, docs }: PartInput): string {
  const shard = new Shard(n, count, false);
  shard.add(docs);
  return shard.serializer.serialize(shard.index);
}
