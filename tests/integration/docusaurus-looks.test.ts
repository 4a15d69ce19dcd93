import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/looks: the classic preset's customCss (with a static image and a font of its
// own), English and French, and French translation files for the navbar, footer, code.json and the docs
// sidebar (current.json)
describe("a Docusaurus site's custom.css and theme translations", () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  const built = (path: string) => readFile(join(dir, 'dist/site', path), 'utf8');
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('looks');
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('ships custom.css as a gated stylesheet whose url()s name gated copies of the site files', async () => {
    expect(run.code).toBe(0);
    expect(diagnosticLines(run.stderr)).toEqual([]);
    const [sheet] = manifest.site.stylesheets ?? [];
    expect(manifest.site.stylesheets).toHaveLength(1);
    expect(sheet).toMatch(/^assets\/[0-9a-f]+\.css$/);
    const css = await built(sheet!);
    expect(css).toContain('--ifm-color-primary: #2e8555;');
    expect(css).toContain("[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;");
    const urls = [...css.matchAll(/url\("gate:(assets\/[^"]+)"\)/g)].map((match) => match[1]!);
    expect(urls).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.woff2$/)]);
    // /img/pattern.png from static/, ../fonts/looks.woff2 next to the stylesheet
    expect(await readFile(join(dir, 'dist/site', urls[0]!))).toEqual(await readFile(join(dir, 'static/img/pattern.png')));
    expect(await built(urls[1]!)).toBe('wOF2fakefont');
  });

  it('gives the French pages the navbar, footer and sidebar labels of i18n/fr', () => {
    const fr = manifest.site.translations?.fr;
    expect(fr?.navbar.title).toBe('Apparence');
    expect(fr?.navbar.logoAlt).toBe("Logo d'Apparence");
    expect(
      fr?.navbar.items.map((item) =>
        item.type === 'link' ? item.label : item.type === 'dropdown' ? [item.label, item.items.map((entry) => entry.label)] : item.type,
      ),
    ).toEqual(['Tutoriel', 'GitHub', ['Communauté', ['Aide']], 'localeDropdown']);
    expect(fr?.footer.links.map((group) => [group.title, group.items.map((item) => item.label)])).toEqual([
      ['Documentation', ['Tutoriel']],
      ['More', ['GitHub']],
    ]);
    expect(fr?.footer.copyright).toBe('Droits réservés Apparence');
    expect(fr?.sidebar).toEqual({ 'sidebar.tutorialSidebar.category.Guides': 'Guides pratiques' });
    // the default locale keeps the config's words
    expect(manifest.site.navbar.title).toBe('Looks');
    expect(manifest.site.footer.copyright).toBe('Copyright Looks');
  });

  it("renders <Translate id> with the page's locale's code.json message", async () => {
    expect((await readPage(dir, manifest, '/docs/intro')).html).toContain('<p>Hello, reader.');
    expect((await readPage(dir, manifest, '/fr/docs/intro')).html).toContain('<p>Bonjour, lecteur.');
  });

  it('warns about a customCss file that does not exist and about a url() naming a missing file, and still builds', async () => {
    const config = join(dir, 'docusaurus.config.js');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace("customCss: './src/css/custom.css'", "customCss: ['./src/css/custom.css', './src/css/gone.css']"));
    const css = join(dir, 'src/css/custom.css');
    const before = await readFile(css, 'utf8');
    await writeFile(css, `${before}\n.x { background: url(/img/none.png); }\n`);
    // the rule's line: after the file's own lines and the blank one
    const line = before.split('\n').length + 1;
    const again = await runCli(['build'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(diagnosticLines(again.stderr)).toEqual([
      `src/css/custom.css:${line}:22 warning Missing file '/img/none.png' in url(), expected it under static/`,
      "src/css/gone.css warning Missing custom CSS 'src/css/gone.css' (customCss), expected a file under the site folder; the site is shown without it",
    ]);
  });

  it("inlines a stylesheet custom.css @imports from the site, its url()s from its own folder, and warns of another host's it cannot fetch", async () => {
    const css = join(dir, 'src/css/custom.css');
    await mkdir(join(dir, 'src/css/parts'), { recursive: true });
    await writeFile(join(dir, 'src/css/parts/more.css'), '.more { background: url(../../fonts/looks.woff2); }\n');
    await writeFile(
      css,
      // 127.0.0.1:47: nothing listens there (docusaurus-remote-css.test.ts fetches from a host that answers)
      `@import url('http://127.0.0.1:47/css2?family=Inter');\n@import './parts/more.css' print;\n${await readFile(css, 'utf8')}` +
        // a font of another host, which the viewer's CSP refuses unless it is fetched, and a site's own
        "@font-face { font-family: 'Dys'; src: url('http://127.0.0.1:47/dys.woff') format('woff'), url(../../fonts/looks.woff2); }\n",
    );
    const again = await runCli(['build'], { cwd: dir });
    expect(again.code).toBe(0);
    const lines = diagnosticLines(again.stderr);
    expect(lines).toContain(
      "src/css/custom.css:1:14 warning Stylesheet 'http://127.0.0.1:47/css2?family=Inter' could not be fetched (ECONNREFUSED): its rules do not apply",
    );
    expect(lines.filter((line) => line.includes('dys.woff'))).toEqual([
      expect.stringMatching(
        /^src\/css\/custom\.css:\d+:\d+ warning File 'http:\/\/127\.0\.0\.1:47\/dys\.woff' in url\(\) could not be fetched \(ECONNREFUSED\): it is not shown$/,
      ),
    ]);
    const sheet = await built((await readManifest(dir)).site.stylesheets![0]!);
    expect(sheet).not.toContain('@import');
    expect(sheet).toMatch(/^@media print \{\n\.more \{ background: url\("gate:assets\/[0-9a-f]+\.woff2"\); \}/m);
  });

  it("applies a `stylesheets` entry naming a file of the static folder (a v1 site's /css/code-block-buttons.css), before customCss", async () => {
    const config = join(dir, 'docusaurus.config.js');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace("baseUrl: '/',", "baseUrl: '/',\n  stylesheets: ['/css/buttons.css'],"));
    await mkdir(join(dir, 'static/css'), { recursive: true });
    await writeFile(join(dir, 'static/css/buttons.css'), '.btnIcon { background: url(../img/pattern.png); }\n');
    const again = await runCli(['build'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(diagnosticLines(again.stderr).filter((line) => line.includes('stylesheets'))).toEqual([]);
    const sheets = (await readManifest(dir)).site.stylesheets ?? [];
    expect(sheets.length).toBeGreaterThanOrEqual(2);
    const own = await built(sheets[0]!);
    expect(own).toMatch(/^\.btnIcon \{ background: url\("gate:assets\/[0-9a-f]+\.png"\); \}/);
    expect(await built(sheets[1]!)).toContain('--ifm-color-primary');
    await writeFile(config, text);
  });

  it("compiles a Sass customCss with the site's installed sass, whose CommonJS entry sets its exports at run time (dart-sass)", async () => {
    const config = join(dir, 'docusaurus.config.js');
    // (an earlier test of this file made it a list)
    const text = (await readFile(config, 'utf8')).replace(/customCss: (?:\[[^\]]*\]|'[^']*')/, "customCss: './src/css/theme.scss'");
    await writeFile(config, text);
    await writeFile(join(dir, 'src/css/theme.scss'), '$primary: #ef4242;\n:root { --ifm-color-primary: #{$primary}; }\n');
    await mkdir(join(dir, 'node_modules/sass'), { recursive: true });
    await writeFile(join(dir, 'node_modules/sass/package.json'), '{ "name": "sass", "main": "sass.node.js" }\n');
    // as dart-sass: node's import() of it sees only `default`
    await writeFile(
      join(dir, 'node_modules/sass/sass.node.js'),
      "const name = ['comp', 'ile'].join('');\nexports[name] = () => ({ css: ':root { --ifm-color-primary: #ef4242; }' });\n",
    );
    const again = await runCli(['build'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(diagnosticLines(again.stderr).filter((line) => line.includes('scss'))).toEqual([]);
    expect(await built((await readManifest(dir)).site.stylesheets![0]!)).toBe(':root { --ifm-color-primary: #ef4242; }');
  });

  it("runs customCss through the PostCSS plugins a site plugin adds with configurePostCss (Tailwind's recipe), and names one not installed", async () => {
    const config = join(dir, 'docusaurus.config.js');
    const text = (await readFile(config, 'utf8')).replace(/customCss: (?:\[[^\]]*\]|'[^']*')/, "customCss: './src/css/tw.css'");
    const plugin =
      "plugins: [async function tailwindPlugin() {\n    return { name: 'tailwind-plugin', configurePostCss(options) { options.plugins.push(require('fake-tailwind')); return options; } };\n  }],\n  presets:";
    await writeFile(config, text.replace('presets:', plugin));
    await writeFile(join(dir, 'src/css/tw.css'), '@tailwind utilities;\n:root { --ifm-color-primary: #123456; }\n');
    await mkdir(join(dir, 'node_modules/fake-tailwind'), { recursive: true });
    await writeFile(join(dir, 'node_modules/fake-tailwind/package.json'), '{ "name": "fake-tailwind", "main": "index.js" }\n');
    // as tailwindcss 3: a plugin creator marked `postcss`, which makes `@tailwind utilities` rules
    await writeFile(
      join(dir, 'node_modules/fake-tailwind/index.js'),
      "const plugin = () => ({ postcssPlugin: 'fake-tailwind', AtRule: { tailwind: (rule, { Rule, Declaration }) => { rule.replaceWith(new Rule({ selector: '.p-4' }).append(new Declaration({ prop: 'padding', value: '1rem' }))); } } });\nplugin.postcss = true;\nmodule.exports = plugin;\n",
    );
    const again = await runCli(['build'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(diagnosticLines(again.stderr).filter((line) => /tailwind|PostCSS/i.test(line))).toEqual([]);
    const sheet = await built((await readManifest(dir)).site.stylesheets![0]!);
    expect(sheet).toMatch(/\.p-4 \{\s*padding: 1rem;?\s*\}/);
    expect(sheet).not.toContain('@tailwind');
    // not installed: the sheet goes as written, and the build says why
    await rm(join(dir, 'node_modules/fake-tailwind'), { recursive: true });
    const without = await runCli(['build'], { cwd: dir });
    expect(without.code).toBe(0);
    expect(diagnosticLines(without.stderr).filter((line) => line.includes('PostCSS'))).toEqual([
      expect.stringMatching(
        /^docusaurus\.config\.js warning 'fake-tailwind' is not installed, so the PostCSS plugin the site's plugins add with it is left out/,
      ),
    ]);
    expect(await built((await readManifest(dir)).site.stylesheets![0]!)).toContain('@tailwind utilities;');
  });
});
