import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_PATH } from '../../src/contracts/gate-contract.ts';
import { cleanEnv, parseBanner, REPO, runCli, startProcess, type LongRunning } from './support/cli.ts';
import { copyDocusaurusFixture } from './support/docusaurus.ts';
import { freePort } from './support/postgres.ts';
import { fetchManifest } from './support/built-manifest.ts';
import { supabaseFor } from './support/supabase.ts';

describe('docgate publish and dev in a Docusaurus site', () => {
  const sites: string[] = [];
  let dev: LongRunning | null = null;
  afterAll(async () => {
    await dev?.stop();
    await Promise.all(sites.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('publishes the build to the embedded database of the site folder', async () => {
    const dir = await copyDocusaurusFixture('config');
    sites.push(dir);
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    const run = await runCli(['publish'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Published build \S+ to /);
  });

  it('serves the gated site and rebuilds it when a doc is saved', { timeout: 300_000 }, async () => {
    const dir = await copyDocusaurusFixture('config');
    sites.push(dir);
    const port = await freePort();
    dev = startProcess(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'dev'], {
      cwd: dir,
      env: cleanEnv({ DOCGATE_PORT: String(port) }),
    });
    const banner = parseBanner(await dev.waitFor(/Password\s+\S+/, 240_000));
    const origin = `http://127.0.0.1:${port}`;
    const config = await (await fetch(`${origin}${RUNTIME_CONFIG_PATH}`)).json();
    const client = supabaseFor(origin, config.supabaseAnonKey);
    const { data: session } = await client.rpc('docs_sign_in', { email: banner.email, password: banner.password });
    const page = async () => {
      const manifest = await fetchManifest(async (path) => (await client.rpc('docs_file', { token: session.token, path })).data);
      const route = manifest.routes.find((r) => r.path === '/guide/guides/setup')!;
      return (await client.rpc('docs_file', { token: session.token, path: route.file })).data as { html: string };
    };
    expect((await page()).html).toContain('Install it.');

    const setup = join(dir, 'docs/guides/setup.md');
    await writeFile(setup, (await readFile(setup, 'utf8')).replace('Install it.', 'Install it twice.'));
    await dev.waitFor(/rebuilt docs\/guides\/setup\.md/, 60_000);
    await expect.poll(async () => (await page()).html, { timeout: 30_000 }).toContain('Install it twice.');
  });
});
