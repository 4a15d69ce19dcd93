import MiniSearch from 'minisearch';
import type { SearchDocument } from '../schema/manifest.ts';
import { SEARCH_OPTIONS } from './options.ts';

// MiniSearch's own toJSON rebuilds the whole plain object on every call, which costs more than the
// rest of a one-page update at 1,000 pages; this writes the same serialization format (version 2)
// from cached per-term and per-document fragments, re-serializing only what an edit touched.

interface Internals {
  _index: Map<string, Map<number, Map<number, number>>> & { get(term: string): Map<number, Map<number, number>> | undefined };
  _documentIds: Map<number, string>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown>>;
  _documentCount: number;
  _nextId: number;
  _dirtCount: number;
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string | string[] | null | undefined | false;

/** Serializes a MiniSearch index incrementally; `touch` marks the terms of added or removed documents. */
export class IncrementalSerializer {
  private readonly terms = new Map<string, string>();
  private readonly dirty = new Set<string>();
  private docs = new Map<number, string>();

  touch(docs: SearchDocument[]): void {
    for (const doc of docs) {
      for (const field of SEARCH_OPTIONS.fields) {
        for (const token of tokenize(String(doc[field as keyof SearchDocument] ?? ''))) {
          const processed = processTerm(token);
          if (!processed) continue;
          for (const term of Array.isArray(processed) ? processed : [processed]) this.dirty.add(term);
        }
      }
    }
  }

  reset(): void {
    this.terms.clear();
    this.dirty.clear();
    this.docs.clear();
  }

  /** The JSON text MiniSearch.loadJSON reads back. */
  serialize(index: MiniSearch<SearchDocument>): string {
    const ms = index as unknown as Internals;
    for (const term of this.dirty) {
      const fieldIndex = ms._index.get(term);
      if (!fieldIndex) {
        this.terms.delete(term);
        continue;
      }
      const data: Record<number, Record<number, number>> = {};
      for (const [fieldId, freqs] of fieldIndex) data[fieldId] = Object.fromEntries(freqs);
      this.terms.set(term, JSON.stringify([term, data]));
    }
    this.dirty.clear();
    const docs = new Map<number, string>();
    const ids: string[] = [];
    const lengths: string[] = [];
    const stored: string[] = [];
    for (const [shortId, id] of ms._documentIds) {
      const cached = this.docs.get(shortId) ?? `${JSON.stringify(id)}\u0000${JSON.stringify(ms._fieldLength.get(shortId))}\u0000${JSON.stringify(ms._storedFields.get(shortId) ?? {})}`;
      docs.set(shortId, cached);
      const [a, b, c] = cached.split('\u0000');
      ids.push(`"${shortId}":${a}`);
      lengths.push(`"${shortId}":${b}`);
      stored.push(`"${shortId}":${c}`);
    }
    this.docs = docs;
    return (
      `{"documentCount":${ms._documentCount},"nextId":${ms._nextId},"documentIds":{${ids.join(',')}},` +
      `"fieldIds":${JSON.stringify(ms._fieldIds)},"fieldLength":{${lengths.join(',')}},` +
      `"averageFieldLength":${JSON.stringify(ms._avgFieldLength)},"storedFields":{${stored.join(',')}},` +
      `"dirtCount":${ms._dirtCount},"index":[${[...this.terms.values()].join(',')}],"serializationVersion":2}`
    );
  }
}
