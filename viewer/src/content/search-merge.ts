// The search file the manifest names is either one serialized MiniSearch index or a head listing
// parts: each part is a MiniSearch index (serialization version 2) over a disjoint range of short
// document ids, so a one-page edit re-writes one part. Merged, the parts are one index again.

import type { AsPlainObject } from 'minisearch';

/** The plain object MiniSearch.toJSON writes (version 2). */
export type SerializedIndex = AsPlainObject;

/** What `manifest.search.file` holds when the index is split. */
export interface SearchHead {
  format: 'docgate-search-parts';
  /** the part files, paths in the build like `search/3f9a.json` */
  parts: string[];
}

/** True when the search file is a head listing parts rather than a whole index. */
export const isSearchHead = (data: unknown): data is SearchHead =>
  typeof data === 'object' && data !== null && (data as SearchHead).format === 'docgate-search-parts';

/** One serialized index from parts whose short ids do not overlap; the parts are not modified. */
export function mergeSearchParts(parts: SerializedIndex[]): SerializedIndex {
  const first = parts[0];
  if (!first) throw new Error('a search head must list at least one part');
  const merged: SerializedIndex = {
    documentCount: 0,
    nextId: 0,
    documentIds: {},
    fieldIds: first.fieldIds,
    fieldLength: {},
    averageFieldLength: first.averageFieldLength.map(() => 0),
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  const terms = new Map<string, Record<string, Record<string, number>>>();
  for (const part of parts) {
    merged.documentCount += part.documentCount;
    merged.nextId = Math.max(merged.nextId, part.nextId);
    merged.dirtCount! += part.dirtCount ?? 0;
    // a field's average length over every document: the parts' averages weighted by their sizes
    for (const [i, avg] of part.averageFieldLength.entries()) merged.averageFieldLength[i]! += avg * part.documentCount;
    Object.assign(merged.documentIds, part.documentIds);
    Object.assign(merged.fieldLength, part.fieldLength);
    Object.assign(merged.storedFields, part.storedFields);
    for (const [term, fields] of part.index) {
      let target = terms.get(term);
      if (!target) {
        target = {};
        terms.set(term, target);
      }
      for (const fieldId in fields) target[fieldId] = Object.assign(target[fieldId] ?? {}, fields[fieldId]);
    }
  }
  if (merged.documentCount > 0) merged.averageFieldLength = merged.averageFieldLength.map((sum) => sum / merged.documentCount);
  merged.index = [...terms];
  return merged;
}
