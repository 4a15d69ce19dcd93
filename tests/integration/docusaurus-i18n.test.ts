import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAlternates } from '../../src/contracts/alternates.ts';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, readSiteCode, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/i18n: English and French, translations under i18n/fr/<plugin folder>, and
// two React pages (src/pages/index.js, showcase.tsx); i18n/fr/docusaurus-plugin-content-pages/index.mdx
// translates no file of src/pages, so Docusaurus does not build it
describe('translations and React pages of a Docusaurus site', () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  // each route with every translation, as the viewer works them out (contracts/alternates.ts)
  const route = (path: string) => {
    const found = manifest.routes.find((r) => r.path === path);
    return found && { ...found, alternates: allAlternates(manifest, found) };
  };
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('i18n');
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds translated docs, posts and pages under /fr, each linked to its original', () => {
    expect(run.code).toBe(0);
    expect(route('/fr/docs/intro')).toMatchObject({ locale: 'fr', alternates: { en: '/docs/intro' } });
    expect(route('/fr/blog/2024/06/01/hello')).toMatchObject({ locale: 'fr', alternates: { en: '/blog/2024/06/01/hello' } });
    expect(route('/fr/about')).toMatchObject({ locale: 'fr', alternates: { en: '/about' } });
    expect(manifest.site.locales).toEqual([
      // a locale without a label is named in its own language, as Docusaurus names it
      { code: 'en', label: 'English', path: '/' },
      { code: 'fr', label: 'Français', path: '/fr' },
    ]);
  });

  it('builds the blog in every locale: translated posts and the rest, with their own lists, tag pages and recent posts', async () => {
    expect(route('/fr/blog')).toMatchObject({ kind: 'blogList', locale: 'fr', alternates: { en: '/blog' } });
    const list = await readPage(dir, manifest, '/fr/blog');
    // the untranslated post is the English text at its French path
    expect(list.kind === 'blogList' && list.posts.map((post) => [post.path, post.title])).toEqual([
      ['/fr/blog/2024/07/01/second', 'Second'],
      ['/fr/blog/2024/06/01/hello', 'Bonjour'],
    ]);
    expect(route('/fr/blog/tags/release')).toMatchObject({ kind: 'blogTag', locale: 'fr', alternates: { en: '/blog/tags/release' } });
    const post = await readPage(dir, manifest, '/fr/blog/2024/07/01/second');
    expect(post.kind === 'blogPost' && post.tags.map((tag) => tag.permalink)).toEqual(['/fr/blog/tags/release']);
    expect(route('/fr/blog/archive')).toMatchObject({ locale: 'fr' });
    expect(manifest.blog.localePosts?.fr?.map((p) => p.title)).toEqual(['Second', 'Bonjour']);
    expect(manifest.blog.posts.map((p) => p.path)).toEqual(['/blog/2024/07/01/second', '/blog/2024/06/01/hello']);
  });

  it("leads a translated blog list's tags to that locale's tag pages, as its posts' own do", async () => {
    const list = await readPage(dir, manifest, '/fr/blog');
    expect(list.kind === 'blogList' && list.postTags).toEqual({
      release: { key: 'release', label: 'release', permalink: '/fr/blog/tags/release' },
    });
    const tag = await readPage(dir, manifest, '/fr/blog/tags/release');
    expect(tag.kind === 'blogTag' && tag.postTags?.release?.permalink).toBe('/fr/blog/tags/release');
    // the manifest's blog is the default locale's, which the English list reads
    expect(manifest.blog.tags.release?.permalink).toBe('/blog/tags/release');
  });

  it("builds docs tag pages in every locale, leading to that locale's docs", async () => {
    expect(route('/fr/docs/tags/install')).toMatchObject({ locale: 'fr', alternates: { en: '/docs/tags/install' } });
    const tag = await readPage(dir, manifest, '/fr/docs/tags/install');
    expect(tag.kind === 'docCategoryIndex' && tag.items.map((item) => item.path)).toEqual(['/fr/docs/setup']);
    const tags = await readPage(dir, manifest, '/fr/docs/tags');
    expect(tags.kind === 'docCategoryIndex' && tags.items.map((item) => item.path)).toEqual(['/fr/docs/tags/install']);
    const setup = await readPage(dir, manifest, '/fr/docs/setup');
    expect(setup.kind === 'doc' && setup.tags.map((t) => t.permalink)).toEqual(['/fr/docs/tags/install']);
  });

  it("carries the theme's strings for the viewer, Docusaurus' own French with the site's code.json over them, and the site's own messages apart", () => {
    const theme = manifest.site.translations?.fr?.theme ?? {};
    // the site's code.json wins over Docusaurus' "Aller au contenu principal"
    expect(theme['theme.common.skipToMainContent']).toBe('Aller au contenu');
    expect(theme['theme.docs.paginator.next']).toBe('Suivant');
    // from Docusaurus' translation of its theme, which the site does not translate
    expect(theme['theme.docs.paginator.previous']).toBe('Précédent');
    expect(theme['theme.NotFound.title']).toBe('Page introuvable');
    // code.json's own messages (<Translate id="homepage.title">) are not theme strings: they are the site's, for its React code
    expect(Object.keys(theme).every((key) => key.startsWith('theme.'))).toBe(true);
    expect(manifest.site.translations?.fr?.messages).toMatchObject({ 'homepage.title': 'Bienvenue' });
    // English is the theme's own language: no messages to carry
    expect(manifest.site.translations?.en).toBeUndefined();
  });

  it("gives a locale's blog the title and recent posts heading of its options.json", async () => {
    expect(route('/fr/blog')?.title).toBe('Le blog');
    expect(route('/blog')?.title).toBe('Blog');
    expect(manifest.site.translations?.fr?.blog).toEqual({ sidebarTitle: 'Articles récents' });
    expect(manifest.blog.sidebar).toEqual({ title: 'Recent posts', count: 5 });
  });

  it('titles the generated pages of a locale in its words, plurals included', async () => {
    expect(route('/fr/blog/tags/release')?.title).toBe('Un article tagués avec « release »');
    expect(route('/blog/tags/release')?.title).toBe('One post tagged with "release"');
    expect(route('/fr/docs/tags/install')?.title).toBe('Un document tagué avec "install"');
    expect(route('/fr/blog/archive')?.title).toBe('Archive');
    expect(route('/fr/docs/tags')?.title).toBe('Tags');
  });

  it("titles a translated page's admonitions in its locale unless the author gave a title", async () => {
    const intro = await readPage(dir, manifest, '/fr/docs/intro');
    expect(intro.html).toMatch(/ admonition-title">astuce</);
    expect(intro.html).toMatch(/ admonition-title">Mon titre</);
  });

  it("builds each generated category index in every locale, its cards leading to that locale's docs", async () => {
    expect(route('/docs/category/guides')).toMatchObject({ locale: 'en', alternates: { fr: '/fr/docs/category/guides' } });
    expect(route('/fr/docs/category/guides')).toMatchObject({
      kind: 'docCategoryIndex',
      locale: 'fr',
      alternates: { en: '/docs/category/guides' },
    });
    const index = await readPage(dir, manifest, '/fr/docs/category/guides');
    expect(index.kind === 'docCategoryIndex' && index.items.map((item) => item.path)).toEqual(['/fr/docs/guides/first']);
  });

  it("resolves a translated doc's link to an untranslated doc from the original's folder, to that doc in the locale", async () => {
    // i18n/fr/.../current/intro.md links ./setup.md, which only docs/ holds, as Docusaurus allows
    expect(run.stderr).not.toContain('setup.md');
    expect(route('/fr/docs/setup')).toMatchObject({ locale: 'fr', alternates: { en: '/docs/setup' } });
    const intro = await readPage(dir, manifest, '/fr/docs/intro');
    expect(intro.html).toContain('href="/fr/docs/setup"');
    // guides/first.md links the bare setup.md: not beside it, in the docs' root, which Docusaurus tries too
    const first = await readPage(dir, manifest, '/fr/docs/guides/first');
    expect(first.html).toContain('href="/fr/docs/setup"');
  });

  it("leads an untranslated doc's links, built again in French, to the French pages, as under the locale's baseUrl", async () => {
    // docs/setup.md, which i18n/fr does not translate, links ./guides/first, /docs/intro?from=setup and guides/first.md
    const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    const english = await readPage(dir, manifest, '/docs/setup');
    expect(links(english.html)).toEqual(['/docs/guides/first', '/docs/intro?from=setup', '/docs/guides/first']);
    const french = await readPage(dir, manifest, '/fr/docs/setup');
    expect(links(french.html)).toEqual(['/fr/docs/guides/first', '/fr/docs/intro?from=setup', '/fr/docs/guides/first']);
  });

  it("compiles each React page into the site bundle, at its route in every locale, the home page's hero standing in until it loads", async () => {
    expect(diagnosticLines(run.stderr)).toEqual([
      // onDuplicateRoutes is 'warn' by default: the doc keeps the route
      'src/pages/docs/intro.md:1:1 warning Duplicate route /docs/intro, already produced by docs/intro.md; change the file name or its slug',
      // the page is built in French too (it has no translation), as Docusaurus builds one site per locale
      'src/pages/docs/intro.md:1:1 warning Duplicate route /fr/docs/intro, already produced by i18n/fr/docusaurus-plugin-content-docs/current/intro.md; change the file name or its slug',
    ]);
    expect(route('/')).toMatchObject({ kind: 'page', alternates: { fr: '/fr' } });
    expect(route('/showcase')).toMatchObject({ kind: 'page', alternates: { fr: '/fr/showcase' } });
    // the French-only index.mdx is not built: /fr is the React home page's stand-in, with no duplicate warning
    expect(route('/fr')).toMatchObject({ kind: 'page', locale: 'fr', alternates: { en: '/' } });
    expect(await readPage(dir, manifest, '/fr')).toMatchObject({ hero: { title: 'Bilingual' } });
    const home = await readPage(dir, manifest, '/');
    expect(home).toMatchObject({ title: 'Bilingual', hero: { title: 'Bilingual', tagline: 'Two languages', actions: [] } });
    const showcase = await readPage(dir, manifest, '/showcase');
    expect(showcase).toMatchObject({ title: 'Showcase', html: '' });
    expect(await readPage(dir, manifest, '/fr')).toMatchObject({ component: (home as { component: string }).component });
    // the bundle holds each page's component under the key its data names, and the home page's text
    const bundle = await readSiteCode(dir);
    for (const page of [home, showcase] as { component: string }[]) expect(bundle).toContain(page.component);
    expect(bundle).toContain('Welcome');
  });
});
