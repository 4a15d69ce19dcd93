import MiniSearch from 'minisearch';
import type { SearchDocument } from '../../../contracts/manifest.ts';
import { SEARCH_OPTIONS } from './options.ts';

// MiniSearch's own toJSON rebuilds the whole plain object on every call, which costs more than the
// rest of a one-page update at 1,000 pages. This writes the same serialization format (version 2)
// from cached fragments. A common word's posting list spans every document, so fragments are per
// term *and* per block of short document ids: an edit re-serializes only the blocks of the ids it
// removed or added (a page's sections get neighbouring ids), and joins the cached rest.

// Every read of MiniSearch's private fields is in this file, and package.json pins minisearch to the
// exact version they were written against: a minor release may rename them.

interface Internals {
  _index: { get(term: string): Map<number, Map<number, number>> | undefined };
  _documentIds: Map<number, string>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown>>;
  _documentCount: number;
  _nextId: number;
  _dirtCount: number;
}

/** short ids per block: small enough that re-serializing one is cheap, large enough to join few */
const BLOCK = 64;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string | string[] | null | undefined | false;
const FIELD_COUNT = SEARCH_OPTIONS.fields.length;

/** terms per chunk of the `index` array: an edit joins the chunks of its terms again, not the whole array */
const CHUNK = 256;

/** A run of terms in the order they were first seen, with their joined text until one of them changes. */
interface Chunk {
  terms: Set<TermEntry>;
  text: string | null;
}

/** One term's cached text: `"shortId":freq,...` per field id, per block. */
interface TermEntry {
  /** JSON of the term itself, `"kettle"` */
  key: string;
  chunk: Chunk;
  /** field id -> block -> fragment (absent when the block has no posting) */
  fields: Map<number, string>[];
  /** the whole `["kettle",{...}]`, until a block changes */
  text: string | null;
}

/** A term's entry of the `index` array, joined from its fragments once per change. */
function termText(entry: TermEntry): string {
  if (entry.text !== null) return entry.text;
  const fields: string[] = [];
  entry.fields.forEach((fragments, fieldId) => {
    if (fragments.size > 0) fields.push(`"${fieldId}":{${[...fragments.values()].join(',')}}`);
  });
  entry.text = `[${entry.key},{${fields.join(',')}}]`;
  return entry.text;
}

/**
 * Serializes a MiniSearch index incrementally: call `touch` for every document added or about to be
 * removed. An index whose ids are `offset + k * stride` (one part of a split index) says so, so a block
 * holds BLOCK of its own documents.
 */
export class IncrementalSerializer {
  private readonly terms = new Map<string, TermEntry>();
  private readonly chunks: Chunk[] = [];
  /** term -> blocks whose postings changed */
  private readonly dirty = new Map<string, Set<number>>();
  /** block -> [documentIds, fieldLength, storedFields] fragments */
  private readonly docBlocks = new Map<number, [string, string, string]>();
  private readonly dirtyDocBlocks = new Set<number>();

  constructor(
    private readonly stride = 1,
    private readonly offset = 0,
  ) {}

  /** the short ids of a block that this index can hold */
  private *idsOf(block: number): Generator<number> {
    const span = BLOCK * this.stride;
    for (let shortId = block * span + this.offset; shortId < (block + 1) * span; shortId += this.stride) yield shortId;
  }

  /** `"shortId":freq,...` of a term's postings in one block, ids ascending; '' when it has none. */
  private blockText(freqs: Map<number, number>, block: number): string {
    const span = BLOCK * this.stride;
    const from = block * span;
    let ids: number[];
    if (freqs.size < BLOCK) {
      // most terms are rare: walk their few postings rather than every id of the block
      ids = [];
      for (const shortId of freqs.keys()) if (shortId >= from && shortId < from + span) ids.push(shortId);
      ids.sort((a, b) => a - b);
    } else {
      ids = [];
      for (let shortId = from + this.offset; shortId < from + span; shortId += this.stride) if (freqs.has(shortId)) ids.push(shortId);
    }
    // joined from an array: `+=` would leave a rope that every later join walks again
    return ids.map((shortId) => `"${shortId}":${freqs.get(shortId)}`).join(',');
  }

  /** Marks what a document touches; call it while the document is in the index (after add, before remove). */
  touch(docs: readonly SearchDocument[], index: MiniSearch<SearchDocument>): void {
    const ms = index as unknown as Internals;
    for (const doc of docs) {
      const shortId = ms._idToShortId.get(doc.id);
      if (shortId === undefined) continue;
      const block = Math.floor(shortId / (BLOCK * this.stride));
      this.dirtyDocBlocks.add(block);
      for (const field of SEARCH_OPTIONS.fields) {
        for (const token of tokenize(String(doc[field as keyof SearchDocument] ?? ''))) {
          const processed = processTerm(token);
          if (!processed) continue;
          for (const term of Array.isArray(processed) ? processed : [processed]) {
            let blocks = this.dirty.get(term);
            if (!blocks) {
              blocks = new Set();
              this.dirty.set(term, blocks);
            }
            blocks.add(block);
          }
        }
      }
    }
  }

  /** Marks a document's own entries (ids, lengths, stored fields) as changed. */
  markDocument(shortId: number): void {
    this.dirtyDocBlocks.add(Math.floor(shortId / (BLOCK * this.stride)));
  }

