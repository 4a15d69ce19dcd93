import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allAlternates } from '../../../src/contracts/alternates.ts';
import { diskFolder } from '../../../src/compiler/read/content-folder.ts';
import { versionSnapshot } from '../../../src/compiler/plan/docs/snapshot.ts';
import { compilerFor, MINIMAL_CONFIG, memorySite, pageAt } from './helpers.ts';

const docs = {
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nVersion one text.\n',
  'docs/guides/_category_.json': '{ "label": "Guides", "position": 2, "link": { "type": "generated-index" } }',
  'docs/guides/setup.md': '# Setup\n\n## Install\n\nSteps.\n',
};

describe('docs versions', () => {
  it('a snapshot of the docs, their computed sidebar and versions.json gives /docs/<name>/ routes', async () => {
    const site = memorySite(docs);
    const compiler = compilerFor(site);
    await compiler.build();
    // what `docgate version 1.0` writes (tests/unit/cli/version-command.test.ts runs the command itself)
    const snapshot = versionSnapshot(compiler.plan!, '1.0', 'tutorialSidebar', []);
    const sidebars = JSON.parse(snapshot.find((f) => f.path === 'versioned_sidebars/version-1.0-sidebars.json')!.content);
    expect(sidebars.tutorialSidebar[1]).toMatchObject({ type: 'category', label: 'Guides', link: { type: 'generated-index' } });
    expect(JSON.parse(snapshot.find((f) => f.path === 'versions.json')!.content)).toEqual(['1.0']);
    for (const file of snapshot) site.write(file.path, file.content);
    for (const [rel, text] of Object.entries(docs)) site.write(rel.replace(/^docs\//, 'versioned_docs/version-1.0/'), text);

    site.write('docs/intro.md', '---\nsidebar_position: 1\n---\n\n# Intro\n\nNext text.\n');
    const result = await compilerFor(site).build();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.manifest!.versions.map((v) => [v.name, v.label, v.path, v.mainDocPath])).toEqual([
      ['current', 'Next', '/docs', '/docs/intro'],
      ['1.0', '1.0', '/docs/1.0', '/docs/1.0/intro'],
    ]);
    expect(pageAt(result, '/docs/1.0/intro')).toMatchObject({ version: '1.0', next: { path: '/docs/1.0/category/guides' } });
    expect(pageAt(result, '/docs/1.0/intro').html).toContain('Version one text.');
    expect(pageAt(result, '/docs/intro').html).toContain('Next text.');
    const versioned = result.manifest!.sidebars['version-1.0/tutorialSidebar']!;
    expect(versioned.map((i) => 'label' in i && i.label)).toEqual(['Intro', 'Guides']);
    expect(result.manifest!.routes.find((r) => r.path === '/docs/1.0/guides/setup')).toMatchObject({ version: '1.0' });
  });

  it('reports a versioned sidebar entry that names no doc at its line', async () => {
    const site = memorySite({
      ...docs,
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': '# Intro\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{\n  "tutorialSidebar": [\n    "intro",\n    "gone"\n  ]\n}\n',
    });
    const result = await compilerFor(site).build();
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      "content/versioned_sidebars/version-1.0-sidebars.json:4:5 Sidebar refers to unknown doc id 'gone', expected the id of a doc in this version",
    ]);
  });

  it('a docs.versions entry for a version the site does not have is an error naming the field and the versions', async () => {
    const config = {
      ...MINIMAL_CONFIG,
      docs: { versions: { current: { label: 'Next' }, '2.0': { label: 'Two' }, '1.0': { label: 'One' } } },
    };
    const site = memorySite(
      {
        ...docs,
        'versions.json': '["1.0"]',
        'versioned_docs/version-1.0/intro.md': '# Intro\n',
        'versioned_sidebars/version-1.0-sidebars.json': '{ "tutorialSidebar": ["intro"] }',
      },
      config,
    );
    const result = await compilerFor(site).build();
    expect(result.manifest).toBeNull();
    expect(result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      "error content/site.config.json:10:7 docs.versions.2.0: unknown version '2.0'; the versions are 'current', '1.0' (versions.json lists the released ones)",
    ]);
  });

  it("a Docusaurus docs plugin's versions entry for a version the site does not have names its field in the config", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgate-versions-'));
    try {
      await mkdir(join(dir, 'docs'));
      await writeFile(join(dir, 'docs', 'intro.md'), '# Intro\n');
      await writeFile(
        join(dir, 'docusaurus.config.mjs'),
        "export default { title: 'T', url: 'https://t.dev', baseUrl: '/',\n  presets: [['classic', { docs: { versions: { current: { label: 'Next' }, '1.0': { label: 'One' } } } }]] };\n",
      );
      const result = await compilerFor(diskFolder(dir), false, { root: dir }).build();
      expect(result.diagnostics.filter((d) => d.rule === 'versions').map((d) => `${d.severity} ${d.file} ${d.message}`)).toEqual([
        "error docusaurus.config.mjs presets.0.1.docs.versions.1.0: unknown version '1.0'; the versions are 'current' (versions.json lists the released ones)",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('locales', () => {
  it('builds translated blog posts and pages under /<locale>/ and links them as alternates', async () => {
    const site = memorySite(
      {
        ...docs,
        'pages/about.md': '# About\n',
        'i18n/fr/pages/about.md': '# À propos\n',
        'blog/2024-01-01-hi.md': '# Hi\n\nHello.\n',
        'i18n/fr/blog/2024-01-01-hi.md': '# Salut\n\nBonjour.\n',
        'i18n/de/docs/intro.md': '# Einführung\n',
      },
      { title: 'T', url: 'https://t.test', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } },
    );
    const result = await compilerFor(site).build();
    const routes = new Map(result.manifest!.routes.map((r) => [r.path, { ...r, alternates: allAlternates(result.manifest!, r) }]));
    expect(routes.get('/about')?.alternates).toEqual({ fr: '/fr/about' });
    expect(routes.get('/fr/blog/hi')).toMatchObject({ locale: 'fr', alternates: { en: '/blog/hi' } });
    expect(routes.has('/de/docs/intro')).toBe(false);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'content/i18n/de/docs/intro.md', severity: 'warning', rule: 'i18n' }),
    );
  });

  it('builds an untranslated doc or page in the other locale from the default text, so every page has its /<locale> twin', async () => {
    const site = memorySite(
      {
        ...docs,
        'i18n/es/docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Introducción\n\nTexto.\n',
        'pages/index.md': '# Home\n\nWelcome.\n',
      },
      { title: 'T', url: 'https://t.test', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'es'] } },
    );
    const result = await compilerFor(site).build();
    expect(result.diagnostics).toEqual([]);
    const routes = new Map(result.manifest!.routes.map((r) => [r.path, { ...r, alternates: allAlternates(result.manifest!, r) }]));
    // the translation where there is one, the default text under /es where there is none
    expect(pageAt(result, '/es/docs/intro').html).toContain('Texto.');
    expect(routes.get('/es/docs/guides/setup')).toMatchObject({
      locale: 'es',
      version: 'current',
      alternates: { en: '/docs/guides/setup' },
    });
    expect(pageAt(result, '/es/docs/guides/setup')).toMatchObject({ locale: 'es', title: 'Setup' });
    expect(pageAt(result, '/es/docs/guides/setup').html).toContain('Steps.');
    expect(routes.get('/docs/guides/setup')?.alternates).toEqual({ es: '/es/docs/guides/setup' });
    expect(routes.get('/es')).toMatchObject({ kind: 'page', locale: 'es', alternates: { en: '/' } });
    expect(pageAt(result, '/es').html).toContain('Welcome.');
  });
});
