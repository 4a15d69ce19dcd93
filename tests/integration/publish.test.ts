import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishPatch } from '../../src/gate/publish/publish-patch.ts';
import { publishSite, PublishError } from '../../src/gate/publish/publish.ts';
import { embeddedTarget, supabaseTarget, type GateTarget } from '../../src/gate/publish/target.ts';
import { READER } from './support/gate-calls.ts';
import { runCli } from './support/cli.ts';
import { startLocalGate, type LocalGate } from './support/local-gate.ts';
import { PNG_BYTES, rootManifest, tempDir, writeSite } from './support/site-dir.ts';
import { supabaseFor } from './support/supabase.ts';

describe('docgate publish', () => {
  // each case has a gate and a folder of its own, so none depends on what another published
  let local: LocalGate;
  let reader: SupabaseClient;
  let token: string;
  let dir: string;
  beforeEach(async () => {
    local = await startLocalGate();
    dir = await tempDir('docgate-publish-');
    await local.gate.rpc.call('service_role', 'docs_admin_add_reader', READER);
    reader = supabaseFor(local.url, local.gate.keys.anonKey);
    token = (await reader.rpc('docs_sign_in', READER)).data.token;
  });
  afterEach(async () => {
    await local?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const embedded = (): GateTarget => embeddedTarget(local.gate, { closeGate: false });
  const file = async (path: string) => (await reader.rpc('docs_file', { token, path })).data;
  /** Writes a built site under the case's folder and publishes it: the state a case starts from. */
  const published = async (name: string, buildId: string, pageText?: string) =>
    publishSite({ siteDir: await writeSite(join(dir, name), buildId, pageText), target: embedded() });

  it('publishes every file of dist/site and makes the build live', async () => {
    const site = await writeSite(join(dir, 'one'), 'build-1');
    const result = await publishSite({ siteDir: site, target: embedded() });
    expect(result).toMatchObject({ buildId: 'build-1', previousBuildId: null, files: 7, uploaded: 7 });
    expect(await file('manifest.json')).toMatchObject({ buildId: 'build-1' });
    expect((await file('pages/intro.json')).html).toContain('hello');
  });

  it('stores assets as base64 and feeds as utf8, byte for byte', async () => {
    await published('one', 'build-1');
    const png = await file('assets/logo.1a2b.png');
    expect(png).toEqual({ contentType: 'image/png', encoding: 'base64', data: PNG_BYTES.toString('base64') });
    const rss = await file('blog/rss.xml');
    expect(rss).toMatchObject({ contentType: 'application/xml; charset=utf-8', encoding: 'utf8' });
    expect(rss.data).toContain('<title>Blog é</title>');
  });

  it("publishes what jsonb cannot hold as text: a PNG named .svg (awesome-azd's) as base64, a NUL or half an emoji in a page as U+FFFD", async () => {
    const site = await writeSite(join(dir, 'one'), 'build-1');
    await writeFile(join(site, 'assets/chat.2b3c.svg'), PNG_BYTES);
    // as JSON.stringify writes a frontmatter string holding a NUL and a cut emoji
    await writeFile(join(site, 'pages/odd.json'), JSON.stringify({ title: 'a\u0000b', html: `<p>${'\ud83d'}x\ud83d\ude00</p>` }));
    await publishSite({ siteDir: site, target: embedded() });
    expect(await file('assets/chat.2b3c.svg')).toEqual({
      contentType: 'image/svg+xml',
      encoding: 'base64',
      data: PNG_BYTES.toString('base64'),
    });
    expect(await file('pages/odd.json')).toEqual({ title: 'a\uFFFDb', html: '<p>\uFFFDx\ud83d\ude00</p>' });
    expect(await file('manifest.json')).toMatchObject({ buildId: 'build-1' });
  });

  it('uploads only the files the database lacks', async () => {
    await published('one', 'build-1');
    const same = await publishSite({ siteDir: join(dir, 'one'), target: embedded() });
    expect(same.uploaded).toBe(0);
    const site = await writeSite(join(dir, 'two'), 'build-2', 'changed');
    const changed = await publishSite({ siteDir: site, target: embedded() });
    // the manifest (new build id) and the edited page
    expect(changed).toMatchObject({ buildId: 'build-2', previousBuildId: 'build-1', uploaded: 2 });
    expect((await file('pages/intro.json')).html).toContain('changed');
  });

  it('leaves the previous build live when an upload fails midway, and resumes on the next run', async () => {
    await published('one', 'build-1');
    await published('two', 'build-2', 'changed');
    const site = await writeSite(join(dir, 'three'), 'build-3', 'third');
    await writeFile(join(site, 'pages/big.json'), JSON.stringify({ html: 'x'.repeat(5000) }));
    let puts = 0;
    const flaky: GateTarget = {
      ...embedded(),
      async rpc(fn, args) {
        if (fn === 'docs_publish_put_files' && ++puts === 2) throw new Error('network dropped');
        return embedded().rpc(fn, args);
      },
    };
    await expect(publishSite({ siteDir: site, target: flaky, batchBytes: 1000 })).rejects.toThrow('network dropped');
    expect(await file('manifest.json')).toMatchObject({ buildId: 'build-2' });
    const resumed = await publishSite({ siteDir: site, target: embedded(), batchBytes: 1000 });
    expect(resumed.uploaded).toBeLessThan(3);
    expect(await file('manifest.json')).toMatchObject({ buildId: 'build-3' });
  });

  it('publishes an edit as a patch: the changed files and a manifest delta, every other file carried over', async () => {
    const route = (path: string, file: string) => ({ path, kind: 'doc', file, title: path });
    // the routes' part as the build names it, by content
    const routePart = async (name: string, introFile: string) =>
      writeFile(join(site, 'manifest', name), JSON.stringify([route('/intro', introFile), route('/other', 'pages/other.json')]));
    const site = await writeSite(join(dir, 'one'), 'build-1');
    await routePart('r1.json', 'pages/intro.json');
    await writeFile(join(site, 'manifest.json'), rootManifest('build-1', ['manifest/r1.json']));
    await rm(join(site, 'manifest/routes.json'));
    const first = await publishSite({ siteDir: site, target: embedded() });
    // the edit: a page under a new (content-hashed) name, the old one gone, the feed removed, a new route
    // part and manifest
    await writeFile(join(site, 'pages/intro-2.json'), JSON.stringify({ title: 'Intro', html: '<p>edited</p>' }));
    await rm(join(site, 'pages/intro.json'));
    await rm(join(site, 'blog/rss.xml'));
    await routePart('r2.json', 'pages/intro-2.json');
    await rm(join(site, 'manifest/r1.json'));
    await writeFile(join(site, 'manifest.json'), rootManifest('build-2', ['manifest/r2.json']));
    const patched = await publishPatch({
      siteDir: site,
      target: embedded(),
      live: first.live,
      written: ['manifest.json', 'manifest/r2.json', 'pages/intro-2.json'],
      removed: ['blog/rss.xml', 'manifest/r1.json', 'pages/intro.json'],
    });
    expect(patched).toMatchObject({ buildId: 'build-2', previousBuildId: 'build-1', uploaded: 4 });
    expect((await file('pages/intro-2.json')).html).toContain('edited');
    expect(await file('pages/intro.json')).toBeNull();
    expect(await file('blog/rss.xml')).toBeNull();
    expect(await file('pages/other.json')).toMatchObject({ title: 'Other' });
    const delta = await file('manifest-delta.json');
    expect(delta).toMatchObject({ from: 'build-1', buildId: 'build-2', routes: { set: [{ path: '/intro', file: 'pages/intro-2.json' }] } });
    expect(delta.routes.set).toHaveLength(1);
    // with the changed route's new page, for the open page to show without a second fetch
    expect(Object.keys(delta.pages)).toEqual(['pages/intro-2.json']);
    expect(delta.pages['pages/intro-2.json'].html).toContain('edited');
    // the same files a whole publish of the folder records, plus the delta
    const status = await embedded().rpc<{ builds: { id: string; files: number }[] }>('docs_publish_status');
    expect(status.builds[0]).toMatchObject({ id: 'build-2', files: 6 + 1 });
    expect([...patched.live.hashes.keys()].sort()).toEqual([
      'assets/logo.1a2b.png',
      'manifest-delta.json',
      'manifest.json',
      'manifest/r2.json',
      'pages/intro-2.json',
      'pages/other.json',
      'search/s1.json',
    ]);
  });

  it('records each save as a patch of the whole build under it: patches of patches, an undone edit, rollback and prune', async () => {
    const site = await writeSite(join(dir, 'one'), 'build-1');
    let live = (await publishSite({ siteDir: site, target: embedded() })).live;
    /** An edit of the intro page: its file under a new name, the old one gone, a new manifest. */
    const edit = async (buildId: string, from: string, to: string, text: string) => {
      await writeFile(join(site, to), JSON.stringify({ title: 'Intro', html: `<p>${text}</p>` }));
      await rm(join(site, from));
      await writeFile(join(site, 'manifest.json'), rootManifest(buildId));
      live = (await publishPatch({ siteDir: site, target: embedded(), live, written: ['manifest.json', to], removed: [from] })).live;
    };
    const ownRows = async (buildId: string) =>
      (await local.gate.db.query(`select 1 from docs_private.build_files where build_id = $1`, [buildId])).length;
    const status = async () => (await embedded().rpc<{ builds: { id: string; files: number }[] }>('docs_publish_status')).builds;

    await edit('build-2', 'pages/intro.json', 'pages/intro-2.json', 'second');
    await edit('build-3', 'pages/intro-2.json', 'pages/intro-3.json', 'third');
    expect((await file('pages/intro-3.json')).html).toContain('third');
    expect(await file('pages/intro-2.json')).toBeNull();
    expect(await file('pages/intro.json')).toBeNull();
    expect(await file('pages/other.json')).toMatchObject({ title: 'Other' });
    expect(await file('assets/logo.1a2b.png')).toBeTruthy();
    // what differs from build-1 (the manifest, the delta, the new page and the old one's removal), not a row per file
    expect(await ownRows('build-3')).toBe(4);
    expect((await status()).map((b) => [b.id, b.files])).toEqual([
      ['build-3', 7 + 1],
      ['build-2', 7 + 1],
      ['build-1', 7],
    ]);

    // an edit undone: the content of build-1 again, which is build-1 as it was recorded
    await edit('build-1', 'pages/intro-3.json', 'pages/intro.json', 'hello');
    expect((await file('manifest.json')).buildId).toBe('build-1');
    expect((await file('pages/intro.json')).html).toContain('hello');
    expect(await ownRows('build-1')).toBe(7);

    // back to build-3 (a patch): pruning every other build keeps the whole build it patches
    await embedded().rpc('docs_publish_rollback');
    await embedded().rpc('docs_publish_prune', { keep: 0 });
    expect((await status()).map((b) => b.id)).toEqual(['build-3', 'build-1']);
    expect((await file('pages/intro-3.json')).html).toContain('third');
    expect(await file('pages/other.json')).toMatchObject({ title: 'Other' });
    expect(await file('pages/intro.json')).toBeNull();
  });

  it('records a patch whole once it would hold more than 500 rows of its own', async () => {
    const site = await writeSite(join(dir, 'one'), 'build-1');
    const first = await publishSite({ siteDir: site, target: embedded() });
    const page = first.live.hashes.get('pages/other.json')!;
    const changes: Record<string, string | null> = { 'manifest.json': first.live.hashes.get('manifest.json')!, 'pages/intro.json': null };
    for (let n = 0; n < 500; n++) changes[`pages/copy-${n}.json`] = page;
    await embedded().rpc('docs_publish_patch', { build_id: 'build-2', base_build_id: 'build-1', changes });
    expect(await file('pages/copy-499.json')).toMatchObject({ title: 'Other' });
    expect(await file('pages/intro.json')).toBeNull();
    // a whole build: the first one can go
    await embedded().rpc('docs_publish_prune', { keep: 0 });
    const status = await embedded().rpc<{ builds: { id: string; files: number }[] }>('docs_publish_status');
    expect(status.builds).toMatchObject([{ id: 'build-2', files: 7 - 1 + 500 }]);
    expect(await file('assets/logo.1a2b.png')).toBeTruthy();
  });

  it('refuses a patch of a build that is no longer live', async () => {
    const site = await writeSite(join(dir, 'one'), 'build-1');
    const first = await publishSite({ siteDir: site, target: embedded() });
    await published('two', 'build-2', 'changed');
    await writeFile(join(site, 'manifest.json'), rootManifest('build-3'));
    await expect(
      publishPatch({ siteDir: site, target: embedded(), live: first.live, written: ['manifest.json'], removed: [] }),
    ).rejects.toThrow(/live build is not build-1/);
    expect(await file('manifest.json')).toMatchObject({ buildId: 'build-2' });
  });

  it('keeps build files pointing at stored bodies and recorded builds, and a listed body undeletable', async () => {
    await published('one', 'build-1');
    const [{ hash }] = await local.gate.db.query<{ hash: string }>(
      `select hash from docs_private.build_files where build_id = 'build-1' and path = 'manifest.json'`,
    );
    await expect(
      local.gate.db.exec(`insert into docs_private.build_files values ('build-1', 'pages/x.json', '${'0'.repeat(64)}')`),
    ).rejects.toThrow(/file body that is not stored/);
    await expect(local.gate.db.exec(`insert into docs_private.build_files values ('nobuild', 'pages/x.json', '${hash}')`)).rejects.toThrow(
      /build that is not recorded/,
    );
    await expect(local.gate.db.exec(`delete from docs_private.files where hash = '${hash}'`)).rejects.toThrow(/cannot be deleted/);
    await published('two', 'build-2', 'changed');
    await local.gate.db.exec(`delete from docs_private.live_build; delete from docs_private.builds where id = 'build-1'`);
    const left = await local.gate.db.query(`select 1 from docs_private.build_files where build_id = 'build-1'`);
    expect(left).toEqual([]);
  });

  it('rolls back to the previous build and prunes old builds', async () => {
    await published('one', 'build-1');
    await published('two', 'build-2', 'changed');
    await published('three', 'build-3', 'third');
    const target = embedded();
    expect(await target.rpc('docs_publish_rollback')).toEqual({ build_id: 'build-2', previous_build_id: 'build-3' });
    expect(await file('manifest.json')).toMatchObject({ buildId: 'build-2' });
    await target.rpc('docs_publish_prune', { keep: 0 });
    const status = await target.rpc<{ builds: { id: string }[] }>('docs_publish_status');
    expect(status.builds.map((b) => b.id)).toEqual(['build-2']);
    expect((await file('pages/intro.json')).html).toContain('changed');
  });

  it('publishes through supabase-js with the service key, as CI does against a hosted project', async () => {
    const site = await writeSite(join(dir, 'four'), 'build-4', 'over https');
    // keys out of the order jsonb keeps (by length): a reader gets the file's own bytes back
    const ordered = '{"title":"Order","customFields":{"ordered":{"zeta":1,"alpha":2,"b":3}}}';
    await writeFile(join(site, 'pages/order.json'), ordered);
    const remote = supabaseTarget(local.url, local.gate.keys.serviceRoleKey);
    const result = await publishSite({ siteDir: site, target: remote, batchBytes: 200 });
    expect(result.buildId).toBe('build-4');
    expect((await file('pages/intro.json')).html).toContain('over https');
    const response = await fetch(`${local.url}/rest/v1/rpc/docs_file`, {
      method: 'POST',
      headers: { apikey: local.gate.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ token, path: 'pages/order.json' }),
    });
    expect(await response.text()).toBe(ordered);
  });

  it('refuses the anon key for publishing', async () => {
    await published('four', 'build-4', 'over https');
    const site = await writeSite(join(dir, 'five'), 'build-5');
    const anon = supabaseTarget(local.url, local.gate.keys.anonKey);
    await expect(publishSite({ siteDir: site, target: anon })).rejects.toMatchObject({ status: 401, code: '42501' });
    expect(await file('manifest.json')).toMatchObject({ buildId: 'build-4' });
  });

  it('says to run docgate build when dist/site has no manifest', async () => {
    await expect(publishSite({ siteDir: join(dir, 'missing'), target: embedded() })).rejects.toThrow(PublishError);
    await expect(publishSite({ siteDir: join(dir, 'missing'), target: embedded() })).rejects.toThrow('run `docgate build` first');
  });
});

describe('the docgate publish command on the embedded database', () => {
  let project: string;
  beforeAll(async () => {
    project = await tempDir('docgate-publish-cli-');
  });
  afterAll(() => rm(project, { recursive: true, force: true }));
  const publish = (args: string[] = []) => runCli(['publish', ...args], { cwd: project });

  it('publishes, rolls back and prunes, saying what it did', async () => {
    await writeSite(join(project, 'dist', 'site'), 'build-1');
    const first = await publish();
    expect(first.stdout.trim()).toBe('Published build build-1 to the embedded database (.docgate/db): 7 files, 7 uploaded (0.6 kB).');

    await writeSite(join(project, 'dist', 'site'), 'build-2', 'second');
    expect((await publish()).stdout).toContain('Published build build-2 to the embedded database (.docgate/db): 7 files, 2 uploaded');
    expect((await publish(['--rollback'])).stdout.trim()).toBe(
      'Rolled back on the embedded database (.docgate/db): build build-1 is live again (was build-2).',
    );
    const pruned = await publish(['--keep', '0', '--json']);
    const lines = pruned.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ buildId: 'build-2', previousBuildId: 'build-1', uploaded: 0 });
    expect(lines[1]).toEqual({ removed_builds: 1, removed_files: 2 });
  });

  it('fails with one line when there is nothing built', async () => {
    const empty = await tempDir('docgate-publish-empty-');
    const result = await runCli(['publish'], { cwd: empty });
    await rm(empty, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/dist\/site has no manifest\.json: run `docgate build` first\.$/);
  });
});
