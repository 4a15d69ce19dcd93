import { describe, expect, it } from 'vitest';
import type { CompileResult } from '../../../src/compiler/compile.ts';
import { compilerFor, diagnosticLines, MINIMAL_CONFIG, memorySite } from './helpers.ts';

/** An asset entry's bytes as text. */
const assetText = (result: CompileResult, path: string): string =>
  new TextDecoder().decode(result.entries.find((entry) => entry.path === path)?.content as Uint8Array);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe("the site's own stylesheets (customCss)", () => {
  it('go out as gated assets, their url()s naming gated copies of the files, in the order given', async () => {
    const site = memorySite(
      {
        'docs/intro.md': '# Intro\n\nHello.\n',
        'css/base.css':
          ':root { --ifm-color-primary: #aa2255; }\n.hero { background: url("/img/bg.png") no-repeat, url(data:image/gif;base64,R0lG); }\n',
        'css/more.css': '.x { background: url(./dots.png?v=2#y); }\n',
        'css/dots.png': PNG,
        'static/img/bg.png': PNG,
      },
      { ...MINIMAL_CONFIG, customCss: ['css/base.css', './css/more.css'] },
    );
    const result = await compilerFor(site).build();
    expect(diagnosticLines(result)).toEqual([]);
    const sheets = result.manifest!.site.stylesheets!;
    expect(sheets).toHaveLength(2);
    const png = result.entries.find((entry) => entry.path.endsWith('.png'))!.path;
    expect(assetText(result, sheets[0]!)).toBe(
      `:root { --ifm-color-primary: #aa2255; }\n.hero { background: url("gate:${png}") no-repeat, url(data:image/gif;base64,R0lG); }\n`,
    );
    expect(assetText(result, sheets[1]!)).toBe(`.x { background: url("gate:${png}"); }\n`);
  });

  it("inline an @import into its cascade layer, supports() condition and media list, as the browser applies it (react-day-picker's `layer(website)` dropped its whole sheet)", async () => {
    const site = memorySite(
      {
        'docs/intro.md': '# Intro\n',
        'css/site.css':
          '@import "./a.css" layer(website);\n@import "./b.css" layer;\n@import url(./c.css) supports(display: grid) screen and (min-width: 900px);\n@import "./d.css" print;\n',
        'css/a.css': '.a { color: red; }\n',
        'css/b.css': '.b { color: blue; }\n',
        'css/c.css': '.c { color: green; }\n',
        'css/d.css': '.d { color: gray; }\n',
      },
      { ...MINIMAL_CONFIG, customCss: ['css/site.css'] },
    );
    const result = await compilerFor(site).build();
    expect(diagnosticLines(result)).toEqual([]);
    expect(assetText(result, result.manifest!.site.stylesheets![0]!)).toBe(
      [
        '@layer website {\n.a { color: red; }\n\n}',
        '@layer {\n.b { color: blue; }\n\n}',
        '@media screen and (min-width: 900px) {\n@supports (display: grid) {\n.c { color: green; }\n\n}\n}',
        '@media print {\n.d { color: gray; }\n\n}',
        '',
      ].join('\n'),
    );
  });

  it("find a url('~/x') as Docusaurus' css-loader does, as the root path /x: in the static folder, then the site folder", async () => {
    const site = memorySite(
      {
        'docs/intro.md': '# Intro\n',
        'css/site.css': '@font-face { src: url(\'~/static/fonts/x.woff2\'); }\n:root { --icon: url("~/img/x.svg"); }\n',
        'static/fonts/x.woff2': PNG,
        'static/img/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
      { ...MINIMAL_CONFIG, customCss: ['css/site.css'] },
    );
    const result = await compilerFor(site).build();
    expect(diagnosticLines(result)).toEqual([]);
    const font = result.entries.find((entry) => entry.path.endsWith('.woff2'))!.path;
    const svg = result.entries.find((entry) => entry.path.endsWith('.svg'))!.path;
    expect(assetText(result, result.manifest!.site.stylesheets![0]!)).toBe(
      `@font-face { src: url("gate:${font}"); }\n:root { --icon: url("gate:${svg}"); }\n`,
    );
  });

  it("inline an @import of an installed package's stylesheet from node_modules, written bare or with webpack's ~", async () => {
    const site = memorySite(
      {
        'docs/intro.md': '# Intro\n',
        'css/site.css': '@import "fake-icons/css/all.css";\n@import "~fake-icons/css/more.css";\n:root { --ifm-color-primary: #123456; }\n',
        'node_modules/fake-icons/package.json': '{"name":"fake-icons"}',
        'node_modules/fake-icons/css/all.css': '.icon { background: url(../img/i.png); }\n',
        'node_modules/fake-icons/css/more.css': '.more { color: red; }\n',
        'node_modules/fake-icons/img/i.png': PNG,
      },
      { ...MINIMAL_CONFIG, customCss: ['css/site.css'] },
    );
    const result = await compilerFor(site).build();
    expect(diagnosticLines(result)).toEqual([]);
    const png = result.entries.find((entry) => entry.path.endsWith('.png'))!.path;
    expect(assetText(result, result.manifest!.site.stylesheets![0]!)).toBe(
      `.icon { background: url("gate:${png}"); }\n\n.more { color: red; }\n\n:root { --ifm-color-primary: #123456; }\n`,
    );
  });

  it('say that the package an @import names is not installed, and how to install it, when the site names it but has not installed it', async () => {
    const site = memorySite(
      {
        'docs/intro.md': '# Intro\n',
        'package.json': '{"dependencies":{"fake-icons":"1.0.0"}}',
        'css/site.css': '@import "fake-icons/css/all.css";\n@import "partials/vars.css";\n',
      },
      { ...MINIMAL_CONFIG, customCss: ['css/site.css'] },
    );
    const result = await compilerFor(site).build();
    expect(diagnosticLines(result)).toEqual([
      "content/css/site.css:1:10 warning @import of 'fake-icons/css/all.css' is left out: 'fake-icons' is not installed, so its rules do not apply; run npm install in /memory/site/content to install the site's packages",
      "content/css/site.css:2:10 warning Missing stylesheet 'partials/vars.css' in @import, expected it next to the stylesheet or in the site's node_modules",
    ]);
  });

  it('leave the manifest without stylesheets when the site has none, and rebuild when one changes', async () => {
    expect((await compilerFor(memorySite({ 'docs/intro.md': '# Intro\n' })).build()).manifest!.site.stylesheets).toBeUndefined();
    const site = memorySite(
      { 'docs/intro.md': '# Intro\n', 'css/site.css': 'a { color: red; }\n' },
      { ...MINIMAL_CONFIG, customCss: ['css/site.css'] },
    );
    const compiler = compilerFor(site);
    const first = await compiler.build();
    const file = site.write('css/site.css', 'a { color: blue; }\n');
    const second = await compiler.update([{ type: 'change', file }]);
    const sheet = second.manifest!.site.stylesheets![0]!;
    expect(sheet).not.toBe(first.manifest!.site.stylesheets![0]);
    expect(assetText(second, sheet)).toBe('a { color: blue; }\n');
  });
});
