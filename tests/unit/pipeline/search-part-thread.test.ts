import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompileResult, SiteCompiler } from '../../../src/compiler/compile.ts';
import type { RemotePart } from '../../../src/compiler/emit/search/index.ts';
import { createPartThread } from '../../../src/compiler/emit/search/part-thread.ts';
import type { MemoryFolder } from '../../../src/compiler/read/memory-folder.ts';
import { compilerFor, memorySite, searchIndexOf } from './helpers.ts';

// a build's compiler holds its parts back for the search cache (a folder on disk), so they can be
// sent to another thread; the content is in memory

let cacheDir: string | null = null;
afterEach(async () => {
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  cacheDir = null;
});

let compilers = 0;

/** A build's compiler with an empty search cache of its own. */
async function buildCompiler(site: MemoryFolder, searchParts?: RemotePart): Promise<SiteCompiler> {
  cacheDir ??= await mkdtemp(join(tmpdir(), 'docgate-part-thread-'));
  return compilerFor(site, false, { searchCacheDir: join(cacheDir, String(++compilers)), searchParts });
}

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
  it('give the same search files as a build that makes every part itself', { timeout: 30_000 }, async () => {
    const site = memorySite(pages());
    const thread = createPartThread();
    let made = 0;
    try {
      const counted: RemotePart = async (part) => {
        const text = await thread.serialize(part);
        made++;
        return text;
      };
      const shared = await (await buildCompiler(site, counted)).build();
      const alone = await compilerFor(site).build();
      // 200 pages are 4 parts; two lanes send the first two before this thread takes any
      expect(made).toBeGreaterThanOrEqual(2);
      expect(searchFiles(shared)).toEqual(searchFiles(alone));
      expect(shared.buildId).toBe(alone.buildId);
    } finally {
      await thread.close();
    }
  });

  it('are made here when the other thread fails them, or is closed', { timeout: 30_000 }, async () => {
    const site = memorySite(pages());
    const thread = createPartThread();
    await thread.close();
    const alone = searchFiles(await compilerFor(site).build());
    const failing = await (await buildCompiler(site, () => Promise.reject(new Error('worker gone')))).build();
    expect(searchFiles(failing)).toEqual(alone);
    const closed = await (await buildCompiler(site, thread.serialize)).build();
    expect(searchFiles(closed)).toEqual(alone);
  });

  it('leave the index ready for a watch-style edit after the build', { timeout: 30_000 }, async () => {
    const site = memorySite(pages());
    const thread = createPartThread();
    try {
      const compiler = await buildCompiler(site, thread.serialize);
      await compiler.build();
      const file = site.write('docs/page-9.md', '# Page 9\n\nThe cormorant note q9.\n');
      const index = searchIndexOf(await compiler.update([{ type: 'change', file }]));
      expect(index.search('cormorant', { fuzzy: false, prefix: false }).map((h) => h.url)).toEqual(['/docs/page-9']);
      expect(index.search('heron', { fuzzy: false, prefix: false }).filter((h) => !h.url.includes('#'))).toHaveLength(99);
    } finally {
      await thread.close();
    }
  });
});
