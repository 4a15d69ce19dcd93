import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../src/contracts/manifest.ts';
import { SEARCH_OPTIONS } from '../../../src/compiler/emit/search/options.ts';
import { IncrementalSerializer } from '../../../src/compiler/emit/search/serialize.ts';

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
    serializer.touch(docs, index);
    expect(normalized(serializer.serialize(index))).toEqual(normalized(JSON.stringify(index)));

    serializer.touch([docs[1]!], index);
    index.remove(docs[1]!);
    const replacement = doc('/b', 'giraffe necks');
    index.add(replacement);
    serializer.touch([replacement], index);
    const json = serializer.serialize(index);
    expect(normalized(json)).toEqual(normalized(JSON.stringify(index)));
    const loaded = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
    expect(loaded.search('giraf', { prefix: true }).map((h) => h.id)).toEqual(['/b']);
    expect(loaded.search('zebra')).toEqual([]);
  });

  it('keeps a common word findable in every document after edits far apart in a large index', () => {
    const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
    const serializer = new IncrementalSerializer();
    const docs = Array.from({ length: 300 }, (_, i) => doc(`/p${i}`, `kettle word${i} ${i % 7 === 0 ? 'rare' : ''}`));
    index.addAll(docs);
    serializer.touch(docs, index);
    serializer.serialize(index);
    // replace documents at the start, in the middle and at the end: their ids move to new blocks
    for (const i of [0, 150, 299, 150]) {
      const old = docs[i]!;
      serializer.touch([old], index);
      index.remove(old);
      docs[i] = doc(old.id, `kettle edited${i} rare`);
      index.add(docs[i]!);
      serializer.touch([docs[i]!], index);
      expect(normalized(serializer.serialize(index))).toEqual(normalized(JSON.stringify(index)));
    }
    const loaded = MiniSearch.loadJSON<SearchDocument>(serializer.serialize(index), SEARCH_OPTIONS);
    const exact = { fuzzy: false, prefix: false } as const;
    expect(loaded.search('kettle', exact)).toHaveLength(300);
    expect(loaded.search('word150', exact)).toEqual([]);
    expect(loaded.search('edited150', exact).map((h) => h.id)).toEqual(['/p150']);
  });

  it('writes what MiniSearch.toJSON writes for one part of a split index, whose ids step by the part count', () => {
    const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
    const serializer = new IncrementalSerializer(5, 3);
    let added = 0;
    const add = (d: SearchDocument) => {
      (index as unknown as { _nextId: number })._nextId = added++ * 5 + 3;
      index.add(d);
      serializer.touch([d], index);
    };
    const docs = Array.from({ length: 200 }, (_, i) => doc(`/q${i}`, `kettle item${i}`));
    docs.forEach(add);
    serializer.serialize(index);
    serializer.touch([docs[10]!], index);
    index.remove(docs[10]!);
    add(doc('/q10', 'kettle moved'));
    const json = serializer.serialize(index);
    expect(normalized(json)).toEqual(normalized(JSON.stringify(index)));
    expect(Object.keys(JSON.parse(json).documentIds).every((id) => Number(id) % 5 === 3)).toBe(true);
  });
});
