import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRenderer, type RendererOptions } from '../../../src/compiler/render/index.ts';

const fake = { path: new URL('./fake-markdown.mjs', import.meta.url).href, exportName: 'renderMarkdown' };

const input = (i: number, extra = '') => ({
  file: `content/docs/page-${i}.md`,
  source: `# Page ${i}\n\n## Part\n\ntext ${i} ${extra}\n`,
  lineOffset: 0,
  tocMinLevel: 2,
  tocMaxLevel: 3,
});
const inputs = (n: number) => Array.from({ length: n }, (_, i) => input(i));

let cacheDir: string;
const open: { close(): Promise<void> }[] = [];
const renderer = (options: Partial<RendererOptions> = {}) => {
  const r = createRenderer({ cacheDir, module: fake, version: 'test', threads: 2, ...options });
  open.push(r);
  return r;
};
const strip = ({ thread: _thread, ...rest }: Record<string, unknown>) => rest;
const files = async () => (await readdir(cacheDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'docgate-cache-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('createRenderer', () => {
  it('renders nothing on a second build over the same sources: every page comes from the disk cache', async () => {
    const first = renderer();
    await Promise.all(inputs(30).map(first.render));
    await first.close();
    expect(first.stats().renderedInWorkers + first.stats().renderedInProcess).toBe(30);

    const second = renderer();
    const outputs = await Promise.all(inputs(30).map(second.render));
    expect(second.stats()).toMatchObject({ requests: 30, cacheHits: 30, renderedInProcess: 0, renderedInWorkers: 0 });
    expect(second.stats().workerPoolStarted).toBe(false);
    expect(outputs[3]).toMatchObject({ title: 'Page 3' });
  });

  it("gives back a cached page's HTML and search sections as rendered, decoded only when first read", async () => {
    const first = renderer({ threads: 1 });
    const rendered = await first.render(input(7));
    await first.close();
    const second = renderer({ threads: 1 });
    const cached = await second.render(input(7));
    // a warm build that keeps the page's file never reads them: still the pack's bytes
    expect(Object.getOwnPropertyDescriptor(cached, 'html')?.get).toBeTypeOf('function');
    expect(cached.title).toBe('Page 7');
    expect(cached.html).toBe(rendered.html);
    expect(cached.sections).toEqual(rendered.sections);
    expect(Object.getOwnPropertyDescriptor(cached, 'html')).toMatchObject({ value: rendered.html, enumerable: true });
    expect(strip(JSON.parse(JSON.stringify(cached)))).toEqual(strip(JSON.parse(JSON.stringify(rendered))));
  });

  it("prunes the cache to the entries a renderer was asked for, leaving files that are not the cache's", async () => {
    const first = renderer({ threads: 1 });
    await Promise.all(inputs(5).map(first.render));
    await first.close();
    await writeFile(join(cacheDir, 'notes.txt'), 'mine');

    // pages 0-2 as before, page 3 edited, page 4 removed
    const second = renderer({ threads: 1 });
    await Promise.all([...inputs(3), input(3, 'edited')].map(second.render));
    await second.close();
    expect(await second.prune()).toBe(2);
    expect(await files()).toContain('notes.txt');
    const third = renderer({ threads: 1 });
    await Promise.all([...inputs(3), input(3, 'edited')].map(third.render));
    expect(third.stats()).toMatchObject({ requests: 4, cacheHits: 4 });
    // the pruned entries are gone: page 4 renders again
    await third.render(input(4));
    expect(third.stats().renderedInProcess).toBe(1);
  });

  it('renders again when the source, the options, the salt or the renderer version change', async () => {
    const first = renderer({ threads: 1 });
    await first.render(input(1));
    await first.close();

    const changed = [
      { options: {}, input: input(1, 'edited') },
      { options: {}, input: { ...input(1), tocMaxLevel: 4 } },
      { options: { cacheKeySalt: 'config-2' }, input: input(1) },
      { options: { version: 'test-2' }, input: input(1) },
    ];
    for (const c of changed) {
      const r = renderer({ threads: 1, ...c.options });
      await r.render(c.input);
      expect(r.stats().renderedInProcess).toBe(1);
    }
  });

  it('renders an MDX page again when a partial it inlines or its frontmatter changes, not when nothing did', async () => {
    const mdx = (partial: string, title = 'A') => ({
      ...input(1),
      format: 'mdx' as const,
      frontMatter: { title },
      partials: { 'content/docs/_part.md': { source: partial, lineOffset: 0, format: 'md' as const } },
      siteDir: 'content',
    });
    const first = renderer({ threads: 1 });
    await first.render(mdx('one'));
    await first.close();
    const renders = async (page: ReturnType<typeof mdx>) => {
      const r = renderer({ threads: 1 });
      await r.render(page);
      await r.close();
      return r.stats().renderedInProcess;
    };
    expect(await renders(mdx('one'))).toBe(0);
    expect(await renders(mdx('two'))).toBe(1);
    expect(await renders(mdx('one', 'B'))).toBe(1);
  });

  it('gives the same output from worker threads as from this thread', async () => {
    const shared = renderer({ cacheDir: null, inProcessBelow: 1 });
    const inProcess = renderer({ cacheDir: null, threads: 1 });
    const fromBoth = (await Promise.all(inputs(25).map(shared.render))) as unknown as Record<string, unknown>[];
    const fromHere = (await Promise.all(inputs(25).map(inProcess.render))) as unknown as Record<string, unknown>[];
    expect(shared.stats().renderedInWorkers).toBeGreaterThan(0);
    expect(inProcess.stats().renderedInProcess).toBe(25);
    expect(fromBoth.some((o) => o.thread === 'worker')).toBe(true);
    expect(fromHere.every((o) => o.thread === 'main')).toBe(true);
    expect(fromBoth.map(strip)).toEqual(fromHere.map(strip));
  });

  it('gives the same output from worker threads as from this thread with the real Markdown renderer', async () => {
    const pages = [
      '# Setup\n\nInstall it.\n\n## Install\n\n```bash\nnpm install\n```\n\n### Check\n\n```ts\nconst ok: boolean = true;\n```\n',
      '# Usage\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n[link](./setup.md)\n',
      ':::tip\n\nA tip with `code`.\n\n:::\n\n## Errors\n\n```json title="x.json"\n{ "a": 1 }\n```\n',
    ].map((source, i) => ({ ...input(i), source }));
    const inWorkers = renderer({ cacheDir: null, inProcessBelow: 1, module: undefined });
    const inProcess = renderer({ cacheDir: null, threads: 1, module: undefined });
    const fromWorkers = await Promise.all(pages.map(inWorkers.render));
    const fromHere = await Promise.all(pages.map(inProcess.render));
    expect(inWorkers.stats().renderedInWorkers).toBe(3);
    expect(fromHere[0]!.html).toContain('npm');
    expect(fromWorkers).toEqual(fromHere);
  });

  it('renders a small batch in this thread without starting workers', async () => {
    const r = renderer({ cacheDir: null });
    await Promise.all(inputs(5).map(r.render));
    expect(r.stats()).toMatchObject({ renderedInProcess: 5, renderedInWorkers: 0, workerPoolStarted: false });
  });

  it('shares a large batch of misses between the worker threads and this thread', async () => {
    const r = renderer({ cacheDir: null });
    const outputs = (await Promise.all(inputs(40).map(r.render))) as unknown as Record<string, unknown>[];
    expect(r.stats().workerPoolStarted).toBe(true);
    expect(outputs.filter((o) => o.thread === 'worker').length).toBe(r.stats().renderedInWorkers);
    expect(r.stats().renderedInWorkers).toBeGreaterThan(0);
    expect(r.stats().renderedInProcess).toBeGreaterThan(0);
    expect(r.stats().renderedInWorkers + r.stats().renderedInProcess).toBe(40);
  });

  it('starts the worker threads for many misses in a row, as a build reading a few pages at a time asks', async () => {
    const r = renderer({ cacheDir: null, inProcessBelow: 10 });
    const queue = inputs(40);
    // four readers, each waiting for its page before taking the next: never ten misses at once
    const reader = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) await r.render(page);
    };
    await Promise.all([reader(), reader(), reader(), reader()]);
    expect(r.stats().workerPoolStarted).toBe(true);
    expect(r.stats().renderedInWorkers).toBeGreaterThan(0);
  });

  it('renders the saves of watch mode in this thread, however many come', async () => {
    const r = renderer({ cacheDir: null, inProcessBelow: 10 });
    await r.prewarm();
    for (const page of inputs(25)) await r.render(page);
    expect(r.stats()).toMatchObject({ renderedInProcess: 25, workerPoolStarted: false });
  });

  it('renders a large batch in this thread alone when given one thread', async () => {
    const r = renderer({ cacheDir: null, threads: 1 });
    const outputs = (await Promise.all(inputs(40).map(r.render))) as unknown as Record<string, unknown>[];
    expect(r.stats()).toMatchObject({ renderedInProcess: 40, renderedInWorkers: 0, workerPoolStarted: false });
    expect(outputs.every((o) => o.thread === 'main')).toBe(true);
  });

  it('boots the worker threads up front when asked to, for a build expected to miss the cache', async () => {
    const r = renderer({ cacheDir: null, startWorkers: true });
    expect(r.stats().workerPoolStarted).toBe(true);
    const outputs = (await Promise.all(inputs(3).map(r.render))) as unknown as Record<string, unknown>[];
    expect(outputs.every((o) => o.thread === 'worker')).toBe(true);
  });

  it('reports a render that throws as a failed promise for that file only', async () => {
    const r = renderer({ cacheDir: null, inProcessBelow: 1 });
    const results = await Promise.allSettled([input(1), { ...input(2), source: 'THROW' }, input(3)].map(r.render));
    expect(results.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toContain('content/docs/page-2.md');
  });

  it('retries a page once in a fresh thread when its worker thread dies, and fails it on a second death', async () => {
    const r = renderer({ cacheDir: null, inProcessBelow: 1 });
    const marker = join(cacheDir, 'crashed-once');
    const once = await r.render({ ...input(1), source: `# Page\n\nCRASH_ONCE ${marker}\n` });
    expect(once.title).toBe('Page');
    await expect(r.render({ ...input(2), source: 'CRASH_ALWAYS' })).rejects.toThrow(/exited with code 1/);
    // the pool keeps working after both
    expect((await r.render(input(3))).title).toBe('Page 3');
  });

  it('keeps the entries of a batch in a few pack files, not one file per page', async () => {
    const r = renderer();
    await Promise.all(inputs(60).map(r.render));
    await r.close();
    const packs = (await files()).filter((name) => name.endsWith('.pack'));
    // one pack per thread that rendered: creating a file costs more than writing one
    expect(packs.length).toBeGreaterThan(0);
    expect(packs.length).toBeLessThanOrEqual(2);
    expect(await files()).toEqual(packs);
  });

  it('writes a page rendered in watch mode to disk within a second, without waiting for close', async () => {
    const r = renderer({ threads: 1 });
    await r.render(input(1));
    await new Promise((done) => setTimeout(done, 600));
    expect((await files()).filter((name) => name.endsWith('.pack'))).toHaveLength(1);
    const next = renderer({ threads: 1 });
    await next.render(input(1));
    expect(next.stats().cacheHits).toBe(1);
  });

  it('treats a damaged pack as misses and keeps the good entries of the others', async () => {
    const first = renderer({ threads: 1 });
    await Promise.all(inputs(4).map(first.render));
    await first.close();
    const [pack] = await files();
    const text = await readFile(join(cacheDir, pack!), 'utf8');
    const lines = text.split('\n').filter(Boolean);
    // line 1 cut short (a torn copy), line 2 intact, line 3 not JSON at all, line 4 cut in its HTML part
    await writeFile(
      join(cacheDir, pack!),
      `${lines[0]!.slice(0, 80)}\n${lines[1]}\n${lines[2]!.slice(0, 65)}{oops\n${lines[3]!.slice(0, lines[3]!.length - 5)}\n`,
    );
    const second = renderer({ threads: 1 });
    const outputs = await Promise.all(inputs(4).map(second.render));
    expect(second.stats()).toMatchObject({ cacheHits: 1, renderedInProcess: 3 });
    expect(outputs.map((o) => [o.title, o.html])).toEqual(
      [0, 1, 2, 3].map((i) => [`Page ${i}`, expect.stringContaining(`chars of content/docs/page-${i}.md`)]),
    );
  });

  it('drops the packs of another renderer version whole: they are neither read nor kept', async () => {
    const first = renderer({ threads: 1 });
    await Promise.all(inputs(4).map(first.render));
    await first.close();
    const before = await files();
    const upgraded = renderer({ threads: 1, version: 'test-2' });
    await Promise.all(inputs(4).map(upgraded.render));
    await upgraded.close();
    expect(upgraded.stats()).toMatchObject({ cacheHits: 0, renderedInProcess: 4 });
    expect(await upgraded.prune()).toBe(4);
    const after = await files();
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);
  });

  it('renders and closes normally when the cache folder cannot be made', async () => {
    await writeFile(join(cacheDir, 'blocker'), 'a file where the cache folder should go');
    const r = renderer({ threads: 1, cacheDir: join(cacheDir, 'blocker', 'cache') });
    expect((await r.render(input(1))).title).toBe('Page 1');
    await r.close();
    expect(await r.prune()).toBe(0);
  });

  it('removes the one-file-per-entry cache of older versions and leftover temp files when pruning', async () => {
    await mkdir(join(cacheDir, 'ab'));
    await writeFile(join(cacheDir, 'ab', `${'c'.repeat(62)}.json`), '{}');
    await writeFile(join(cacheDir, `.${'d'.repeat(8)}.pack.123.0.tmp`), 'torn');
    const r = renderer({ threads: 1 });
    await r.render(input(1));
    await r.close();
    expect(await r.prune()).toBe(1);
    expect((await files()).every((name) => name.endsWith('.pack'))).toBe(true);
    expect(await readdir(cacheDir)).not.toContain('ab');
  });
});
