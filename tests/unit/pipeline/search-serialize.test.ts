import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../pipeline/schema/manifest.ts';
import { SEARCH_OPTIONS } from '../../../pipeline/search/options.ts';
import { IncrementalSerializer } from '../../../pipeline/search/serialize.ts';

const doc = (id: string, text: string): SearchDocument => ({ id, title: `Title ${id}`, heading: 'Heading', text, url: id, locale: 'en' });

const normalized = (json: string) => {
  const parsed = JSON.parse(json);
  parsed.index = Object.fromEntries(parsed.index);
  return parsed;
};

describe('the incremental search serializer', () => {
  it('writes what MiniSearch.toJSON writes, after additions and removals', () => {
    const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
    const serializer = new IncrementalSerializer();
    const docs = [doc('/a', 'kettle water boil'), doc('/b', 'zebra stripes'), doc('/c', 'kettle tea')];
    index.addAll(docs);
    serializer.touch(docs);
    expect(normalized(serializer.serialize(index))).toEqual(normalized(JSON.stringify(index)));

    index.remove(docs[1]!);
    serializer.touch([docs[1]!]);
    const replacement = doc('/b', 'giraffe necks');
    index.add(replacement);
    serializer.touch([replacement]);
    const json = serializer.serialize(index);
    expect(normalized(json)).toEqual(normalized(JSON.stringify(index)));
    const loaded = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
    expect(loaded.search('giraf', { prefix: true }).map((h) => h.id)).toEqual(['/b']);
    expect(loaded.search('zebra')).toEqual([]);
  });
});
