import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteCompiler, type CompileResult } from '../../../src/compiler/compile.ts';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';
import { compilerFor, searchIndexOf, tempSite } from './helpers.ts';

const cachedCompiler = (root: string): SiteCompiler =>
  new SiteCompiler({
    root,
    contentDir: join(root, 'content'),
    includeDrafts: false,
    render: renderMarkdown,
    searchCacheDir: join(root, '.docgate/search'),
  });

const searchFiles = (result: CompileResult) =>
  result.entries.filter((e) => e.path.startsWith('search/')).map((e) => [e.path, String(e.content)]);

function pages(extra = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 150; i++)
    files[`docs/page-${i}.md`] = `# Page ${i}\n\nThe ${i % 2 ? 'heron' : 'otter'} note q${i}.${i === 7 ? extra : ''}\n`;
  return files;
}

describe('search parts kept between builds', () => {
  it('gives a build the same search files whether its parts come from the cache or from indexing', async () => {
    const site = await tempSite(pages());
    try {
      const fresh = await compilerFor(site.root).build();
      const first = await cachedCompiler(site.root).build();
      const parts = JSON.parse(String(fresh.entries.find((e) => e.path === fresh.manifest!.search.file)!.content)).parts;
      expect((await readdir(join(site.root, '.docgate/search'))).length).toBe(parts.length);
      const second = await cachedCompiler(site.root).build();
      expect(searchFiles(first)).toEqual(searchFiles(fresh));
      expect(searchFiles(second)).toEqual(searchFiles(fresh));
      expect(second.buildId).toBe(fresh.buildId);
    } finally {
      await site.cleanup();
    }
  });

  it('prunes the parts a later build no longer has', async () => {
    const site = await tempSite(pages());
    try {
      await cachedCompiler(site.root).build();
      const before = await readdir(join(site.root, '.docgate/search'));
      await writeFile(join(site.root, 'content/docs/page-7.md'), '# Page 7\n\nNow about a walrus.\n');
      const compiler = cachedCompiler(site.root);
      await compiler.build();
      expect(compiler.pruneSearchCache()).toBe(1);
      const after = await readdir(join(site.root, '.docgate/search'));
      expect(after).toHaveLength(before.length);
      expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    } finally {
      await site.cleanup();
    }
  });

  it('indexes a page edited since the cached build, and keeps it searchable after a watch-style update', async () => {
    const site = await tempSite(pages());
    try {
      await cachedCompiler(site.root).build();
      await writeFile(join(site.root, 'content/docs/page-7.md'), '# Page 7\n\nThe kingfisher note q7.\n');
      const compiler = cachedCompiler(site.root);
      const built = await compiler.build();
      expect(searchFiles(built)).toEqual(searchFiles(await compilerFor(site.root).build()));
      expect(
        searchIndexOf(built)
          .search('kingfisher', { fuzzy: false, prefix: false })
          .map((h) => h.url),
      ).toEqual(['/docs/page-7']);

      const file = join(site.root, 'content/docs/page-9.md');
      await writeFile(file, '# Page 9\n\nThe cormorant note q9.\n');
      const updated = await compiler.update([{ type: 'change', file }]);
      const index = searchIndexOf(updated);
      expect(index.search('cormorant', { fuzzy: false, prefix: false }).map((h) => h.url)).toEqual(['/docs/page-9']);
      expect(index.search('heron', { fuzzy: false, prefix: false })).toHaveLength(73);
      expect(index.documentCount).toBe(150);
      // the same files as a compiler that indexed every page from the start and saw the same edit
      const plain = compilerFor(site.root);
      await writeFile(file, '# Page 9\n\nThe heron note q9.\n');
      await plain.build();
      await writeFile(file, '# Page 9\n\nThe cormorant note q9.\n');
      expect(searchFiles(await plain.update([{ type: 'change', file }]))).toEqual(searchFiles(updated));
    } finally {
      await site.cleanup();
    }
  });
});
