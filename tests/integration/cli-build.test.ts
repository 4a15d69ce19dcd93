import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestSchema } from '../../src/contracts/manifest.ts';
import { readBuiltManifest } from './support/built-manifest.ts';
import { copyFixture, docgate, snapshotTree, treeDifferences } from './cli-helpers.ts';

const roots: string[] = [];
const project = async () => {
  const root = await copyFixture();
  roots.push(root);
  return root;
};
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

/** Breaks two files of a project: frontmatter that is not YAML, and a link to a page that does not exist. */
async function breakContent(root: string): Promise<void> {
  const setup = join(root, 'content/docs/guide/setup.md');
  await writeFile(setup, (await readFile(setup, 'utf8')).replace('title: Setup', 'title: [Setup'));
  const intro = join(root, 'content/docs/intro.md');
  await writeFile(intro, `${await readFile(intro, 'utf8')}\nSee [the missing page](/docs/does-not-exist).\n`);
}

describe('docgate build', () => {
  it('builds the content folder into dist/site and exits 0', async () => {
    const root = await project();
    const run = await docgate(root, ['build']);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/built \d+ routes into dist\/site in /);
    const { parts, ...joined } = await readBuiltManifest(join(root, 'dist/site'));
    const manifest = manifestSchema.parse(joined);
    const paths = manifest.routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/docs/intro', '/docs/guide/setup', '/docs/guide/usage']));
    for (const route of manifest.routes) await stat(join(root, 'dist/site', route.file));
  });

  it('gives byte-identical output for the same content, cold or cached, in any folder', async () => {
    const first = await project();
    const second = await project();
    expect((await docgate(first, ['build'])).code).toBe(0);
    expect((await docgate(second, ['build'])).code).toBe(0);
    const cold = await snapshotTree(join(first, 'dist/site'));
    expect(cold.size).toBeGreaterThan(5);
    expect(treeDifferences(cold, await snapshotTree(join(second, 'dist/site')))).toEqual([]);

    // a rebuild from the warm render cache, into an empty output folder
    await rm(join(first, 'dist'), { recursive: true });
    expect((await docgate(first, ['build'])).code).toBe(0);
    expect(treeDifferences(cold, await snapshotTree(join(first, 'dist/site')))).toEqual([]);
  });

  it('keeps its caches to what the content has now: an edited page leaves no stale entry behind', async () => {
    const root = await project();
    const searchParts = async () => readdir(join(root, '.docgate/search'));
    // render cache entries are lines `<key> <json>` of the pack files
    const renderKeys = async () => {
      const dir = join(root, '.docgate/cache');
      const packs = (await readdir(dir)).filter((name) => name.endsWith('.pack'));
      const texts = await Promise.all(packs.map((name) => readFile(join(dir, name), 'utf8')));
      return texts.flatMap((text) =>
        text
          .split('\n')
          .filter(Boolean)
          .map((line) => line.slice(0, line.indexOf(' '))),
      );
    };
    expect((await docgate(root, ['build'])).code).toBe(0);
    const [firstKeys, firstParts] = [await renderKeys(), await searchParts()];
    const intro = join(root, 'content/docs/intro.md');
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nOne more line.\n`);
    expect((await docgate(root, ['build'])).code).toBe(0);
    const [secondKeys, secondParts] = [await renderKeys(), await searchParts()];
    // one rendered page and one search part replaced, nothing added
    expect(secondKeys).toHaveLength(firstKeys.length);
    expect(new Set(secondKeys).size).toBe(secondKeys.length);
    expect(secondKeys.filter((key) => !firstKeys.includes(key))).toHaveLength(1);
    expect(secondParts).toHaveLength(firstParts.length);
    expect(secondParts.filter((file) => !firstParts.includes(file))).toHaveLength(1);
  });

  it('prints every content error as file:line:column, fails once with a count, exits 1 and writes nothing', async () => {
    const root = await project();
    await breakContent(root);
    const run = await docgate(root, ['build']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^content\/docs\/guide\/setup\.md:\d+:\d+ error /m);
    expect(run.stderr).toMatch(/^content\/docs\/intro\.md:\d+:\d+ error .*does-not-exist/m);
    expect(run.stderr).toMatch(/^2 errors(, \d+ warnings?)?: fix the errors above and run docgate build again$/m);
    await expect(stat(join(root, 'dist'))).rejects.toThrow();
  });

  it('keeps the previous output when a later build fails', async () => {
    const root = await project();
    expect((await docgate(root, ['build'])).code).toBe(0);
    const before = await snapshotTree(join(root, 'dist/site'));
    await breakContent(root);
    expect((await docgate(root, ['build'])).code).toBe(1);
    expect(treeDifferences(before, await snapshotTree(join(root, 'dist/site')))).toEqual([]);
  });

  it("has the site bundler's allocator hand back what it frees at once, unless the user set it otherwise", async () => {
    const root = await project();
    // mimalloc (rolldown's allocator, under Vite) lists its options as it loads when asked to
    const purgeDelay = (run: { stderr: string }) => /option 'purge_delay': (\d+)/.exec(run.stderr)?.[1];
    const run = await docgate(root, ['build'], { MIMALLOC_VERBOSE: '1' });
    expect(run.code).toBe(0);
    expect(purgeDelay(run)).toBe('0');
    const own = await docgate(root, ['build'], { MIMALLOC_VERBOSE: '1', MIMALLOC_PURGE_DELAY: '250' });
    expect(purgeDelay(own)).toBe('250');
  });

  it('prints a machine-readable summary on stdout with --json', async () => {
    const root = await project();
    const ok = await docgate(root, ['build', '--json']);
    expect(ok.code).toBe(0);
    const summary = JSON.parse(ok.stdout);
    expect(summary).toMatchObject({ ok: true, errors: 0, buildId: expect.any(String) });
    expect(summary.routes).toBeGreaterThanOrEqual(4);
    const manifest = JSON.parse(await readFile(join(root, 'dist/site/manifest.json'), 'utf8'));
    expect(summary.buildId).toBe(manifest.buildId);

    await breakContent(root);
    const failed = await docgate(root, ['build', '--json']);
    expect(failed.code).toBe(1);
    const report = JSON.parse(failed.stdout);
    expect(report).toMatchObject({ ok: false, buildId: null, errors: 2 });
    expect(report.diagnostics.map((d: { file: string }) => d.file)).toEqual(
      expect.arrayContaining(['content/docs/guide/setup.md', 'content/docs/intro.md']),
    );
  });

  it('reads --content and writes --out', async () => {
    const root = await project();
    await rename(join(root, 'content'), join(root, 'site-src'));
    const run = await docgate(root, ['build', '--content', 'site-src', '--out', 'public/data']);
    expect(run.code).toBe(0);
    await stat(join(root, 'public/data/manifest.json'));
  });

  it('exits 2 on an unknown flag and explains it', async () => {
    const root = await project();
    const run = await docgate(root, ['build', '--no-such-flag']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown option '--no-such-flag'/);
  });

  it('lists its options with --help and exits 0', async () => {
    const run = await docgate(await project(), ['build', '--help']);
    expect(run.code).toBe(0);
    for (const flag of ['--content <dir>', '--out <dir>', '--json']) expect(run.stdout).toContain(flag);
  });
});
