import type MiniSearch from 'minisearch';
import type { Manifest } from '../../../pipeline/schema/manifest.ts';
import type { ContentSource } from './content-source.ts';

const loaded = new WeakMap<ContentSource, { buildId: string; index: Promise<MiniSearch> }>();

/** The MiniSearch index of the live build, fetched through the gate on first use and kept per build. */
export function loadSearchIndex(source: ContentSource, manifest: Manifest): Promise<MiniSearch> {
  const known = loaded.get(source);
  if (known && known.buildId === manifest.buildId) return known.index;
  const index = Promise.all([import('minisearch'), source.json<unknown>(manifest.search.file)]).then(
    ([{ default: MiniSearchClass }, data]) => MiniSearchClass.loadJSON(JSON.stringify(data), manifest.search.options),
  );
  index.catch(() => loaded.delete(source));
  loaded.set(source, { buildId: manifest.buildId, index });
  return index;
}
