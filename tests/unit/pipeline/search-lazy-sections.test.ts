import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveSearchIndex } from '../../../src/compiler/emit/search/index.ts';
import { SearchPartCache } from '../../../src/compiler/emit/search/part-cache.ts';
import type { MarkdownOutput } from '../../../src/compiler/markdown/types.ts';
import type { PlannedPage } from '../../../src/compiler/plan/types.ts';
import { noteRenderKey } from '../../../src/compiler/render/render-key.ts';

// A warm build finds every search part in the cache: the pages' sections, kept apart with their HTML in
// the render cache and decoded only when read, need not be read at all.

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

/** Pages as a build plans them, each output's `sections` counting its reads. */
function pages(reads: { count: number }): PlannedPage[] {
  return Array.from({ length: 40 }, (_, i) => {
    const sections = [{ anchor: '', heading: '', text: `The otter note q${i}.` }];
    const output = {} as MarkdownOutput;
    Object.defineProperty(output, 'sections', {
      get: () => {
        reads.count += 1;
        return sections;
      },
    });
    noteRenderKey(output, `render-key-${i}`);
    return {
      route: { path: `/docs/page-${i}`, locale: 'en' },
      data: { title: `Page ${i}` },
      searchable: true,
      source: { revision: 1, output },
    } as unknown as PlannedPage;
  });
}

describe('search parts from the cache', () => {
  it("read no page's sections when every part is in the cache, and the same files come out", async () => {
    dir = await mkdtemp(join(tmpdir(), 'docgate-search-lazy-'));
    const first = { count: 0 };
    const cold = new LiveSearchIndex(new SearchPartCache(dir));
    cold.sync(pages(first));
    const made = await cold.toFiles();
    expect(first.count).toBeGreaterThan(0);

    const second = { count: 0 };
    const warm = new LiveSearchIndex(new SearchPartCache(dir));
    warm.sync(pages(second));
    expect(await warm.toFiles()).toEqual(made);
    expect(second.count).toBe(0);
  });
});
