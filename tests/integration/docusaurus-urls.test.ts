import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/urls: docs at '/', versions 2.0 (the last) and 1.0 beside the current one,
// a second docs plugin at /community, tags, dated and nested blog posts
describe("a Docusaurus site's URLs", () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  const route = (path: string) => manifest.routes.find((r) => r.path === path);
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('urls');
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('resolves every link the docs write the Docusaurus way, warning only about tags the tags file lacks', () => {
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([
      "versioned_docs/version-2.0/guide.md:2:25 warning Tag 'Docusaurus v2' is not defined in the version's tags file; add it there or set the docs plugin's onInlineTags to 'ignore'",
      "versioned_docs/version-2.0/guide.md:2:40 warning Tag 'Custom' is not defined in the version's tags file; add it there or set the docs plugin's onInlineTags to 'ignore'",
    ]);
  });

  it('serves the last version at the route base, the current one at /next and older ones at their name', () => {
    expect(route('/')).toMatchObject({ kind: 'doc', version: '2.0', sidebar: 'version-2.0/docs' });
    expect(route('/guide')).toMatchObject({ version: '2.0' });
    expect(route('/next')).toMatchObject({ version: 'current', sidebar: 'docs' });
    expect(route('/next/guide')).toMatchObject({ version: 'current' });
    // version 1.0 has no versioned sidebars file: no sidebar
    expect(route('/1.0/intro')).toMatchObject({ version: '1.0' });
    expect(route('/1.0/intro')?.sidebar).toBeUndefined();
    expect(manifest.versions.map((v) => [v.name, v.label, v.path, v.mainDocPath])).toEqual([
      ['current', 'Next 🚧', '/next', '/next'],
      ['2.0', '2.0', '/', '/'],
      ['1.0', '1.0', '/1.0', '/1.0/intro'],
    ]);
    // Docusaurus' defaults: the one before the latest is unreleased, the one after unmaintained; badges with 2+ versions
    expect(manifest.versions.map((v) => [v.name, v.latest, v.banner, v.badge])).toEqual([
      ['current', false, 'unreleased', true],
      ['2.0', true, 'none', true],
      ['1.0', false, 'unmaintained', true],
    ]);
    // the versioned sidebars file's shorthand
    expect(manifest.sidebars['version-2.0/docs']).toMatchObject([
      { type: 'category', label: 'Version two', items: [{ path: '/' }, { path: '/guide' }] },
    ]);
  });

  it('builds a second docs plugin under its own route base, with its own sidebar for the navbar and no breadcrumbs', async () => {
    expect((await readPage(dir, manifest, '/community/support')).breadcrumbs).toEqual([]);
    expect((await readPage(dir, manifest, '/next/guide')).breadcrumbs).toEqual([{ label: 'Guide' }]);
    expect(route('/community/intro')).toMatchObject({ version: 'current', sidebar: 'community/community' });
    expect(route('/community/support')).toMatchObject({ sidebar: 'community/community' });
    // a file name with spaces is served at its name, as Docusaurus serves it; a link to it resolves
    expect(route('/community/meeting notes')).toMatchObject({ kind: 'doc', sidebar: 'community/community' });
    expect((await readPage(dir, manifest, '/community/support')).html).toContain('href="/community/meeting notes"');
    // a name that ends in a no-break space (0L Network's blog post) is served with it, as Docusaurus serves it
    expect(route('/community/agenda\u00a0')).toMatchObject({ kind: 'doc', title: 'Agenda' });
    // a category index's URL ends with a slash under Docusaurus: its relative links resolve in its folder
    expect((await readPage(dir, manifest, '/community/team')).html).toContain('href="/community/team/members"');
    expect(manifest.site.navbar.items).toEqual([
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'link', label: 'Community', to: '/community/intro', position: 'left', docLink: true },
      // a doc item leads to the doc in the last version (the viewer, to the reader's version)
      { type: 'link', label: 'Guide', to: '/guide', position: 'left', versioned: true, docLink: true },
      // `docsPluginId: 'default'` is the main docs, as in Docusaurus (the build failed: "unknown doc id 'default::guide'")
      { type: 'link', label: 'Main guide', to: '/guide', position: 'left', versioned: true, docLink: true },
      { type: 'link', label: 'Main docs', to: '/', position: 'left', versioned: true, docLink: true },
    ]);
  });

  it("makes tag pages per version, tags from the version's tags.yml, inline labels and { label, permalink }", async () => {
    const guide = await readPage(dir, manifest, '/guide');
    expect(guide.kind === 'doc' && guide.tags).toEqual([
      { key: 'getting-started', label: 'Getting started', permalink: '/tags/getting-started', description: 'First steps' },
      { key: 'Docusaurus v2', label: 'Docusaurus v2', permalink: '/tags/docusaurus-v-2' },
      { key: 'Custom', label: 'Custom', permalink: '/tags/custom-tag' },
    ]);
    const tag = await readPage(dir, manifest, '/tags/getting-started');
    expect(tag).toMatchObject({
      title: 'One doc tagged with "Getting started"',
      description: 'First steps',
      items: [{ label: 'Guide', path: '/guide', description: 'How to start' }],
    });
    const all = await readPage(dir, manifest, '/tags');
    expect(all.kind === 'docCategoryIndex' && all.items.map((i) => i.path)).toEqual([
      '/tags/custom-tag',
      '/tags/docusaurus-v-2',
      '/tags/getting-started',
    ]);
    expect(route('/next/tags/getting-started')).toMatchObject({ version: 'current' });
  });

  it('dates blog post URLs by their file or folder names, and takes a frontmatter date when the name has none', () => {
    const posts = manifest.blog.posts.map((p) => [p.path, p.date]);
    expect(posts).toEqual([
      ['/blog/2021/08/26/welcome', '2021-08-26'],
      ['/blog/2021/05/12/nested', '2021-05-12'],
      ['/blog/dated', '2020-01-15'],
    ]);
  });
});
