import { cp, rm, stat, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_PATH } from '../../src/contracts/gate-contract.ts';
import { cleanEnv, parseBanner, REPO, startProcess, type LongRunning } from './support/cli.ts';
import { freePort } from './support/postgres.ts';
import { tempDir } from './support/site-dir.ts';
import { fetchManifest } from './support/built-manifest.ts';
import { supabaseFor } from './support/supabase.ts';

// what a fresh clone has: no build output, no local state; node_modules is linked to save the install
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', '.docgate', '.env', 'test-results']);

async function lockReleased(file: string): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    if (
      !(await stat(file).then(
        () => true,
        () => false,
      ))
    )
      return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('npm start on a fresh clone', () => {
  let clone: string;
  let port: number;
  let app: LongRunning | null = null;
  beforeAll(async () => {
    clone = await tempDir('docgate-clone-');
    await cp(REPO, clone, {
      recursive: true,
      filter: (source) => {
        const top = relative(REPO, source).split('/')[0];
        return !LEFT_OUT.has(top) && !source.endsWith('.log');
      },
    });
    await symlink(join(REPO, 'node_modules'), join(clone, 'node_modules'), 'dir');
    port = await freePort();
  });
  afterAll(async () => {
    await app?.stop();
    await rm(clone, { recursive: true, force: true });
  });

  it('builds, serves the gated site on DOCGATE_PORT and the printed sign-in opens the manifest', { timeout: 400_000 }, async () => {
    app = startProcess('npm', ['start'], { cwd: clone, env: cleanEnv({ DOCGATE_PORT: String(port) }), group: true });
    const banner = parseBanner(await app.waitFor(/Password\s+\S+/, 360_000));
    expect(banner.url).toBe(`http://localhost:${port}`);
    expect(banner.email).toBe('demo@example.com');

    const origin = `http://127.0.0.1:${port}`;
    const page = await fetch(`${origin}/docs/intro`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="__docusaurus">');

    const config = await (await fetch(`${origin}${RUNTIME_CONFIG_PATH}`)).json();
    const client = supabaseFor(origin, config.supabaseAnonKey);
    const { data: session, error } = await client.rpc('docs_sign_in', { email: banner.email, password: banner.password });
    expect(error).toBeNull();
    const root = await client.rpc('docs_file', { token: session.token, path: 'manifest.json' });
    expect(root.error).toBeNull();
    const manifest = await fetchManifest(async (path) => (await client.rpc('docs_file', { token: session.token, path })).data);
    expect(manifest.routes.map((r) => r.path)).toContain('/docs/intro');

    // the demo password is printed on the terminal and kept only in the git-ignored state folder
    expect(app.output().stderr).not.toContain(banner.password);
    await stat(join(clone, '.docgate', 'demo-reader.json'));
    // Ctrl-C: npm passes the signal on; docgate closes the database and lets go of its lock
    await app.stop();
    expect(await lockReleased(join(clone, '.docgate', 'db.lock'))).toBe(true);
  });
});
