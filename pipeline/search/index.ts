import MiniSearch from 'minisearch';
import type { SearchDocument } from '../schema/manifest.ts';
import type { PlannedPage } from '../assemble/types.ts';
import { SEARCH_OPTIONS } from './options.ts';
import { IncrementalSerializer } from './serialize.ts';

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

/**
 * A live MiniSearch index: `sync` swaps only the sections of pages whose source changed, so a
 * one-page edit does not rebuild the index.
 */
export class LiveSearchIndex {
  private index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  private readonly byPage = new Map<string, { key: string; docs: SearchDocument[] }>();
  private serialized: string | null = null;
  private readonly serializer = new IncrementalSerializer();

  /** Brings the index in line with the searchable pages; returns whether anything changed. */
  sync(pages: PlannedPage[]): boolean {
    const wanted = new Map<string, PlannedPage>();
    for (const page of pages) if (page.searchable && page.source) wanted.set(page.route.path, page);
    let changed = false;
    for (const [path, entry] of this.byPage) {
      const page = wanted.get(path);
      if (page && keyOf(page) === entry.key) continue;
      for (const doc of entry.docs) this.index.remove(doc);
      this.serializer.touch(entry.docs);
      this.byPage.delete(path);
      changed = true;
    }
    for (const path of [...wanted.keys()].sort()) {
      if (this.byPage.has(path)) continue;
      const page = wanted.get(path)!;
      const seen = new Set<string>();
      const docs = sectionsOf(page).filter((d) => !seen.has(d.id) && (seen.add(d.id), true));
      this.index.addAll(docs);
      this.serializer.touch(docs);
      this.byPage.set(path, { key: keyOf(page), docs });
      changed = true;
    }
    if (changed) this.serialized = null;
    return changed;
  }

  /** The serialized index, cached until the next change. */
  toJSON(): string {
    this.serialized ??= this.serializer.serialize(this.index);
    return this.serialized;
  }

  reset(): void {
    this.index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
    this.byPage.clear();
    this.serializer.reset();
    this.serialized = null;
  }
}

const keyOf = (page: PlannedPage): string => `${page.source!.revision}|${page.data.title}|${page.route.locale}`;
