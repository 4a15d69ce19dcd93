import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { compilerFor, pageAt, tempSite } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

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

describe('last updated', () => {
  it('comes from the git history of the file, with its author', async () => {
    const site = await tempSite({ 'docs/intro.md': '# Intro\n', 'docs/other.md': '# Other\n' });
    cleanups.push(site.cleanup);
    git(site.root, 'init', '-q');
    git(site.root, 'add', '.');
    git(site.root, 'commit', '-q', '-m', 'first');
    const result = await compilerFor(site.root).build();
    expect(pageAt(result, '/docs/intro').lastUpdated).toEqual({ at: '2023-04-05T06:07:08.000Z', author: 'Ada Author' });
  });

  it('prefers frontmatter last_update and falls back to the file time without git', async () => {
    const site = await tempSite({
      'docs/intro.md': '---\nlast_update:\n  date: 2022-01-02\n  author: Editor\n---\n\n# Intro\n',
      'docs/other.md': '# Other\n',
    });
    cleanups.push(site.cleanup);
    const result = await compilerFor(site.root).build();
    expect(pageAt(result, '/docs/intro').lastUpdated).toEqual({ at: '2022-01-02T00:00:00.000Z', author: 'Editor' });
    expect(pageAt(result, '/docs/other').lastUpdated?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
