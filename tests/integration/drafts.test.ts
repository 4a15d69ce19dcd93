import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/compiler/build.ts';
import { createMemoryLogger } from '../../src/compiler/write/logger.ts';
import { openEmbeddedGate } from '../../src/gate/database/embedded.ts';
import { liveDraftPaths } from '../../src/gate/publish/drafts.ts';
import { publishSite } from '../../src/gate/publish/publish.ts';
import { embeddedTarget } from '../../src/gate/publish/target.ts';
import { cleanEnv, REPO, runCli, startProcess } from './support/cli.ts';
import { freePort } from './support/postgres.ts';
import { readBuiltManifest } from './support/built-manifest.ts';
import { tempDir } from './support/site-dir.ts';

// tests/fixtures/site has one draft doc, /docs/draft-note: `docgate dev` shows it marked Draft (the
// viewer test), nothing else may ever publish it.

describe('a draft page', () => {
  let project: string;
  const live = async () => {
    const gate = await openEmbeddedGate({ stateDir: join(project, '.docgate') });
    try {
      const build = await gate.db.query<{ id: string }>('select build_id as id from docs_private.live_build');
      return { buildId: build[0]?.id ?? null, drafts: await liveDraftPaths(gate.db) };
    } finally {
      await gate.close();
    }
  };
  beforeAll(async () => {
    project = await tempDir('docgate-drafts-');
    await cp(join(REPO, 'tests', 'fixtures', 'sites', 'full', 'content'), join(project, 'content'), { recursive: true });
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('makes `docgate publish` refuse a dist/site built with drafts (as dev and watch build), publishing nothing', async () => {
    const built = await buildSite({
      root: project,
      contentDir: 'content',
      outDir: 'dist/site',
      includeDrafts: true,
      logger: createMemoryLogger(),
    });
    expect(built.routes).toContain('/docs/draft-note');
    const result = await runCli(['publish'], { cwd: project });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /holds draft pages \(\/docs\/draft-note, \/fr\/docs\/draft-note\): it was built by `docgate dev` or `docgate watch`.*Run `docgate build`/,
    );
    expect(await live()).toEqual({ buildId: null, drafts: [] });
  });

  it('is left out by `docgate build`, so `docgate publish` makes a live build without it', async () => {
    expect((await runCli(['build'], { cwd: project })).code).toBe(0);
    const manifest = JSON.stringify(await readBuiltManifest(join(project, 'dist', 'site')));
    expect(manifest).not.toContain('draft-note');
    const result = await runCli(['publish'], { cwd: project });
    expect(result.code).toBe(0);
    expect(await live()).toMatchObject({ buildId: JSON.parse(manifest).buildId, drafts: [] });
  });

  it("is published only by docgate dev's own publisher, and `docgate serve` then warns that the live build holds drafts", async () => {
    await buildSite({ root: project, contentDir: 'content', outDir: 'dist/site', includeDrafts: true, logger: createMemoryLogger() });
    const gate = await openEmbeddedGate({ stateDir: join(project, '.docgate') });
    try {
      await publishSite({
        siteDir: join(project, 'dist', 'site'),
        target: embeddedTarget(gate, { closeGate: false }),
        includeDrafts: true,
      });
      // the draft has no French translation: it is built under /fr from the English text, as every page is
      expect(await liveDraftPaths(gate.db)).toEqual(['/docs/draft-note', '/fr/docs/draft-note']);
    } finally {
      await gate.close();
    }
    const port = await freePort();
    const serve = startProcess(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'serve'], {
      cwd: project,
      env: cleanEnv({ DOCGATE_PORT: String(port) }),
    });
    try {
      const banner = await serve.waitFor(/Stop: Ctrl-C/);
      expect(banner).toContain('The live build was published by `docgate dev` and holds 2 draft pages, marked Draft.');
      expect(banner).toContain('To serve without drafts: `npx docgate build` then `npx docgate publish`.');
    } finally {
      await serve.stop();
    }
  });
});
