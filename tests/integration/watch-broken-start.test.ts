import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createMemoryLogger } from '../../src/compiler/write/logger.ts';
import { startWatch, type Watcher } from '../../src/compiler/watch/index.ts';
import { copyFixture, waitFor } from './cli-helpers.ts';

let root: string;
let watcher: Watcher | null = null;
afterEach(async () => {
  await watcher?.close();
  await rm(root, { recursive: true, force: true });
});

it('starts on broken content without writing anything, keeps watching, and builds once the file is fixed', async () => {
  root = await copyFixture();
  const setup = join(root, 'content/docs/guide/setup.md');
  const good = await readFile(setup, 'utf8');
  await writeFile(setup, good.replace('title: Setup', 'title: [Setup'));

  const logger = createMemoryLogger();
  const builds: string[] = [];
  watcher = startWatch({ root, contentDir: 'content', outDir: 'dist/site', logger, onBuild: (e) => void builds.push(e.buildId) });
  await watcher.ready;
  const errors = logger.lines.filter((l) => l.level === 'error').map((l) => l.message);
  expect(errors).toContainEqual(expect.stringMatching(/^content\/docs\/guide\/setup\.md:\d+:\d+ error /));
  expect(errors.at(-1)).toMatch(/nothing written yet, watching content for the fix$/);
  await expect(stat(join(root, 'dist'))).rejects.toThrow();

  await writeFile(setup, good);
  await waitFor(() => builds.length === 1, 'the first good build');
  const manifest = JSON.parse(await readFile(join(root, 'dist/site/manifest.json'), 'utf8'));
  expect(manifest.buildId).toBe(builds[0]);
});
