import { beforeAll, describe, expect, it } from 'vitest';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import { compilerFor, diagnosticLines, entryText, pageAt, searchIndexOf, memorySite } from './helpers.ts';

let result: CompileResult;
beforeAll(async () => {
  result = await compilerFor().build();
});

describe('the blog', () => {
  it('lists posts newest first, paginated by postsPerPage', () => {
    const first = pageAt(result, '/blog');
    const second = pageAt(result, '/blog/page/2');
    if (first.kind !== 'blogList' || second.kind !== 'blogList') throw new Error('kind');
    expect(first.posts.map((p) => p.path)).toEqual(['/blog/guide', '/blog/release-notes']);
    expect(first.pagination).toEqual({ page: 1, totalPages: 2, next: '/blog/page/2' });
    expect(second.posts.map((p) => p.path)).toEqual(['/blog/hello-world']);
    expect(second.pagination).toEqual({ page: 2, totalPages: 2, prev: '/blog' });
  });

  it('shows the summary up to the truncate marker and marks the post truncated', () => {
    const post = pageAt(result, '/blog/hello-world');
    if (post.kind !== 'blogPost') throw new Error('kind');
    expect(post.truncated).toBe(true);
    expect(post.summaryHtml).toContain('The first post');
    expect(post.summaryHtml).not.toContain('More words after the fold');
    expect(post.html).toContain('More words after the fold');
  });

  it('resolves authors from authors.yml and inline objects, tags from tags.yml, date from the file name', () => {
    const post = pageAt(result, '/blog/hello-world');
    if (post.kind !== 'blogPost') throw new Error('kind');
    expect(post.date).toBe('2024-01-15');
    expect(post.authors.map((a) => [a.key, a.name, a.permalink])).toEqual([
      ['alice', 'Alice Example', '/blog/authors/alice'],
      ['bob', 'Bob Example', undefined],
    ]);
    expect(post.tags).toEqual([{ key: 'hello', label: 'Hello', permalink: '/blog/tags/hello', description: 'Greetings' }]);
    expect(post.readingTimeMinutes).toBe(1);
    const guest = pageAt(result, '/blog/guide');
    if (guest.kind !== 'blogPost') throw new Error('kind');
    expect(guest.authors[0]).toMatchObject({ name: 'Carol Guest', title: 'Guest writer' });
  });

  it('groups the archive by year and counts posts per tag and author', () => {
    const blog = result.manifest!.blog;
    expect(blog.archive).toEqual([
      { year: '2025', posts: ['/blog/guide'] },
      { year: '2024', posts: ['/blog/release-notes', '/blog/hello-world'] },
    ]);
    expect(Object.fromEntries(Object.entries(blog.tags).map(([k, t]) => [k, t.count]))).toEqual({ hello: 2, release: 2 });
    const tag = pageAt(result, '/blog/tags/hello');
    if (tag.kind !== 'blogTag') throw new Error('kind');
    expect(tag.posts.map((p) => p.path)).toEqual(['/blog/release-notes', '/blog/hello-world']);
    const author = pageAt(result, '/blog/authors/alice');
    if (author.kind !== 'blogAuthor') throw new Error('kind');
    expect(author.author?.name).toBe('Alice Example');
    expect(author.posts).toHaveLength(2);
    const authors = pageAt(result, '/blog/authors');
    if (authors.kind !== 'blogAuthors') throw new Error('kind');
    expect(authors.authors.find((a) => a.key === 'alice')?.count).toBe(2);
  });

  it('writes RSS and Atom feeds that contain every post', () => {
    const rss = entryText(result, 'blog/rss.xml');
    const atom = entryText(result, 'blog/atom.xml');
    for (const title of ['Hello world', 'Release notes', 'A guide to guides']) {
      expect(rss).toContain(title);
      expect(atom).toContain(title);
    }
    expect(rss).toContain('https://docs.example.test/blog/hello-world');
    expect(result.manifest!.blog.feeds).toEqual({ rss: 'blog/rss.xml', atom: 'blog/atom.xml' });
  });

  it("writes no feed for a blog without posts, as Docusaurus writes none (teku's blog, left on, has no folder)", async () => {
    const built = await compilerFor(memorySite({ 'docs/intro.md': '# Intro\n' })).build();
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.entries.map((entry) => entry.path).filter((path) => path.endsWith('.xml'))).toEqual([]);
    expect(built.manifest!.blog.feeds).toBeUndefined();
  });
});

