import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteCompiler, type CompileResult } from '../../../src/compiler/compile.ts';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';
import { createPartThread } from '../../../src/compiler/emit/search/part-thread.ts';
import type { RemotePart } from '../../../src/compiler/emit/search/index.ts';
import { compilerFor, searchIndexOf, tempSite } from './helpers.ts';

// a build's compiler: parts are held back for the cache, so they can be sent to another thread
const buildCompiler = (root: string, searchParts?: RemotePart): SiteCompiler =>
  new SiteCompiler({
    root,
    contentDir: join(root, 'content'),
    includeDrafts: false,
    render: renderMarkdown,
    searchCacheDir: join(root, '.docgate/search'),
    searchParts,
  });

const searchFiles = (result: CompileResult) =>
  result.entries.filter((e) => e.path.startsWith('search/')).map((e) => [e.path, String(e.content)]);

function pages(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 200; i++)
    files[`docs/page-${i}.md`] =
      `# Page ${i}\n\nThe ${i % 2 ? 'heron' : 'otter'} note q${i}.\n\n## Part ${i}\n\nMore about ${i % 3 ? 'reeds' : 'tides'}.\n`;
  return files;
}

describe('search parts made on another thread', () => {
  it('give the same search files as a build that makes every part itself', async () => {
    const site = await tempSite(pages());
    const thread = createPartThread();
    let made = 0;
    try {
      const shared = await buildCompiler(site.root, (part) => thread.serialize(part).then((text) => (made++, text))).build();
      const alone = await compilerFor(site.root).build();
      // 200 pages are 4 parts; two lanes send the first two before this thread takes any
      expect(made).toBeGreaterThanOrEqual(2);
      expect(searchFiles(shared)).toEqual(searchFiles(alone));
      expect(shared.buildId).toBe(alone.buildId);
    } finally {
      await thread.close();
      await site.cleanup();
    }
  });

  it('are made here when the other thread fails them, or is closed', async () => {
    const site = await tempSite(pages());
    const thread = createPartThread();
    await thread.close();
    try {
      const alone = searchFiles(await compilerFor(site.root).build());
      const failing = await buildCompiler(site.root, () => Promise.reject(new Error('worker gone'))).build();
      expect(searchFiles(failing)).toEqual(alone);
      const closed = await buildCompiler(site.root, thread.serialize).build();
      expect(searchFiles(closed)).toEqual(alone);
    } finally {
      await site.cleanup();
    }
  });

  it('leave the index ready for a watch-style edit after the build', async () => {
    const site = await tempSite(pages());
    const thread = createPartThread();
    try {
      const compiler = buildCompiler(site.root, thread.serialize);
      await compiler.build();
      const file = join(site.root, 'content/docs/page-9.md');
      await writeFile(file, '# Page 9\n\nThe cormorant note q9.\n');
      const index = searchIndexOf(await compiler.update([{ type: 'change', file }]));
      expect(index.search('cormorant', { fuzzy: false, prefix: false }).map((h) => h.url)).toEqual(['/docs/page-9']);
      expect(index.search('heron', { fuzzy: false, prefix: false }).filter((h) => !h.url.includes('#'))).toHaveLength(99);
    } finally {
      await thread.close();
      await site.cleanup();
    }
  });
});
