import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_RELOAD_PATH } from '../../src/contracts/gate-contract.ts';
import { cleanEnv, parseBanner, REPO, runCli, startProcess, type LongRunning } from './support/cli.ts';
import { freePort } from './support/postgres.ts';
import { tempDir, writeSite } from './support/site-dir.ts';
import { supabaseFor } from './support/supabase.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out;
}

describe('docgate serve with publish and users beside it', () => {
  let project: string;
  let port: number;
  let serve: LongRunning | null = null;
  let env: NodeJS.ProcessEnv;
  const start = async () => {
    serve = startProcess(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'serve'], { cwd: project, env });
    return parseBanner(await serve.waitFor(/Password\s+\S+/));
  };

  beforeAll(async () => {
    project = await tempDir('docgate-serve-');
    await mkdir(join(project, 'dist', 'viewer'), { recursive: true });
    await writeFile(join(project, 'dist', 'viewer', 'index.html'), '<!doctype html><div id="root"></div>');
    await writeSite(join(project, 'dist', 'site'), 'build-a', 'served');
    port = await freePort();
    env = cleanEnv({ DOCGATE_PORT: String(port) });
  });
  afterAll(async () => {
    await serve?.stop();
    await rm(project, { recursive: true, force: true });
  });

  it('prints the URL and a generated demo sign-in that works', async () => {
    const banner = await start();
    expect(banner.url).toBe(`http://localhost:${port}`);
    expect(banner.email).toBe('demo@example.com');
    expect(banner.password.length).toBeGreaterThanOrEqual(16);
    expect(serve!.output().stdout).toContain('Nothing is published yet');
    const config = await (await fetch(`http://127.0.0.1:${port}/docgate-config.json`)).json();
    const client = supabaseFor(`http://127.0.0.1:${port}`, config.supabaseAnonKey);
    const { data, error } = await client.rpc('docs_sign_in', { email: banner.email, password: banner.password });
    expect(error).toBeNull();
    expect(data.email).toBe('demo@example.com');
  });

  it('publishes through the running server and tells live-reload listeners', async () => {
    const controller = new AbortController();
    const events = await fetch(`http://127.0.0.1:${port}${LIVE_RELOAD_PATH}`, { signal: controller.signal });
    const reader = events.body!.getReader();
    let received = '';
    const announced = (async () => {
      while (!received.includes('event: build')) received += new TextDecoder().decode((await reader.read()).value);
    })();
    const result = await runCli(['publish'], { cwd: project, env });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`Published build build-a to the local server at http://127.0.0.1:${port}`);
    await announced;
    controller.abort();
    expect(received).toContain('data: {"buildId":"build-a"}');
  });

  it('manages readers through the running server, with the password from stdin', async () => {
    const added = await runCli(['users', 'add', 'ana@example.com', '--password-stdin'], {
      cwd: project,
      env,
      input: 'ana secret password\n',
    });
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added ana@example.com on the local server');
    const list = await runCli(['users', 'list'], { cwd: project, env });
    expect(list.stdout).toMatch(/ana@example\.com\s+active/);
    expect(list.stdout).toMatch(/demo@example\.com\s+active/);
  });

  it('keeps readers, sessions and the demo sign-in across a restart, and shuts down cleanly', async () => {
    const first = parseBanner(serve!.output().stdout);
    const client = supabaseFor(
      `http://127.0.0.1:${port}`,
      JSON.parse(await readFile(join(project, '.docgate', 'keys.json'), 'utf8')).anonKey,
    );
    const { data: session } = await client.rpc('docs_sign_in', { email: 'ana@example.com', password: 'ana secret password' });
    expect(await serve!.stop()).toBe(0);
    await expect(stat(join(project, '.docgate', 'db.lock'))).rejects.toThrow();

    const second = await start();
    expect(second.password).toBe(first.password);
    expect(serve!.output().stdout).not.toContain('Nothing is published yet');
    const manifest = await client.rpc('docs_file', { token: session.token, path: 'manifest.json' });
    expect(manifest.data).toMatchObject({ buildId: 'build-a' });
  });

  it('refuses a second server on the same database with a clear message', async () => {
    const other = await runCli(['serve', '--port', String(await freePort())], { cwd: project, env });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('docgate is already running at');
  });

  it('keeps passwords out of the database files and out of stderr', async () => {
    const stderr = serve!.output().stderr;
    const demo = parseBanner(serve!.output().stdout).password;
    expect(stderr).not.toContain(demo);
    for (const file of await filesUnder(join(project, '.docgate', 'db'))) {
      const bytes = await readFile(file);
      expect(bytes.includes('ana secret password')).toBe(false);
      expect(bytes.includes(demo)).toBe(false);
    }
  });

  it('prints only a demo sign-in that works, and commands that run in a clone', async () => {
    await serve!.stop();
    // readers exist, so no demo reader is made: a configured sign-in nobody has must not be printed
    serve = startProcess(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'serve'], {
      cwd: project,
      env: { ...env, DOCGATE_DEMO_EMAIL: 'ghost@example.com', DOCGATE_DEMO_PASSWORD: 'nobody has this one' },
    });
    const stdout = await serve.waitFor(/Stop: Ctrl-C/);
    expect(stdout).not.toContain('ghost@example.com');
    expect(stdout).not.toContain('nobody has this one');
    expect(stdout).toContain('Sign in with a reader you added (`npx docgate users list`)');
    expect(stdout).toContain('Readers: npx docgate users add');
  });
});
