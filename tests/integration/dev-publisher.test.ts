import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../src/compiler/write/logger.ts';
import { createDevPublisher, DEV_KEEP, PRUNE_EVERY } from '../../src/gate/publish/dev-publisher.ts';
import { embeddedTarget } from '../../src/gate/publish/target.ts';
import { startLocalGate, type LocalGate } from './support/local-gate.ts';
import { rootManifest, tempDir, writeSite } from './support/site-dir.ts';

describe("docgate dev's publisher", () => {
  let local: LocalGate;
  let dir: string;
  beforeEach(async () => {
    local = await startLocalGate();
    dir = await tempDir('docgate-dev-publisher-');
  });
  afterEach(async () => {
    await local?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('publishes each save as a patch, announces it, and keeps the database from growing with every save', async () => {
    const target = embeddedTarget(local.gate, { closeGate: false });
    const site = await writeSite(join(dir, 'site'), 'b0');
    const announced: [string, string | undefined][] = [];
    const publisher = createDevPublisher({
      siteDir: site,
      target,
      announce: (buildId, from) => announced.push([buildId, from]),
      logger: createMemoryLogger(),
      rolledBack: { to: null },
    });
    const publish = async (written?: Parameters<typeof publisher.publish>[0]) => {
      await publisher.publish(written);
      await publisher.idle();
    };
    const builds = async () => (await target.rpc<{ builds: { id: string }[] }>('docs_publish_status')).builds.map((b) => b.id);
    await publish();
    // each save: a new page body and manifest, as the watcher writes them; the last is the 40th publish
    const saves = PRUNE_EVERY * 2 - 1;
    for (let save = 1; save <= saves; save++) {
      await writeFile(join(site, 'pages/intro.json'), JSON.stringify({ title: 'Intro', html: `<p>save ${save}</p>` }));
      await writeFile(join(site, 'manifest.json'), rootManifest(`b${save}`));
      await publish({ buildId: `b${save}`, written: ['manifest.json', 'pages/intro.json'], removed: [] });
      if (save === PRUNE_EVERY - 2) expect(await builds()).toHaveLength(PRUNE_EVERY - 1);
    }
    expect(announced.at(-1)).toEqual([`b${saves}`, `b${saves - 1}`]);
    // the live build, the last DEV_KEEP before it, and the whole build they patch
    const kept = await builds();
    expect(kept).toHaveLength(DEV_KEEP + 2);
    expect(kept[0]).toBe(`b${saves}`);
    expect(kept.at(-1)).toBe('b0');
    // the bodies only pruned builds used are gone: one page body per kept build, and the rest of the site
    const [{ count }] = await local.gate.db.query<{ count: number }>('select count(*)::int as count from docs_private.files');
    expect(count).toBeLessThan(3 * (DEV_KEEP + 1) + 10);
  });
});