  /** Marks one posting of a term as changed: what `touch` finds by tokenizing, told by the index itself. */
  markTerm(term: string, shortId: number): void {
    let blocks = this.dirty.get(term);
    if (!blocks) {
      blocks = new Set();
      this.dirty.set(term, blocks);
    }
    blocks.add(Math.floor(shortId / (BLOCK * this.stride)));
  }

  /** The JSON text MiniSearch.loadJSON reads back. */
  serialize(index: MiniSearch<SearchDocument>): string {
    const ms = index as unknown as Internals;
    this.refreshTerms(ms);
    this.refreshDocBlocks(ms);
    const blocks = [...this.docBlocks.keys()].sort((a, b) => a - b).map((b) => this.docBlocks.get(b)!);
    const part = (i: 0 | 1 | 2) => blocks.map((b) => b[i]).join(',');
    const parts: string[] = [
      `{"documentCount":${ms._documentCount},"nextId":${ms._nextId},"documentIds":{${part(0)}},`,
      `"fieldIds":${JSON.stringify(ms._fieldIds)},"fieldLength":{${part(1)}},`,
      `"averageFieldLength":${JSON.stringify(ms._avgFieldLength)},"storedFields":{${part(2)}},`,
      `"dirtCount":${ms._dirtCount},"index":[`,
    ];
    const texts: string[] = [];
    for (const chunk of this.chunks) {
      if (chunk.terms.size === 0) continue;
      chunk.text ??= [...chunk.terms].map(termText).join(',');
      texts.push(chunk.text);
    }
    parts.push(texts.join(','));
    parts.push('],"serializationVersion":2}');
    return parts.join('');
  }

  private refreshTerms(ms: Internals): void {
    for (const [term, blocks] of this.dirty) {
      const fieldIndex = ms._index.get(term);
      let entry = this.terms.get(term);
      if (!fieldIndex) {
        if (entry) {
          entry.chunk.terms.delete(entry);
          entry.chunk.text = null;
          this.terms.delete(term);
        }
        continue;
      }
      if (!entry) {
        let chunk = this.chunks[this.chunks.length - 1];
        if (!chunk || chunk.terms.size >= CHUNK) {
          chunk = { terms: new Set(), text: null };
          this.chunks.push(chunk);
        }
        entry = {
          key: JSON.stringify(term),
          chunk,
          fields: Array.from({ length: FIELD_COUNT }, () => new Map<number, string>()),
          text: null,
        };
        chunk.terms.add(entry);
        this.terms.set(term, entry);
      }
      entry.text = null;
      entry.chunk.text = null;
      for (let fieldId = 0; fieldId < FIELD_COUNT; fieldId++) {
        const freqs = fieldIndex.get(fieldId);
        const fragments = entry.fields[fieldId]!;
        let appended = false;
        for (const block of blocks) {
          const text = freqs ? this.blockText(freqs, block) : '';
          const last = lastKey(fragments);
          if (text === '') fragments.delete(block);
          else if (fragments.has(block)) fragments.set(block, text);
          else {
            fragments.set(block, text);
            if (last !== undefined && block < last) appended = true;
          }
        }
        if (appended) entry.fields[fieldId] = new Map([...fragments].sort(([a], [b]) => a - b));
      }
    }
    this.dirty.clear();
  }

  private refreshDocBlocks(ms: Internals): void {
    for (const block of this.dirtyDocBlocks) {
      const ids: string[] = [];
      const lengths: string[] = [];
      const stored: string[] = [];
      for (const shortId of this.idsOf(block)) {
        const id = ms._documentIds.get(shortId);
        if (id === undefined) continue;
        ids.push(`"${shortId}":${JSON.stringify(id)}`);
        lengths.push(`"${shortId}":${JSON.stringify(ms._fieldLength.get(shortId))}`);
        stored.push(`"${shortId}":${JSON.stringify(ms._storedFields.get(shortId) ?? {})}`);
      }
      if (ids.length === 0) this.docBlocks.delete(block);
      else this.docBlocks.set(block, [ids.join(','), lengths.join(','), stored.join(',')]);
    }
    this.dirtyDocBlocks.clear();
  }
}

function lastKey(map: Map<number, string>): number | undefined {
  let last: number | undefined;
  for (const key of map.keys()) last = key;
  return last;
}

/** the MiniSearch internals a part drives: the next short id, and the method every posting goes through */
interface AddInternals {
  _nextId: number;
  addTerm(fieldId: number, shortId: number, term: string): void;
}

/**
 * Adds `docs` to `index` under the short ids `nextShortId` gives, telling `serializer` of each posting
 * as MiniSearch adds it (in the order `touch` would find them) instead of tokenizing every document a
 * second time.
 */
export function addWithShortIds(
  index: MiniSearch<SearchDocument>,
  serializer: IncrementalSerializer,
  docs: readonly SearchDocument[],
  nextShortId: () => number,
): void {
  const ms = index as unknown as AddInternals;
  const addTerm = ms.addTerm;
  ms.addTerm = (fieldId, shortId, term) => {
    serializer.markTerm(term, shortId);
    addTerm.call(ms, fieldId, shortId, term);
  };
  try {
    for (const doc of docs) {
      const shortId = nextShortId();
      ms._nextId = shortId;
      index.add(doc);
      serializer.markDocument(shortId);
    }
  } finally {
    delete (ms as Partial<AddInternals>).addTerm;
  }
}
