import { describe, expect, it } from 'vitest';
import { AssetStore } from '../../../src/compiler/check/assets.ts';
import { checkLinks, LinkCache } from '../../../src/compiler/check/check.ts';
import { PageFiles } from '../../../src/compiler/emit/page-files.ts';
import { compilerFor, fixtureSite, countingRoutes } from './helpers.ts';

// A body edit's patched plan keeps every other page as the same object, and the link check tells when their
// URL maps are the ones it gave before: the page files of the edited pages are made, the rest carried over.

const LOCALES = [{ code: 'en', label: 'English', path: '/' }];

describe('the page files after a body edit', () => {
  it("look at the edited page only, and give a full emit's files and routes", async () => {
    const site = fixtureSite();
    const compiler = compilerFor(site);
    await compiler.build();
    const pages = compiler.plan!.pages;
    const { maps } = await checkLinks(pages, site.dir, new AssetStore(site), '/', new LinkCache());
    const at = pages.findIndex((page) => page.route.path === '/docs/reference/overview');
    const old = pages[at]!;
    const edited = {
      ...old,
      data: { ...old.data, title: 'Overview, edited' },
      source: { ...old.source!, revision: old.source!.revision + 1 },
    };
    maps.set(edited.source, maps.get(old.source!)!);
    const after = pages.map((page, i) => (i === at ? edited : page));

    const files = new PageFiles();
    files.emit(pages, maps, LOCALES);
    const reads = countingRoutes(pages, [old]);
    const patched = files.emit(after, maps, LOCALES, { before: pages, pages: new Map([[old, edited]]) });
    expect(reads.count).toBe(0);

    const whole = new PageFiles();
    whole.emit(pages, maps, LOCALES);
    expect(patched).toEqual(whole.emit(after, maps, LOCALES));
    const route = patched.routes.find((r) => r.path === '/docs/reference/overview')!;
    expect(patched.files.find((file) => file.path === route.file)!.content).toContain('Overview, edited');
  });
});
