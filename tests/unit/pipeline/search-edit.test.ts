import { describe, expect, it } from 'vitest';
import { LiveSearchIndex } from '../../../src/compiler/emit/search/index.ts';
import type { MarkdownOutput } from '../../../src/compiler/markdown/types.ts';
import type { PlannedPage } from '../../../src/compiler/plan/types.ts';

// A body edit's patched plan keeps every other page as the same object: the index syncs the pages the edit
// made anew and never looks at the rest, and gives the files a sync of every page gives.

/** A planned page whose route counts its reads. */
function page(i: number, text: string, reads: { count: number }, revision = 1): PlannedPage {
  const route = { path: `/docs/page-${i}`, locale: 'en' };
  const made = {
    data: { title: `Page ${i}` },
    searchable: true,
    source: { revision, output: { sections: [{ anchor: '', heading: '', text }] } as unknown as MarkdownOutput },
  };
  Object.defineProperty(made, 'route', {
    get: () => {
      reads.count += 1;
      return route;
    },
  });
  return made as unknown as PlannedPage;
}

describe('the search index after a body edit', () => {
  it('reads only the edited page, and gives the files and results of a sync of every page', async () => {
    const reads = { count: 0 };
    // the page the edit replaces is read; the other 59 are not
    const before = Array.from({ length: 60 }, (_, i) => page(i, `The otter note q${i}.`, i === 7 ? { count: 0 } : reads));
    const edited = page(7, 'Now about a walrus.', { count: 0 }, 2);
    const after = before.map((p, i) => (i === 7 ? edited : p));

    const patched = new LiveSearchIndex();
    patched.sync(before);
    await patched.toFiles();
    reads.count = 0;
    patched.sync(after, { before, pages: new Map([[before[7]!, edited]]) });
    expect(reads.count).toBe(0);

    const whole = new LiveSearchIndex();
    whole.sync(before);
    await whole.toFiles();
    whole.sync(after);
    expect(await patched.toFiles()).toEqual(await whole.toFiles());
  });

  it('syncs every page when the edit is of pages it did not sync last', async () => {
    const reads = { count: 0 };
    const first = Array.from({ length: 20 }, (_, i) => page(i, `First q${i}.`, reads));
    const second = first.map((p, i) => (i === 3 ? page(3, 'Second walrus.', reads, 2) : p));
    const third = second.map((p, i) => (i === 5 ? page(5, 'Third heron.', reads, 2) : p));
    const index = new LiveSearchIndex();
    index.sync(first);
    // second was never synced (its emit stopped on an error): an edit of it cannot say what changed since first
    index.sync(third, { before: second, pages: new Map([[second[5]!, third[5]!]]) });
    const files = await index.toFiles();
    const fresh = new LiveSearchIndex();
    fresh.sync(first);
    fresh.sync(third);
    expect(files).toEqual(await fresh.toFiles());
  });
});
