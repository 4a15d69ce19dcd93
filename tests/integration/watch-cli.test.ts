import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bin, copyFixture, save, waitFor } from './cli-helpers.ts';

let child: ChildProcess | null = null;
let root: string | null = null;
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (root) await rm(root, { recursive: true, force: true });
});

describe('docgate watch (the command)', () => {
  it('builds, rebuilds on a save with one line, survives a broken file, and stops cleanly on SIGTERM', async () => {
    root = await copyFixture();
    const output = { stdout: '', stderr: '' };
    child = spawn(process.execPath, [bin, 'watch'], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    child.stdout!.on('data', (d) => (output.stdout += d));
    child.stderr!.on('data', (d) => (output.stderr += d));

    await waitFor(() => /watching content for changes/.test(output.stdout), 'the first build');
    const manifest = await readFile(join(root, 'dist/site/manifest.json'), 'utf8');

    const intro = join(root, 'content/docs/intro.md');
    const good = await readFile(intro, 'utf8');
    await save(intro, good.replace('---\nsidebar_position: 1', '---\nsidebar_position: [1'));
    await waitFor(() => /^content\/docs\/intro\.md:\d+:\d+ error /m.test(output.stderr), 'the frontmatter error');
    expect(await readFile(join(root, 'dist/site/manifest.json'), 'utf8')).toBe(manifest);

    await save(intro, good.replace('Welcome to the fixture docs.', 'Welcome back.'));
    await waitFor(() => /^rebuilt docs\/intro\.md in \d+ ms$/m.test(output.stdout), 'the rebuilt line').catch((error: Error) => {
      throw new Error(`${error.message}\n${output.stdout}\n${output.stderr}`);
    });
    expect(await readFile(join(root, 'dist/site/manifest.json'), 'utf8')).not.toBe(manifest);
    expect(child.exitCode).toBeNull();

    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('exits 2 on an unknown flag', async () => {
    root = await copyFixture();
    child = spawn(process.execPath, [bin, 'watch', '--bogus'], { cwd: root });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((done) => child!.once('exit', (c) => done(c)));
    expect(code).toBe(2);
    expect(stderr).toMatch(/unknown option '--bogus'/);
  });
});
