import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskFolder } from '../../../src/compiler/read/content-folder.ts';

// the content folder on disk, which the compiler reads through: these tests need a real folder and git

let root: string | null = null;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = null;
});

async function folder(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'docgate-source-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  }
  return root;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Ada Author',
      GIT_AUTHOR_EMAIL: 'ada@example.test',
      GIT_COMMITTER_NAME: 'Ada Author',
      GIT_COMMITTER_EMAIL: 'ada@example.test',
      GIT_AUTHOR_DATE: '2023-04-05T06:07:08Z',
      GIT_COMMITTER_DATE: '2023-04-05T06:07:08Z',
    },
    stdio: 'ignore',
  });

describe('the content folder on disk', () => {
  it('lists every file by its content-relative path, leaving node_modules out', async () => {
    const dir = await folder({ 'docs/intro.md': '# Intro\n', 'static/img/a.svg': '<svg/>', 'node_modules/x/index.js': '' });
    expect((await diskFolder(dir).files()).sort()).toEqual(['docs/intro.md', 'static/img/a.svg']);
  });

  it("reads a file's bytes and modification time, and gives null for a missing file", async () => {
    const dir = await folder({ 'docs/intro.md': '# Intro\n' });
    await utimes(join(dir, 'docs/intro.md'), new Date('2021-06-07T08:09:10Z'), new Date('2021-06-07T08:09:10Z'));
    const source = diskFolder(dir);
    expect(new TextDecoder().decode(source.read(join(dir, 'docs/intro.md'))!)).toBe('# Intro\n');
    expect(source.mtime(join(dir, 'docs/intro.md'))).toBe('2021-06-07T08:09:10.000Z');
    expect(source.read(join(dir, 'docs/gone.md'))).toBeNull();
    expect(source.mtime(join(dir, 'docs/gone.md'))).toBeNull();
  });

  it('gives the last commit of each file from git, and no dates outside a repository', async () => {
    const dir = await folder({ 'content/docs/intro.md': '# Intro\n', 'content/docs/other.md': '# Other\n' });
    const source = diskFolder(join(dir, 'content'));
    expect(await source.history()).toEqual(new Map());
    git(dir, 'init', '-q');
    git(dir, 'add', 'content/docs/intro.md');
    git(dir, 'commit', '-q', '-m', 'first');
    expect(await source.history()).toEqual(new Map([['docs/intro.md', { at: '2023-04-05T06:07:08.000Z', author: 'Ada Author' }]]));
  });
});
