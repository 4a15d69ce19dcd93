import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/blog: authors.yml with socials, a page permalink and a picture-only author;
// posts by key, with an override, inline, with the legacy author fields, and with inline tags
describe('the blog of a Docusaurus site', () => {
  const dirs: string[] = [];
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('blog');
    dirs.push(dir);
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('reads the whole authors.yml schema and warns about inline authors as onInlineAuthors asks', () => {
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([
      "blog/2024-03-03-inline.md:3:1 warning Author 'Dan Inline' is not defined in blog/authors.yml; declare them there and use their keys, or set the blog's onInlineAuthors to 'ignore'",
      "blog/2024-04-04-legacy.md:3:1 warning Author 'Eve Legacy' is not defined in blog/authors.yml; declare them there and use their keys, or set the blog's onInlineAuthors to 'ignore'",
    ]);
  });

  it('turns social handles into profile links and gives author pages their kebab-cased key or permalink', () => {
    const { ann, Bob_Key: bob, carol } = manifest.blog.authors;
    expect(ann).toEqual({
      key: 'ann',
      name: 'Ann Author',
      title: 'Maintainer',
      url: 'https://ann.dev',
      imageUrl: 'https://example.com/ann.png',
      // in the order authors.yml writes them, as Docusaurus draws their icons
      socials: [
        { platform: 'x', url: 'https://x.com/ann_x' },
        { platform: 'github', url: 'https://github.com/ann-gh' },
        { platform: 'linkedin', url: 'https://www.linkedin.com/in/ann/' },
        { platform: 'stackoverflow', url: 'https://stackoverflow.com/users/82609' },
        { platform: 'bluesky', url: 'https://bsky.app/profile/ann.bsky.social' },
        { platform: 'newsletter', url: 'https://ann.substack.com' },
      ],
      permalink: '/blog/authors/ann',
    });
    expect(bob?.permalink).toBe('/blog/authors/bob-key');
    // a picture without a name: the picture goes through the gate
    expect(carol).toMatchObject({ name: '', permalink: '/blog/authors/c', imageUrl: expect.stringMatching(/^gate:assets\//) });
  });

  it('lets a post override a registered author, keeping the author page', async () => {
    const post = await readPage(dir, manifest, '/blog/2024/02/02/override');
    expect(post.kind === 'blogPost' && post.authors).toEqual([{ ...manifest.blog.authors.ann, title: 'Guest editor' }]);
  });

  it('reads inline authors and the legacy author, author_title, authorURL and author_image_url fields', async () => {
    const inline = await readPage(dir, manifest, '/blog/2024/03/03/inline');
    expect(inline.kind === 'blogPost' && inline.authors).toEqual([
      {
        key: 'dan-inline',
        name: 'Dan Inline',
        url: 'https://dan.dev',
        imageUrl: 'https://example.com/dan.png',
        socials: [{ platform: 'github', url: 'https://github.com/dan' }],
      },
    ]);
    const legacy = await readPage(dir, manifest, '/blog/2024/04/04/legacy');
    expect(legacy.kind === 'blogPost' && legacy.authors).toEqual([
      {
        key: 'eve-legacy',
        name: 'Eve Legacy',
        title: 'Old school',
        url: 'https://eve.dev',
        imageUrl: manifest.blog.authors.carol!.imageUrl,
        socials: [],
      },
    ]);
  });

  it('gives inline tags kebab-cased permalinks, or the one they set', () => {
    expect(Object.values(manifest.blog.tags).map((t) => [t.label, t.permalink])).toEqual([
      ['Custom', '/blog/tags/custom'],
      ['Hello World', '/blog/tags/hello-world'],
    ]);
  });

  it("lists posts of one day as Docusaurus does: by the time their frontmatter gives, then a folder's files by name before its subfolders'", async () => {
    const sameDay = await copyDocusaurusFixture('blog');
    dirs.push(sameDay);
    const post = (title: string, extra = '') => `---\ntitle: ${title}\nauthors: [ann]\n${extra}---\n\nText.\n`;
    await mkdir(join(sameDay, 'blog/2024-06-06-in-folder'));
    await Promise.all([
      writeFile(join(sameDay, 'blog/2024-06-06-in-folder/index.md'), post('In a folder')),
      writeFile(join(sameDay, 'blog/2024-06-06-zeta.md'), post('Zeta')),
      writeFile(join(sameDay, 'blog/2024-06-06-alpha.md'), post('Alpha')),
      writeFile(join(sameDay, 'blog/2024-06-06-later.md'), post('Later', 'date: 2024-06-06T18:00:00Z\n')),
    ]);
    const built = await runCli(['build'], { cwd: sameDay });
    expect(built.code).toBe(0);
    const titles = (await readManifest(sameDay)).blog.posts.map((listed) => listed.title);
    expect(titles.slice(0, 4)).toEqual(['Later', 'Alpha', 'Zeta', 'In a folder']);
  });

  it('fails on a key authors.yml does not have, at its place in the frontmatter', async () => {
    const broken = await copyDocusaurusFixture('blog');
    dirs.push(broken);
    await writeFile(
      join(broken, 'blog/2024-05-05-unknown.md'),
      '---\ntitle: Unknown\nauthors:\n  - ann\n  - key: zed\n    title: Who\n---\n\nText.\n',
    );
    const failed = await runCli(['build'], { cwd: broken });
    expect(failed.code).toBe(1);
    expect(diagnosticLines(failed.stderr)).toContain(
      "blog/2024-05-05-unknown.md:5:5 error Unknown author 'zed', expected a key of blog/authors.yml (ann, Bob_Key, carol)",
    );
  });
});
