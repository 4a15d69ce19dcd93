import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAlternates } from '../../src/contracts/alternates.ts';
import type { Manifest, SearchDocument } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';
import { mergeSearchParts, type SerializedIndex } from '../../viewer/src/content/search-merge.ts';

// tests/fixtures/docusaurus/blogs: the classic preset's blog ("News", /blog) and a second blog plugin,
// `changelog` (/changelog, 2 posts a page, its own authors.yml and tags.yml, every post in its sidebar),
// with a French translation of one changelog post and its options.json; docs link into the changelog
describe('a Docusaurus site with a second blog plugin instance', () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('blogs');
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const paths = (prefix: string) => manifest.routes.filter((route) => route.path.startsWith(prefix)).map((route) => route.path);

  it('builds both blogs under onBrokenLinks: throw, links from docs and the other blog into the changelog resolving', async () => {
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([]);
    const intro = await readPage(dir, manifest, '/docs/intro');
    expect(intro.html).toContain('href="/changelog/2024/02/01/v1.1"');
    const news = await readPage(dir, manifest, '/blog/2024/01/10/hello');
    expect(news.html).toContain('href="/changelog/2024/03/01/v1.2"');
  });

  it('gives the changelog its own posts, list pages, tag, author and archive pages at its route base', () => {
    expect(paths('/changelog')).toEqual([
      '/changelog',
      '/changelog/2024/01/01/v1.0',
      '/changelog/2024/02/01/v1.1',
      '/changelog/2024/03/01/v1.2',
      '/changelog/archive',
      '/changelog/authors',
      '/changelog/authors/rel',
      '/changelog/authors/rel/page/2',
      '/changelog/page/2',
      '/changelog/tags',
      '/changelog/tags/fix',
      '/changelog/tags/release',
      '/changelog/tags/release/page/2',
    ]);
    // its routes name it; the main blog's name none
    expect(new Set(manifest.routes.filter((route) => route.path.startsWith('/changelog')).map((route) => route.blog))).toEqual(
      new Set(['changelog']),
    );
    expect(manifest.routes.filter((route) => route.path.startsWith('/blog')).every((route) => route.blog === undefined)).toBe(true);
    expect(paths('/blog')).not.toContain('/blog/2024/01/01/v1.0');
  });

  it("pages the changelog by its own postsPerPage, with its title and description, and keeps the main blog's", async () => {
    const first = await readPage(dir, manifest, '/changelog');
    expect(first.kind === 'blogList' && first.posts.map((post) => post.title)).toEqual(['Version 1.2', 'Version 1.1']);
    expect(first).toMatchObject({
      title: 'Changelog',
      description: 'Every release',
      pagination: { page: 1, totalPages: 2, next: '/changelog/page/2' },
    });
    const second = await readPage(dir, manifest, '/changelog/page/2');
    expect(second.kind === 'blogList' && second.posts.map((post) => post.title)).toEqual(['Version 1.0']);
    const news = await readPage(dir, manifest, '/blog');
    expect(news).toMatchObject({ title: 'News', pagination: { totalPages: 1 } });
    expect(news.kind === 'blogList' && news.posts.map((post) => post.title)).toEqual(['Hello']);
  });

  it("reads the changelog's own tags.yml and authors.yml, relative to its folder", async () => {
    const tag = await readPage(dir, manifest, '/changelog/tags/release');
    expect(tag.kind === 'blogTag' && tag.tag).toEqual({
      key: 'release',
      label: 'Release',
      permalink: '/changelog/tags/release',
      description: 'A version shipped',
    });
    const post = await readPage(dir, manifest, '/changelog/2024/02/01/v1.1');
    expect(post.kind === 'blogPost' && post.authors.map((author) => [author.name, author.permalink])).toEqual([
      ['Release Bot', '/changelog/authors/rel'],
    ]);
    expect(post.kind === 'blogPost' && post.tags.map((t) => t.permalink)).toEqual(['/changelog/tags/release', '/changelog/tags/fix']);
    expect(post).toMatchObject({ prev: { path: '/changelog/2024/03/01/v1.2' }, next: { path: '/changelog/2024/01/01/v1.0' } });
    const authors = await readPage(dir, manifest, '/changelog/authors');
    expect(authors.kind === 'blogAuthors' && authors.authors.map((author) => author.key)).toEqual(['rel']);
  });

  it("puts the changelog's lists and sidebar in the manifest's blogs, and its feeds beside the blog's", async () => {
    const changelog = manifest.blogs?.changelog;
    expect(changelog).toMatchObject({
      path: '/changelog',
      title: 'Changelog',
      postsPerPage: 2,
      sidebar: { title: 'All releases', count: -1 },
      feeds: { rss: 'blog/changelog/rss.xml', atom: 'blog/changelog/atom.xml' },
    });
    expect(changelog?.posts.map((post) => post.title)).toEqual(['Version 1.2', 'Version 1.1', 'Version 1.0']);
    expect(Object.keys(changelog?.tags ?? {})).toEqual(['fix', 'release']);
    expect(manifest.blog).toMatchObject({ path: '/blog', title: 'News', feeds: { rss: 'blog/rss.xml', atom: 'blog/atom.xml' } });
    expect(manifest.blog.posts.map((post) => post.title)).toEqual(['Hello']);
    const rss = await readFile(join(dir, 'dist/site/blog/changelog/rss.xml'), 'utf8');
    expect(rss).toContain('<title>Blogs Changelog</title>');
    expect(rss).toContain('<link>https://blogs.example.com/changelog/2024/03/01/v1.2</link>');
    expect(rss).not.toContain('Hello');
    const atom = await readFile(join(dir, 'dist/site/blog/changelog/atom.xml'), 'utf8');
    expect(atom).toContain('https://blogs.example.com/changelog/atom.xml');
    expect(await readFile(join(dir, 'dist/site/blog/rss.xml'), 'utf8')).not.toContain('Version 1.2');
  });

  it("builds the changelog in French from its i18n folder, with its options.json's title and sidebar heading", async () => {
    const translated = await readPage(dir, manifest, '/fr/changelog/2024/01/01/v1.0');
    expect(translated).toMatchObject({ title: 'Version 1.0 (fr)' });
    expect(allAlternates(manifest, manifest.routes.find((route) => route.path === '/changelog/2024/01/01/v1.0')!)).toEqual({
      fr: '/fr/changelog/2024/01/01/v1.0',
    });
    const list = await readPage(dir, manifest, '/fr/changelog');
    expect(list).toMatchObject({ title: 'Journal des modifications', description: 'Chaque version' });
    expect(manifest.blogs?.changelog?.localePosts?.fr?.map((post) => post.title)).toContain('Version 1.0 (fr)');
    expect(manifest.site.translations?.fr?.blogs).toEqual({ changelog: { sidebarTitle: 'Toutes les versions' } });
  });

  it("indexes the changelog's posts for search", async () => {
    const read = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(dir, 'dist/site', path), 'utf8'));
    const head = (await read(manifest.search.file)) as { parts: string[] };
    const parts = (await Promise.all(head.parts.map(read))) as SerializedIndex[];
    const index = MiniSearch.loadJS<SearchDocument>(
      mergeSearchParts(parts) as Parameters<typeof MiniSearch.loadJS>[0],
      manifest.search.options,
    );
    expect(index.search('pancakes').map((hit) => hit.id)).toContain('/changelog/2024/03/01/v1.2');
  });
});
