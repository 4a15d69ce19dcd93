import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/prism: `additionalLanguages: ['rego']` and a swizzled prism-include-languages
// that loads them and requires the site's own grammar for ```zmodel (src/theme/prism-zmodel.js), as
// zenstack's docs do; shiki has neither language. Sixty more pages make the build render in worker threads.
// The config names no Prism theme: its code is in Docusaurus' default, palenight (keywords italic, in
// the plain colour), in both modes.
const PAGES = 60;
const KEYWORD = '<span style="--shiki-light:#BFC7D5;--shiki-light-font-style:italic;--shiki-dark:#BFC7D5;--shiki-dark-font-style:italic">';
const PALENIGHT =
  '--docgate-prism-light:#bfc7d5;--docgate-prism-light-bg:#292d3e;--docgate-prism-dark:#bfc7d5;--docgate-prism-dark-bg:#292d3e';

describe('code in the Prism languages of a Docusaurus site', () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('prism');
    const schema = await readFile(join(dir, 'docs/schema.md'), 'utf8');
    for (let n = 1; n <= PAGES; n++) await writeFile(join(dir, `docs/schema-${n}.md`), schema.replace('# Schema', `# Schema ${n}`));
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds without a problem: no language is unknown', () => {
    expect(diagnosticLines(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it("highlights the site's own grammar and a listed prismjs language, on every page, in the colours of the site's Prism theme", async () => {
    for (const path of ['/docs/schema', ...Array.from({ length: PAGES }, (_, n) => `/docs/schema-${n + 1}`)]) {
      const { html } = await readPage(dir, manifest, path);
      expect(html).toContain(
        `<div class="code-block language-zmodel codeBlockContainer_docgate theme-code-block" data-language="zmodel" data-prism-theme="" style="${PALENIGHT}"><div class="codeBlockTitle_docgate code-block-title">schema.zmodel</div>`,
      );
      expect(html).toContain(`${KEYWORD}model</span>`);
      expect(html).toContain('<span class="line highlighted">');
      expect(html).toContain(
        `<div class="code-block language-rego codeBlockContainer_docgate theme-code-block" data-language="rego" data-prism-theme="" style="${PALENIGHT}">`,
      );
      expect(html).toContain(`${KEYWORD}package</span>`);
    }
  });

  it('renders the pages again when a grammar the site requires changes, though no page did', async () => {
    const grammar = join(dir, 'src/theme/prism-zmodel.js');
    await writeFile(grammar, (await readFile(grammar, 'utf8')).replace('datasource|generator|model|', 'datasource|generator|'));
    const again = await runCli(['build'], { cwd: dir });
    expect(diagnosticLines(again.stderr)).toEqual([]);
    const { html } = await readPage(dir, await readManifest(dir), '/docs/schema');
    expect(html).not.toContain(`${KEYWORD}model</span>`);
    expect(html).toContain(`${KEYWORD}package</span>`);
  });
});

// the classic template's config: prism-react-renderer's github and dracula, the package not installed
const CLASSIC = `const { themes } = require('prism-react-renderer');
module.exports = {
  title: 'Prism',
  url: 'https://prism.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, pages: false }]],
  themeConfig: { prism: { additionalLanguages: ['rego'], theme: themes.github, darkTheme: themes.dracula } },
};
`;
const OWN_THEME = `module.exports = {
  title: 'Prism',
  url: 'https://prism.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false, pages: false }]],
  themeConfig: {
    prism: {
      additionalLanguages: ['rego'],
      theme: { plain: { color: '#111111', backgroundColor: '#fefefe' }, styles: [{ types: ['keyword'], style: { color: 'rgb(255, 0, 0)' } }] },
    },
  },
};
`;

describe("code in a Docusaurus site's Prism themes", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('prism');
    await writeFile(join(dir, 'docusaurus.config.js'), CLASSIC);
    await writeFile(join(dir, 'docs/code.md'), "# Code\n\n```ts\n// a note\nconst name = 'x';\n```\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("paints the classic template's blocks in github (light) and dracula (dark), prism-react-renderer not installed", async () => {
    const run = await runCli(['build'], { cwd: dir });
    expect(diagnosticLines(run.stderr)).toEqual([]);
    const { html } = await readPage(dir, await readManifest(dir), '/docs/code');
    // the block's background and plain colour in both modes, and its tokens': github's keyword, dracula's in
    // italics; a string's quotes are the string's colour, as Prism's string token holds them
    expect(html).toContain(
      'data-prism-theme="" style="--docgate-prism-light:#393a34;--docgate-prism-light-bg:#f6f8fa;--docgate-prism-dark:#f8f8f2;--docgate-prism-dark-bg:#282a36"',
    );
    expect(html).toContain(
      '<span style="--shiki-light:#00009F;--shiki-light-font-style:inherit;--shiki-dark:#BD93F9;--shiki-dark-font-style:italic">const</span>',
    );
    expect(html).toContain('<span style="--shiki-light:#E3116C;--shiki-dark:#FF79C6">\'x\'</span>');
    expect(html).toContain(
      '<span style="--shiki-light:#999988;--shiki-light-font-style:italic;--shiki-dark:#6272A4;--shiki-dark-font-style:inherit">// a note</span>',
    );
  });

  it("applies a theme object of the site's own, in both modes, and renders the pages again when it changes", async () => {
    await writeFile(join(dir, 'docusaurus.config.js'), OWN_THEME);
    const run = await runCli(['build'], { cwd: dir });
    expect(diagnosticLines(run.stderr)).toEqual([]);
    const { html } = await readPage(dir, await readManifest(dir), '/docs/code');
    expect(html).toContain(
      'style="--docgate-prism-light:#111111;--docgate-prism-light-bg:#fefefe;--docgate-prism-dark:#111111;--docgate-prism-dark-bg:#fefefe"',
    );
    expect(html).toContain('<span style="--shiki-light:#FF0000;--shiki-dark:#FF0000">const</span>');
  });
});