describe('search', () => {
  const load = () => searchIndexOf(result);

  it('finds a heading by a misspelt word and returns its deep link', () => {
    const hits = load().search('exponentail', { fuzzy: 0.2, prefix: true });
    expect(hits[0]).toMatchObject({ url: '/docs/reference/posting#errors', title: 'Publishing posts' });
  });

  it('finds a section by the start of a word with the default query options from the manifest', () => {
    const hits = load().search('kett');
    expect(hits[0]).toMatchObject({ url: '/docs/guides/install#prerequisites', locale: 'en' });
  });

  it('leaves unlisted pages and drafts out of the index', () => {
    const hits = load().search('reachable note unfinished', { prefix: true });
    expect(hits.map((h) => h.url)).not.toContain('/docs/unlisted-note');
  });
});

describe('author avatars', () => {
  it('serve a local image_url through the gate and leave a hosted one as written', () => {
    const post = pageAt(result, '/blog/hello-world');
    if (post.kind !== 'blogPost') throw new Error('kind');
    const [alice, bob] = post.authors;
    expect(alice?.imageUrl).toBe('https://example.test/alice.png');
    expect(bob?.imageUrl).toMatch(/^gate:assets\/[0-9a-f]{12}\.svg$/);
    expect(result.entries.some((e) => `gate:${e.path}` === bob?.imageUrl)).toBe(true);
    expect(result.manifest?.blog.authors.bob?.imageUrl).toBe(bob?.imageUrl);
  });
});

describe('a blog without tags or authors', () => {
  it('gets no tags page and no authors page, as Docusaurus makes none', async () => {
    const built = await compilerFor(memorySite({ 'docs/intro.md': '# Intro\n', 'blog/2024-05-01-hello.md': '# Hello\n\nBody.\n' })).build();
    expect(built.diagnostics).toEqual([]);
    expect(built.manifest!.routes.map((route) => route.path).filter((path) => path.startsWith('/blog'))).toEqual([
      '/blog',
      '/blog/archive',
      '/blog/hello',
    ]);
  });
});

describe('a blog whose posts name their authors inline, without authors.yml', () => {
  it('gets no authors page, as Docusaurus makes one only from an authors map', async () => {
    const built = await compilerFor(
      memorySite({
        'docs/intro.md': '# Intro\n',
        'blog/2024-05-01-hello.md': '---\nauthor: Ada Lovelace\nauthor_url: https://example.com/ada\n---\n\n# Hello\n\nBody.\n',
        'blog/2024-05-02-again.md': '---\nauthors: [{ name: Bo, title: Engineer }]\n---\n\n# Again\n\nBody.\n',
      }),
    ).build();
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.manifest!.routes.map((route) => route.path).filter((path) => path.startsWith('/blog/authors'))).toEqual([]);
    const post = pageAt(built, '/blog/hello');
    expect(post.kind === 'blogPost' && post.authors.map((a) => a.name)).toEqual(['Ada Lovelace']);
  });
});

describe('post cover images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('serve a frontmatter image from static/ or the post folder through the gate', async () => {
    const site = memorySite({
      'docs/intro.md': '# Intro\n',
      'static/img/cover.png': png,
      'blog/2024-05-01-static.md': '---\nimage: /img/cover.png\n---\n\nBody.\n',
      'blog/2024-05-02-folder/index.md': '---\nimage: ./shot.png\n---\n\nBody.\n',
      'blog/2024-05-02-folder/shot.png': new Uint8Array([...png, 4]),
      'blog/2024-05-03-hosted.md': '---\nimage: https://cdn.test/x.png\n---\n\nBody.\n',
    });
    const built = await compilerFor(site).build();
    expect(built.diagnostics).toEqual([]);
    const imageOf = (path: string) => (pageAt(built, path) as { image?: string }).image;
    expect(imageOf('/blog/static')).toMatch(/^gate:assets\/[0-9a-f]{12}\.png$/);
    expect(imageOf('/blog/folder')).toMatch(/^gate:assets\/[0-9a-f]{12}\.png$/);
    expect(imageOf('/blog/folder')).not.toBe(imageOf('/blog/static'));
    for (const path of ['/blog/static', '/blog/folder']) {
      expect(built.entries.some((e) => `gate:${e.path}` === imageOf(path))).toBe(true);
    }
    expect(imageOf('/blog/hosted')).toBe('https://cdn.test/x.png');
  });

  it('fail the build on a missing frontmatter image, at the image field', async () => {
    const site = memorySite({
      'docs/intro.md': '# Intro\n',
      'blog/2024-05-01-post.md': '---\ntitle: Post\nimage: /img/none.png\n---\n\nBody.\n',
    });
    const built = await compilerFor(site).build();
    expect(diagnosticLines(built)).toEqual([
      "content/blog/2024-05-01-post.md:3:1 error Missing image '/img/none.png' in frontmatter image, expected a file in content/static",
    ]);
    expect(built.manifest).toBeNull();
  });
});
