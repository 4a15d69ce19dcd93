import type MiniSearch from 'minisearch';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import type { ContentSource } from './content-source.ts';
import { isSearchHead, mergeSearchParts, type SearchHead, type SerializedIndex } from './search-merge.ts';

const loaded = new WeakMap<ContentSource, { buildId: string; index: Promise<MiniSearch> }>();

// the search files travel as JSON text (the gate stores them so: src/gate/publish/collect.ts); a build
// published before that (rolled back to) holds them as JSON itself
async function fetchJson<T>(source: ContentSource, file: string): Promise<T> {
  const stored = await source.json<unknown>(file);
  const text = (stored as { encoding?: unknown; data?: unknown } | null)?.encoding === 'utf8' ? (stored as { data: unknown }).data : null;
  return (typeof text === 'string' ? JSON.parse(text) : stored) as T;
}

/** The search file of a build as one serialized index: a whole index, or the merge of a head's parts. */
async function fetchIndex(source: ContentSource, file: string): Promise<SerializedIndex> {
  const data = await fetchJson<SerializedIndex | SearchHead>(source, file);
  if (!isSearchHead(data)) return data;
  return mergeSearchParts(await Promise.all(data.parts.map((part) => fetchJson<SerializedIndex>(source, part))));
}

/** The MiniSearch index of the live build, fetched through the gate on first use and kept per build. */
export function loadSearchIndex(source: ContentSource, manifest: Manifest): Promise<MiniSearch> {
  const known = loaded.get(source);
  if (known && known.buildId === manifest.buildId) return known.index;
  const index = Promise.all([import('minisearch'), fetchIndex(source, manifest.search.file)]).then(([{ default: MiniSearchClass }, data]) =>
    MiniSearchClass.loadJS(data, manifest.search.options),
  );
  index.catch(() => loaded.delete(source));
  loaded.set(source, { buildId: manifest.buildId, index });
  return index;
}
