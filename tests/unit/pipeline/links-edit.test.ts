import { describe, expect, it } from 'vitest';
import { AssetStore } from '../../../src/compiler/check/assets.ts';
import { checkLinks, LinkCache } from '../../../src/compiler/check/check.ts';
import type { PlannedPage } from '../../../src/compiler/plan/types.ts';
import { compilerFor, memorySite, countingRoutes } from './helpers.ts';

// A body edit's patched plan keeps every other page as the same object: the link check checks the pages the
// edit made anew and those whose links look into them, and carries the rest over without looking at them.

/** Pages planned by a real build, each link to its neighbour's anchor, one with a missing anchor. */
async function plannedPages(): Promise<{ pages: PlannedPage[]; store: AssetStore; dir: string }> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 30; i++)
    files[`docs/p${i}.md`] = `# P${i}\n\nSee [next](./p${(i + 1) % 30}.md#part-${(i + 1) % 30}).\n\n## Part ${i}\n\nText.\n`;
  files['docs/p5.md'] = '# P5\n\nSee [gone](./p6.md#nowhere).\n\n## Part 5\n';
  const site = memorySite(files);
  const compiler = compilerFor(site);
  await compiler.build();
  return { pages: compiler.plan!.pages, store: new AssetStore(site), dir: site.dir };
}

describe('the link check after a body edit', () => {
  it('checks only the edited page and the page linking into it, and gives the results of a check of every page', async () => {
    const { pages, store, dir } = await plannedPages();
    const cache = new LinkCache();
    const first = await checkLinks(pages, dir, store, '/', cache);
    const at = pages.findIndex((page) => page.route.path === '/docs/p9');
    const linking = pages.find((page) => page.route.path === '/docs/p8')!;
    const edited = { ...pages[at]!, source: { ...pages[at]!.source!, output: { ...pages[at]!.source!.output! } } };
    const after = pages.map((page, i) => (i === at ? edited : page));
    const reads = countingRoutes(pages, [pages[at]!, linking]);
    const patched = await checkLinks(after, dir, store, '/', cache, { edit: { before: pages, pages: new Map([[pages[at]!, edited]]) } });
    expect(reads.count).toBe(0);

    const whole = await checkLinks(after, dir, store, '/', new LinkCache());
    expect(patched.diagnostics).toEqual(whole.diagnostics);
    expect(patched.diagnostics.map((d) => d.message)).toEqual(["Link './p6.md#nowhere' points to a missing anchor '#nowhere' on /docs/p6"]);
    expect(new Map([...patched.maps].map(([record, map]) => [record.abs, [...map]]))).toEqual(
      new Map([...whole.maps].map(([record, map]) => [record.abs, [...map]])),
    );
    expect(patched.maps.get(linking.source!)).toBe(first.maps.get(linking.source!));
  });
});
