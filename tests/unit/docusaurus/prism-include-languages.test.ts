import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskFolder } from '../../../src/compiler/read/content-folder.ts';
import { sitePrism } from '../../../src/compiler/read/docusaurus/prism-include-languages.ts';
import { renderPage } from '../markdown/render-page.ts';
import { compilerFor, pageAt } from '../pipeline/helpers.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const DEFINES_ZMODEL =
  "export default function prismIncludeLanguages(PrismObject) {\n  globalThis.Prism = PrismObject;\n  require('./prism-zmodel');\n  delete globalThis.Prism;\n}\n";
const ZMODEL_GRAMMAR = 'Prism.languages.zmodel = { keyword: /\\bmodel\\b/ };\n';

/** A site folder with these files under src/theme; its sitePrism for a config listing `additionalLanguages`. */
async function site(theme: Record<string, string>, additionalLanguages: string[] = []) {
  const dir = await mkdtemp(join(tmpdir(), 'docgate-prism-site-'));
  dirs.push(dir);
  await mkdir(join(dir, 'src/theme'), { recursive: true });
  for (const [name, text] of Object.entries(theme)) await writeFile(join(dir, 'src/theme', name), text);
  const config = { themeConfig: { prism: { additionalLanguages } } };
  await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config)};\n`);
  return { dir, prism: () => sitePrism(dir, join(dir, 'docusaurus.config.js'), config, (rel) => rel) };
}

describe("a Docusaurus site's Prism languages", () => {
  it('are none for a site without a prism-include-languages or additionalLanguages', async () => {
    expect(await (await site({})).prism()).toBeNull();
  });

  it("change their fingerprint (the pages' render key) when a file the module requires or the listed languages change", async () => {
    const { dir, prism } = await site({ 'prism-include-languages.js': DEFINES_ZMODEL, 'prism-zmodel.js': ZMODEL_GRAMMAR });
    const first = await prism();
    expect(first?.diagnostics).toEqual([]);
    expect(first?.files).toEqual(['src/theme/prism-include-languages.js', 'src/theme/prism-zmodel.js']);
    expect((await prism())?.ref.fingerprint).toBe(first?.ref.fingerprint);
    await writeFile(join(dir, 'src/theme/prism-zmodel.js'), 'Prism.languages.zmodel = { keyword: /\\b(?:model|enum)\\b/ };\n');
    const edited = await prism();
    expect(edited?.ref.fingerprint).not.toBe(first?.ref.fingerprint);
    const listed = await sitePrism(
      dir,
      join(dir, 'docusaurus.config.js'),
      { themeConfig: { prism: { additionalLanguages: ['rego'] } } },
      (r) => r,
    );
    expect(listed?.ref.additionalLanguages).toEqual(['rego']);
    expect(listed?.ref.fingerprint).not.toBe(edited?.ref.fingerprint);
  });

  it('that fail to load are a warning naming the module, and its languages stay plain text', async () => {
    const { prism } = await site({
      // sql is not one of the languages Prism comes with: the site forgot to load it
      'prism-include-languages.js':
        'export default function prismIncludeLanguages(Prism) {\n  Prism.languages.zmodel = { keyword: Prism.languages.sql.keyword };\n}\n',
    });
    const loaded = await prism();
    expect(loaded?.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.message}`)).toEqual([
      expect.stringMatching(
        /^src\/theme\/prism-include-languages\.js:2 warning src\/theme\/prism-include-languages\.js could not be run \(.+\), so code in the Prism languages it defines is shown as plain text/,
      ),
    ]);
    expect(loaded?.ref.file).toBeUndefined();
    const page = await renderPage('```zmodel\nmodel A {}\n```\n', { site: { prism: loaded!.ref } });
    expect(page.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('Unknown code block language `zmodel`')]);
  });

  it('that a package the site has not installed adds are named in a warning; the rest of the module applies', async () => {
    const { prism } = await site({
      'prism-include-languages.js':
        "export default function prismIncludeLanguages(PrismObject) {\n  globalThis.Prism = PrismObject;\n  require('prism-svelte');\n  require('./prism-zmodel');\n  delete globalThis.Prism;\n}\n",
      'prism-zmodel.js': ZMODEL_GRAMMAR,
    });
    const loaded = await prism();
    expect(loaded?.diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual([
      expect.stringMatching(
        /^src\/theme\/prism-include-languages\.js src\/theme\/prism-include-languages\.js imports 'prism-svelte', not installed: the Prism languages it adds are shown as plain text; /,
      ),
    ]);
    const page = await renderPage('```zmodel\nmodel A {}\n```\n', { site: { prism: loaded!.ref } });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">model</span>');
  });

  it('are read again when watch mode sees a grammar file of src/theme change, and the pages show the new grammar', async () => {
    const { dir } = await site({ 'prism-include-languages.js': DEFINES_ZMODEL, 'prism-zmodel.js': ZMODEL_GRAMMAR });
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs/schema.md'), '# Schema\n\n```zmodel\nmodel A {}\nenum B {}\n```\n');
    await writeFile(
      join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/', presets: [['classic', { blog: false, pages: false }]] };\n",
    );
    const compiler = compilerFor(diskFolder(dir), false, { root: dir });
    const keyword = (word: string) =>
      `<span style="--shiki-light:#BFC7D5;--shiki-light-font-style:italic;--shiki-dark:#BFC7D5;--shiki-dark-font-style:italic">${word}</span>`;
    const first = await compiler.build();
    expect(first.diagnostics).toEqual([]);
    expect(pageAt(first, '/docs/schema').html).toContain(keyword('model'));
    expect(pageAt(first, '/docs/schema').html).not.toContain(keyword('enum'));
    const grammar = join(dir, 'src/theme/prism-zmodel.js');
    await writeFile(grammar, 'Prism.languages.zmodel = { keyword: /\\b(?:model|enum)\\b/ };\n');
    const updated = await compiler.update([{ type: 'change', file: grammar }]);
    expect(pageAt(updated, '/docs/schema').html).toContain(keyword('enum'));
  });
});
