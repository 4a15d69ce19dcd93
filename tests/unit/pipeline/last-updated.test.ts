import { describe, expect, it } from 'vitest';
import { compilerFor, MINIMAL_CONFIG, memorySite, pageAt } from './helpers.ts';

describe('last updated', () => {
  it('comes from the git history of the file, with its author', async () => {
    const history = { 'docs/intro.md': { at: '2023-04-05T06:07:08.000Z', author: 'Ada Author' } };
    const site = memorySite({ 'docs/intro.md': '# Intro\n', 'docs/other.md': '# Other\n' }, MINIMAL_CONFIG, { history });
    const result = await compilerFor(site).build();
    expect(pageAt(result, '/docs/intro').lastUpdated).toEqual({ at: '2023-04-05T06:07:08.000Z', author: 'Ada Author' });
  });

  it('prefers frontmatter last_update and falls back to the file time without git', async () => {
    const site = memorySite(
      {
        'docs/intro.md': '---\nlast_update:\n  date: 2022-01-02\n  author: Editor\n---\n\n# Intro\n',
        'docs/other.md': '# Other\n',
      },
      MINIMAL_CONFIG,
      { mtime: '2021-06-07T08:09:10.000Z', history: { 'docs/intro.md': { at: '2023-04-05T06:07:08.000Z', author: 'Ada Author' } } },
    );
    const result = await compilerFor(site).build();
    expect(pageAt(result, '/docs/intro').lastUpdated).toEqual({ at: '2022-01-02T00:00:00.000Z', author: 'Editor' });
    expect(pageAt(result, '/docs/other').lastUpdated).toEqual({ at: '2021-06-07T08:09:10.000Z' });
  });
});
