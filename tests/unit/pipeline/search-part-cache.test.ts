import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompileResult, SiteCompiler } from '../../../src/compiler/compile.ts';
import type { MemoryFolder } from '../../../src/compiler/read/memory-folder.ts';
import { createRenderer } from '../../../src/compiler/render/index.ts';
import { compilerFor, memorySite, searchIndexOf } from './helpers.ts';

// the content is in memory; the cache is a folder on disk, which is what these tests are about

let cacheDir: string | null = null;
afterEach(async () => {
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  cacheDir = null;
});

const newCacheDir = async (): Promise<string> => (cacheDir = await mkdtemp(join(tmpdir(), 'docgate-search-cache-')));

const cachedCompiler = (site: MemoryFolder, dir: string): SiteCompiler => compilerFor(site, false, { searchCacheDir: dir });

const searchFiles = (result: CompileResult) =>
  result.entries.filter((e) => e.path.startsWith('search/')).map((e) => [e.path, String(e.content)]);

function pages(extra = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 150; i++)
    files[`docs/page-${i}.md`] = `# Page ${i}\n\nThe ${i % 2 ? 'heron' : 'otter'} note q${i}.${i === 7 ? extra : ''}\n`;
  return files;
}

describe('search parts kept between builds', () => {
  it('gives a build the same search files whether its parts come from the cache or from indexing', { timeout: 30_000 }, async () => {
    const site = memorySite(pages());
    const dir = await newCacheDir();
    const fresh = await compilerFor(site).build();
    const first = await cachedCompiler(site, dir).build();
    const parts = JSON.parse(String(fresh.entries.find((e) => e.path === fresh.manifest!.search.file)!.content)).parts;
    expect((await readdir(dir)).length).toBe(parts.length);
    const second = await cachedCompiler(site, dir).build();
    expect(searchFiles(first)).toEqual(searchFiles(fresh));
    expect(searchFiles(second)).toEqual(searchFiles(fresh));
    expect(second.buildId).toBe(fresh.buildId);
  });

  it('prunes the parts a later build no longer has', { timeout: 30_000 }, async () => {
    const site = memorySite(pages());
    const dir = await newCacheDir();
    await cachedCompiler(site, dir).build();
    const before = await readdir(dir);
    site.write('docs/page-7.md', '# Page 7\n\nNow about a walrus.\n');
    const compiler = cachedCompiler(site, dir);
    await compiler.build();
    expect(compiler.pruneSearchCache()).toBe(1);
    const after = await readdir(dir);
    expect(after).toHaveLength(before.length);
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('indexes a page edited since the cached build, and keeps it searchable after a watch-style update', { timeout: 30_000 }, async () => {
    const site = memorySite(pages());
    const dir = await newCacheDir();
    await cachedCompiler(site, dir).build();
    site.write('docs/page-7.md', '# Page 7\n\nThe kingfisher note q7.\n');
    const compiler = cachedCompiler(site, dir);
    const built = await compiler.build();
    expect(searchFiles(built)).toEqual(searchFiles(await compilerFor(site).build()));
    expect(
      searchIndexOf(built)
        .search('kingfisher', { fuzzy: false, prefix: false })
        .map((h) => h.url),
    ).toEqual(['/docs/page-7']);

    const file = site.write('docs/page-9.md', '# Page 9\n\nThe cormorant note q9.\n');
    const updated = await compiler.update([{ type: 'change', file }]);
    const index = searchIndexOf(updated);
    expect(index.search('cormorant', { fuzzy: false, prefix: false }).map((h) => h.url)).toEqual(['/docs/page-9']);
    expect(index.search('heron', { fuzzy: false, prefix: false })).toHaveLength(73);
    expect(index.documentCount).toBe(150);
    // the same files as a compiler that indexed every page from the start and saw the same edit
    const plain = compilerFor(site);
    site.write('docs/page-9.md', '# Page 9\n\nThe heron note q9.\n');
    await plain.build();
    site.write('docs/page-9.md', '# Page 9\n\nThe cormorant note q9.\n');
    expect(searchFiles(await plain.update([{ type: 'change', file }]))).toEqual(searchFiles(updated));
  });

  it("knows a page's parts by its render cache key, as docgate build renders: an edited page's part is made again", {
    timeout: 30_000,
  }, async () => {
    const site = memorySite(pages());
    const dir = await newCacheDir();
    // the renderer docgate build uses, which notes each output's cache key (render-key.ts)
    const keyed = () => compilerFor(site, false, { searchCacheDir: dir, render: createRenderer({ cacheDir: null, threads: 1 }).render });
    const first = await keyed().build();
    expect(searchFiles(first)).toEqual(searchFiles(await compilerFor(site).build()));
    const before = new Set(await readdir(dir));
    site.write('docs/page-7.md', '# Page 7\n\nThe kingfisher note q7.\n');
    const second = await keyed().build();
    expect(searchFiles(second)).toEqual(searchFiles(await compilerFor(site).build()));
    expect(
      searchIndexOf(second)
        .search('kingfisher', { fuzzy: false, prefix: false })
        .map((h) => h.url),
    ).toEqual(['/docs/page-7']);
    // one part made again, the others found
    expect((await readdir(dir)).filter((name) => !before.has(name))).toHaveLength(1);
  });
});
