import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAlternates } from '../../src/contracts/alternates.ts';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { cleanEnv, REPO, runCli, startProcess, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, readSiteCode, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/pages: the classic preset's pages at route base /p (src/pages/about.md) and a
// second pages plugin, `landing` (landing/ at /landing: a React index page, Markdown pages, partials and a
// drafts folder its exclude leaves out, an editUrl, showLastUpdateTime), with a French translation of one of its pages; the
// docs at / link to both under onBrokenLinks: throw, and to /releases, the page a site plugin
// (plugins/releases.js) adds with addRoute of its own component
describe('a Docusaurus site with a second pages plugin instance', () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  // each route with every translation, as the viewer works them out (contracts/alternates.ts)
  const route = (path: string) => {
    const found = manifest.routes.find((r) => r.path === path);
    return found && { ...found, alternates: allAlternates(manifest, found) };
  };
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('pages');
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds every page of both instances at its route base, and links to them resolve', async () => {
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([]);
    expect(manifest.routes.filter((r) => r.locale === 'en').map((r) => [r.path, r.kind, r.title])).toEqual([
      ['/', 'doc', 'Intro'],
      ['/landing', 'page', 'Landing'],
      ['/landing/promo', 'page', 'Spring promo'],
      ['/landing/team', 'page', 'The team'],
      ['/p/about', 'page', 'About us'],
      ['/releases', 'page', 'Releases'],
    ]);
    const intro = await readPage(dir, manifest, '/');
    for (const href of ['/landing/promo', '/landing', '/landing/team', '/p/about', '/releases'])
      expect(intro.html).toContain(`href="${href}"`);
    expect((await readPage(dir, manifest, '/landing/promo')).html).toContain('href="/landing/team"');
  });

  it("draws the second instance's React page from the site bundle, and gives its Markdown pages its edit links and last update", async () => {
    const landing = await readPage(dir, manifest, '/landing');
    expect(landing).toMatchObject({ kind: 'page', title: 'Landing', hero: null, html: '' });
    const component = (landing as { component?: string }).component;
    expect(component).toEqual(expect.any(String));
    const bundle = await readSiteCode(dir);
    expect(bundle).toContain(component);
    expect(bundle).toContain('Welcome to the landing');
    const promo = await readPage(dir, manifest, '/landing/promo');
    expect(promo).toMatchObject({
      description: 'Everything half price',
      editUrl: 'https://github.com/acme/site/edit/main/landing/promo.md',
    });
    // its showLastUpdateTime: the file's date (no git history here); the preset's pages set neither
    expect(promo.lastUpdated).toEqual({ at: expect.any(String) });
    expect(await readPage(dir, manifest, '/p/about')).toMatchObject({ editUrl: null, lastUpdated: null });
  });

  it("draws a site plugin's addRoute of a site component as a React page from the bundle, in every locale", async () => {
    const releases = await readPage(dir, manifest, '/releases');
    expect(releases).toMatchObject({ kind: 'page', title: 'Releases', html: '' });
    const component = (releases as { component?: string }).component;
    expect(await readSiteCode(dir)).toContain('Every release');
    expect(await readPage(dir, manifest, '/fr/releases')).toMatchObject({ component });
    expect(route('/releases')).toMatchObject({ alternates: { fr: '/fr/releases' } });
  });

  it('builds its translations from i18n/<locale>/docusaurus-plugin-content-pages-<id>, the rest in the default text', async () => {
    expect(route('/fr/landing/promo')).toMatchObject({ locale: 'fr', title: 'Promo de printemps', alternates: { en: '/landing/promo' } });
    expect((await readPage(dir, manifest, '/fr/landing/promo')).html).toContain('href="/fr/landing/team"');
    expect(route('/fr/landing/team')).toMatchObject({ locale: 'fr', title: 'The team', alternates: { en: '/landing/team' } });
    expect(route('/fr/landing')).toMatchObject({ locale: 'fr', alternates: { en: '/landing' } });
    expect(route('/fr/p/about')).toMatchObject({ locale: 'fr', alternates: { en: '/p/about' } });
  });

  it('leaves out what the exclude patterns name: partials and the drafts folder', () => {
    const paths = manifest.routes.map((r) => r.path);
    expect(paths.filter((path) => /wip|banner|note|drafts|_parts/.test(path))).toEqual([]);
    // and nothing of either folder is at the site root, where pages were before their route bases applied
    expect(paths).not.toContain('/about');
    expect(paths).not.toContain('/promo');
  });

  it('watches the second instance: a saved page and a new one are rebuilt at its route base', { timeout: 120_000 }, async () => {
    const site = await copyDocusaurusFixture('pages');
    const watch = startProcess(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'watch'], { cwd: site, env: cleanEnv() });
    try {
      await watch.waitFor(/watching/, 90_000);
      await writeFile(join(site, 'landing/promo.md'), '# Spring promo\n\nNow a third off.\n');
      await writeFile(join(site, 'landing/faq.md'), '# Questions\n');
      await watch.waitFor(/rebuilt .*faq\.md/, 30_000);
      const after = await readManifest(site);
      expect(after.routes.find((r) => r.path === '/landing/faq')).toMatchObject({ kind: 'page', title: 'Questions' });
      expect((await readPage(site, after, '/landing/promo')).html).toBe('<p>Now a third off.</p>');
    } finally {
      await watch.stop();
      await rm(site, { recursive: true, force: true });
    }
  });
});
