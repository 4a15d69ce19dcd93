import { beforeAll, describe, expect, it } from 'vitest';
import { allAlternates } from '../../../src/contracts/alternates.ts';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import { compilerFor, diagnosticLines, pageAt } from './helpers.ts';

let result: CompileResult;
beforeAll(async () => {
  result = await compilerFor().build();
});

describe('the fixture site', () => {
  it('builds without errors', () => {
    expect(diagnosticLines(result).filter((l) => l.includes(' error '))).toEqual([]);
    expect(result.manifest).not.toBeNull();
  });

  it('gives every content file its route and kind, stripping number prefixes and honouring id and index files', () => {
    const kinds = Object.fromEntries(result.manifest!.routes.map((r) => [r.path, r.kind]));
    expect(kinds).toMatchObject({
      '/': 'page',
      '/markdown-page': 'page',
      '/docs/intro': 'doc',
      '/docs/guides/getting-started': 'doc',
      '/docs/guides/install': 'doc',
      '/docs/guides/advanced': 'doc',
      '/docs/reference/posting': 'doc',
      '/docs/category/guides': 'docCategoryIndex',
      '/blog': 'blogList',
      '/blog/hello-world': 'blogPost',
      '/blog/release-notes': 'blogPost',
      '/blog/archive': 'blogArchive',
      '/blog/authors': 'blogAuthors',
      '/blog/authors/alice': 'blogAuthor',
      '/blog/tags': 'blogTags',
      '/blog/tags/hello': 'blogTag',
    });
    const paths = result.manifest!.routes.map((r) => r.path);
    expect(paths).toEqual([...paths].sort());
  });

  it('orders the sidebar by position then name, with category labels from _category_.json', () => {
    const sidebar = result.manifest!.sidebars.tutorialSidebar!;
    expect(sidebar.map((i) => 'label' in i && i.label)).toEqual(['Introduction', 'Guides', 'API Reference']);
    const guides = sidebar[1]!;
    expect(guides).toMatchObject({ type: 'category', collapsed: false, path: '/docs/category/guides' });
    if (guides.type !== 'category') throw new Error('expected a category');
    expect(guides.items.map((i) => 'label' in i && i.label)).toEqual(['Getting started', 'Install', 'Advanced']);
    expect(sidebar[2]).toMatchObject({ path: '/docs/reference/overview' });
  });

  it('leaves unlisted docs out of the sidebar but still renders them', () => {
    expect(JSON.stringify(result.manifest!.sidebars)).not.toContain('unlisted-note');
    const route = result.manifest!.routes.find((r) => r.path === '/docs/unlisted-note');
    expect(route).toMatchObject({ unlisted: true });
  });

  it('lists the children of a generated-index category as cards', () => {
    const page = pageAt(result, '/docs/category/guides');
    expect(page.kind).toBe('docCategoryIndex');
    expect(page.description).toBe('Step by step guides.');
    if (page.kind !== 'docCategoryIndex') throw new Error('kind');
    expect(page.items.map((i) => i.path)).toEqual(['/docs/guides/getting-started', '/docs/guides/install', '/docs/guides/advanced']);
    expect(page.items[1]!.description).toBe('How to install the fixture.');
  });

  it('links each doc to its previous and next page along the sidebar', () => {
    expect(pageAt(result, '/docs/intro')).toMatchObject({ prev: null, next: { path: '/docs/category/guides', title: 'Guides' } });
    expect(pageAt(result, '/docs/guides/install')).toMatchObject({
      prev: { path: '/docs/guides/getting-started' },
      next: { path: '/docs/guides/advanced' },
    });
  });

  it('lets pagination_next: null remove the next link', () => {
    expect(pageAt(result, '/docs/reference/posting')).toMatchObject({ prev: { path: '/docs/reference/overview' }, next: null });
  });

  it('gives docs breadcrumbs, an edit URL and a last-updated time', () => {
    const page = pageAt(result, '/docs/guides/install');
    expect(page.breadcrumbs).toEqual([{ label: 'Guides', path: '/docs/category/guides' }, { label: 'Install' }]);
    expect(page.editUrl).toBe('https://github.com/example/fixture/edit/main/content/docs/01-guides/02-install.md');
    expect(page.lastUpdated?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('takes the title from frontmatter, else the first h1, and uses sidebar_label in the sidebar', () => {
    expect(pageAt(result, '/docs/guides/install').title).toBe('Installation');
    expect(pageAt(result, '/docs/guides/getting-started').title).toBe('Getting started');
    expect(pageAt(result, '/markdown-page').title).toBe('Markdown page');
  });

  it('puts h2-h3 in the TOC by default and follows toc_max_heading_level', () => {
    expect(pageAt(result, '/docs/guides/install').toc.map((t) => t.id)).toEqual(['prerequisites', 'env-vars', 'database-url']);
    expect(pageAt(result, '/docs/guides/advanced/tuning').toc.map((t) => t.level)).toEqual([2, 3, 4]);
  });

  it('renders the home page with hero and features from frontmatter', () => {
    const home = pageAt(result, '/');
    expect(home).toMatchObject({
      kind: 'page',
      hero: { title: 'Fixture Docs', actions: [{ label: 'Get started', to: '/docs/intro', primary: true }] },
    });
    if (home.kind !== 'page') throw new Error('kind');
    expect(home.features.map((f) => f.title)).toEqual(['Fast', 'Gated']);
  });

  it('maps the config to manifest.site, resolving the docSidebar item and the logo through the gate', () => {
    const site = result.manifest!.site;
    expect(site.navbar.items[0]).toEqual({
      type: 'link',
      label: 'Documentation',
      to: '/docs/intro',
      position: 'left',
      versioned: true,
      docLink: true,
    });
    expect(site.navbar.logo?.src).toMatch(/^gate:assets\/[0-9a-f]{12}\.svg$/);
    expect(site.announcementBar?.content).toBe('Read <a href="/blog/hello-world">the news</a>');
    expect(site.locales).toEqual([
      { code: 'en', label: 'English', path: '/' },
      { code: 'fr', label: 'Français', path: '/fr' },
    ]);
    expect(result.manifest!.versions).toEqual([
      {
        name: 'current',
        label: 'Next',
        path: '/docs',
        mainDocId: 'intro',
        mainDocPath: '/docs/intro',
        latest: true,
        banner: 'none',
        badge: false,
      },
    ]);
  });

  it('lists the French translation as an alternate of the English page and back', () => {
    const en = result.manifest!.routes.find((r) => r.path === '/docs/intro');
    const fr = result.manifest!.routes.find((r) => r.path === '/fr/docs/intro');
    // each at the other's path with the locale's folder swapped: nothing to store, the viewer works it out
    expect(en?.alternates).toBeUndefined();
    expect(allAlternates(result.manifest!, en!)).toEqual({ fr: '/fr/docs/intro' });
    expect(fr).toMatchObject({ locale: 'fr' });
    expect(allAlternates(result.manifest!, fr!)).toEqual({ en: '/docs/intro' });
    expect(pageAt(result, '/fr/docs/intro').title).toBe('Introduction en français');
  });

  it('rewrites images to gate asset URLs and .md links to routes with their anchors', () => {
    const html = pageAt(result, '/docs/intro').html;
    expect(html).toMatch(/src="gate:assets\/[0-9a-f]{12}\.png"/);
    expect(html).toContain('href="/docs/guides/install#prerequisites"');
    const asset = result.entries.find((e) => /^assets\/[0-9a-f]{12}\.png$/.test(e.path));
    expect(asset?.content).toBeInstanceOf(Uint8Array);
  });
});

describe('drafts', () => {
  it('are left out of build and included when drafts are on (watch)', async () => {
    expect(result.manifest!.routes.some((r) => r.path === '/docs/draft-note')).toBe(false);
    const watch = await compilerFor(undefined, true).build();
    expect(watch.manifest!.routes.find((r) => r.path === '/docs/draft-note')).toMatchObject({ draft: true });
  });
});
