import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/compiler/build.ts';
import { createMemoryLogger } from '../../../src/compiler/write/logger.ts';

const fixture = fileURLToPath(new URL('../../fixtures/cli/content', import.meta.url));
let root: string;

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const build = () =>
  buildSite({
    root,
    contentDir: 'content',
    outDir: 'dist/site',
    includeDrafts: false,
    json: true,
    logger: createMemoryLogger(),
    threads: 1,
  });

describe('the render cache across site config edits', () => {
  it('re-renders no page after an edit to site.config.json, and the edit still reaches the output', async () => {
    root = await mkdtemp(join(tmpdir(), 'docgate-config-edit-'));
    await cp(fixture, join(root, 'content'), { recursive: true, preserveTimestamps: true });
    const first = await build();
    expect(first.ok).toBe(true);
    expect(first.render.renderedInProcess + first.render.renderedInWorkers).toBeGreaterThan(0);

    const configFile = join(root, 'content/site.config.json');
    const config = JSON.parse(await readFile(configFile, 'utf8')) as { title: string };
    config.title = 'Renamed Docs';
    await writeFile(configFile, JSON.stringify(config, null, 2));
    const second = await build();

    expect(second.ok).toBe(true);
    expect(second.render).toMatchObject({ renderedInProcess: 0, renderedInWorkers: 0 });
    expect(second.render.cacheHits).toBe(first.render.requests);
    expect(await readFile(join(root, 'dist/site/manifest.json'), 'utf8')).toContain('Renamed Docs');
  });
});
