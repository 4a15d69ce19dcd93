import { describe, expect, it } from 'vitest';
import type { ContentSource } from '../../../viewer/src/content/content-source.ts';
import { loadSearchIndex } from '../../../viewer/src/content/search-index.ts';
import { compilerFor, entryText, memorySite } from './helpers.ts';

describe('the viewer loading a split search index', () => {
  it('fetches the head and every part it lists, and finds sections of pages in different parts', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 150; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\nThe ${i % 2 ? 'heron' : 'otter'} note q${i}.\n`;
    const result = await compilerFor(memorySite(files)).build();
    const fetched: string[] = [];
    const source = {
      json: async (path: string) => {
        fetched.push(path);
        return JSON.parse(entryText(result, path));
      },
    } as unknown as ContentSource;
    const index = await loadSearchIndex(source, result.manifest!);
    const head = JSON.parse(entryText(result, result.manifest!.search.file));
    expect(head.parts.length).toBeGreaterThan(1);
    expect(fetched.sort()).toEqual([result.manifest!.search.file, ...head.parts].sort());
    expect(index.documentCount).toBe(150);
    expect(index.search('heron', { fuzzy: false, prefix: false })).toHaveLength(75);
    expect(index.search('q149', { fuzzy: false, prefix: false }).map((hit) => hit.url)).toEqual(['/docs/page-149']);
  });
});
