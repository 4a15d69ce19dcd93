import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureViewerBuilt } from '../e2e/support/dev-server.ts';
import { cleanEnv, REPO, runCli, startProcess, type LongRunning } from './support/cli.ts';
import { freePort } from './support/postgres.ts';
import { tempDir } from './support/site-dir.ts';
import { fetchManifest } from './support/built-manifest.ts';
import { supabaseFor } from './support/supabase.ts';

const exec = promisify(execFile);
const npm = (args: string[], cwd: string) => exec('npm', [...args, '--no-audit', '--no-fund'], { cwd, maxBuffer: 16 << 20 });

// A team's repository: `npm install -D` of the packed tarball, then only `npx docgate ...`
describe('the npm package, installed into an empty folder', () => {
  let packs: string;
  let project: string;
  let bin: string;
  let server: LongRunning | undefined;
  const reader = { email: 'ana@example.com', password: 'ana reads the docs' };

  beforeAll(async () => {
    // the tarball holds dist/cli (built for this run by tests/build-cli.setup.ts) and dist/viewer
    await ensureViewerBuilt();
    packs = await tempDir('docgate-pack-');
    await npm(['pack', '--ignore-scripts', '--pack-destination', packs], REPO);
    const [tarball] = await readdir(packs);
    project = await tempDir('docgate-project-');
    await writeFile(join(project, 'package.json'), '{ "name": "team-docs", "private": true }\n');
    await npm(['install', '--save-dev', '--prefer-offline', join(packs, tarball!)], project);
    bin = join(project, 'node_modules', '.bin', 'docgate');
  }, 600_000);
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  afterAll(async () => {
    await Promise.all([packs, project].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const docgate = (args: string[], extra: { input?: string; env?: NodeJS.ProcessEnv } = {}) =>
    runCli(args, { cwd: project, bin, env: extra.env ?? cleanEnv(), input: extra.input });

  it('prints its version', async () => {
    const { version } = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect((await docgate(['--version'])).stdout.trim()).toBe(version);
  });

  it('scaffolds a starter site that builds without errors, and keeps the project .gitignore', async () => {
    await writeFile(join(project, '.gitignore'), 'node_modules/\n');
    const init = await docgate(['init']);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('content/site.config.json');
    expect(await readFile(join(project, '.gitignore'), 'utf8')).toMatch(/^node_modules\/\n[\s\S]*\.docgate\/\ndist\/\n\.env\n$/);
    expect(await readFile(join(project, '.env.example'), 'utf8')).toContain('DOCGATE_PORT');
    const again = await docgate(['init']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('content/ already holds files');

    const build = await docgate(['build']);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/built \d+ routes/);
  });

  it('publishes, adds a reader and serves the page through the gate to that reader only', async () => {
    expect((await docgate(['publish'])).code).toBe(0);
    const added = await docgate(['users', 'add', reader.email, '--password-stdin'], { input: `${reader.password}\n` });
    expect(added.code).toBe(0);
    expect((await docgate(['users', 'list'])).stdout).toContain(reader.email);

    const port = await freePort();
    server = startProcess(process.execPath, [bin, 'serve'], { cwd: project, env: cleanEnv({ DOCGATE_PORT: String(port) }) });
    // the database has a reader already, so no demo sign-in is made or printed
    const url = /running at (http:\/\/\S+)/.exec(await server.waitFor(/running at http:\/\/\S+/))![1]!;
    expect(await pageText(url, reader)).toContain('Every page here is served only to signed-in readers.');
    await server.stop();
    server = undefined;
  }, 240_000);

  it('runs dev with the prebuilt viewer and serves the page through the gate', async () => {
    const port = await freePort();
    server = startProcess(process.execPath, [bin, 'dev'], { cwd: project, env: cleanEnv({ DOCGATE_PORT: String(port) }) });
    const url = /running at (http:\/\/\S+)/.exec(await server.waitFor(/running at http:\/\/\S+/))![1]!;
    const shell = await (await fetch(`${url}/docs/intro`)).text();
    expect(shell).toContain('<div id="__docusaurus">');
    // the public shell holds no content
    expect(shell).not.toContain('signed-in readers');
    expect(await pageText(url, reader)).toContain('Every page here is served only to signed-in readers.');
  }, 240_000);
});

/** Signs in and reads /docs/intro's page data through docs_file, as the viewer does. */
async function pageText(url: string, reader: { email: string; password: string }): Promise<string> {
  const config = (await (await fetch(`${url}/docgate-config.json`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const client = supabaseFor(config.supabaseUrl, config.supabaseAnonKey);
  const session = await client.rpc('docs_sign_in', reader);
  expect(session.error).toBeNull();
  const token = (session.data as { token: string }).token;
  const root = await client.rpc('docs_file', { token, path: 'manifest.json' });
  expect(root.error).toBeNull();
  const manifest = await fetchManifest(async (path) => (await client.rpc('docs_file', { token, path })).data);
  const route = manifest.routes.find((r) => r.path === '/docs/intro');
  const page = await client.rpc('docs_file', { token, path: route!.file });
  return JSON.stringify(page.data);
}
