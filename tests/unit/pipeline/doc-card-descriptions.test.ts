import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskFolder } from '../../../src/compiler/read/content-folder.ts';
import type { PageData } from '../../../src/contracts/manifest.ts';
import { compilerFor, entryText, memorySite, pageAt } from './helpers.ts';

// a category of docs with and without a frontmatter description, one of them listing the category's cards
const PALETTE = 'The palette every page takes its colours from, light and dark, with the primary colour and its shades';
const files = {
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/guides/overview.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Guides\n\nEvery guide:\n\n<DocCardList />\n",
  'docs/guides/colours.md': '# Colours\n\nLinks take the primary colour.\n',
  'docs/guides/palette.md': `---\ndescription: ${PALETTE}\n---\n\n# Palette\n\nThe primary colour and its shades.\n`,
};

const itemsAt = (page: PageData) => (page.kind === 'doc' || page.kind === 'docCategoryIndex' ? page.items : null);

describe("a page's <DocCardList /> cards", () => {
  it("carry each doc's description in the page's data, its frontmatter's or its first line, as Docusaurus' DocCard shows it", async () => {
    const result = await compilerFor(memorySite(files)).build();
    expect(result.diagnostics).toEqual([]);
    expect(itemsAt(pageAt(result, '/docs/guides/overview'))).toEqual([
      { label: 'Colours', path: '/docs/guides/colours', description: 'Links take the primary colour.' },
      { label: 'Guides', path: '/docs/guides/overview', description: 'Every guide:' },
      { label: 'Palette', path: '/docs/guides/palette', description: PALETTE },
    ]);
    // a page without the list carries none
    expect(itemsAt(pageAt(result, '/docs/guides/colours'))).toEqual([]);
  });

  it("of a doc in no category list its sidebar's top level, as Docusaurus 3.8+'s useCurrentSidebarSiblings (a docs index page)", async () => {
    const { 'docs/intro.md': _plain, ...others } = files;
    const listed = files['docs/guides/overview.mdx'].replace('# Guides', '# Intro');
    const result = await compilerFor(memorySite({ ...others, 'docs/intro.mdx': listed })).build();
    expect(result.diagnostics).toEqual([]);
    expect(itemsAt(pageAt(result, '/docs/intro'))).toEqual([{ label: 'Intro', path: '/docs/intro', description: 'Every guide:' }]);
  });

  it('leave the manifest fetched at sign-in as it is: no description in manifest.json or its parts', async () => {
    const result = await compilerFor(memorySite(files)).build();
    const manifestFiles = result.entries.filter((entry) => entry.path === 'manifest.json' || entry.path.startsWith('manifest/'));
    expect(manifestFiles.length).toBeGreaterThan(1);
    for (const entry of manifestFiles) expect(entryText(result, entry.path)).not.toContain('Links take the primary colour');
  });

  it("follow an edit of a listed doc's first line, and a list taken out of its page and put back", async () => {
    const site = memorySite(files);
    const compiler = compilerFor(site);
    await compiler.build();
    const edit = (rel: string, text: string) => compiler.update([{ type: 'change', file: site.write(rel, text) }]);
    let updated = await edit('docs/guides/colours.md', '# Colours\n\nButtons take the primary colour too.\n');
    expect(itemsAt(pageAt(updated, '/docs/guides/overview'))?.[0]?.description).toBe('Buttons take the primary colour too.');
    const overview = files['docs/guides/overview.mdx'];
    updated = await edit('docs/guides/overview.mdx', overview.replace('<DocCardList />', 'None yet.'));
    expect(itemsAt(pageAt(updated, '/docs/guides/overview'))).toEqual([]);
    updated = await edit('docs/guides/overview.mdx', overview);
    expect(itemsAt(pageAt(updated, '/docs/guides/overview'))?.map((item) => item.label)).toEqual(['Colours', 'Guides', 'Palette']);
  });
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a translated page', () => {
  it("gives each doc's card on a generated index its translation's description, as Docusaurus builds each locale from its own docs", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgate-cards-'));
    dirs.push(dir);
    const site = {
      'docusaurus.config.mjs':
        "export default { title: 'T', url: 'https://t.dev', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
      'sidebars.js':
        "module.exports = { s: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['colours'] }] };",
      'docs/colours.md': '---\ndescription: Every colour.\n---\n\n# Colours\n\nText.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/colours.md': '---\ndescription: Toutes les couleurs.\n---\n\n# Couleurs\n\nTexte.\n',
    };
    for (const [rel, text] of Object.entries(site)) {
      await mkdir(dirname(join(dir, rel)), { recursive: true });
      await writeFile(join(dir, rel), text);
    }
    const result = await compilerFor(diskFolder(dir), false, { root: dir }).build();
    expect(result.diagnostics).toEqual([]);
    const descriptions = (path: string) => itemsAt(pageAt(result, path))?.map((item) => item.description);
    expect(descriptions('/docs/category/guides')).toEqual(['Every colour.']);
    expect(descriptions('/fr/docs/category/guides')).toEqual(['Toutes les couleurs.']);
  });
});
