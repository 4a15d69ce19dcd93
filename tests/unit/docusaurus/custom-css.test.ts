import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configStylesheets, customCssOf as readCustomCss } from '../../../src/compiler/read/docusaurus/custom-css.ts';
import { stubFile } from '../../../src/compiler/read/docusaurus/stub.ts';

const customCssOf = (config: Record<string, unknown>) => readCustomCss(config).paths;
import { parseMessages } from '../../../src/compiler/read/docusaurus/theme-translations.ts';

describe("a Docusaurus config's customCss", () => {
  it("reads the classic preset's theme.customCss, a path or a list, from the site folder", () => {
    expect(customCssOf({ presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] })).toEqual(['src/css/custom.css']);
    expect(customCssOf({ presets: [['@docusaurus/preset-classic', { theme: { customCss: ['./a.css', '/abs/site/b.css'] } }]] })).toEqual([
      'a.css',
      '/abs/site/b.css',
    ]);
  });

  it("reads @docusaurus/theme-classic's option in themes, and nothing from other presets or themes", () => {
    expect(customCssOf({ themes: [['@docusaurus/theme-classic', { customCss: './x.css' }]] })).toEqual(['x.css']);
    expect(
      customCssOf({ presets: [['other-preset', { theme: { customCss: './y.css' } }]], themes: ['@docusaurus/theme-mermaid'] }),
    ).toEqual([]);
    expect(customCssOf({ presets: [['classic', {}]] })).toEqual([]);
  });

  it('reads the theme written as a resolved file of it, as playwright.dev writes it (require.resolve)', () => {
    const theme = '/site/node_modules/@docusaurus/theme-classic/lib/index.js';
    expect(customCssOf({ themes: [[theme, { customCss: '/site/src/css/custom.css' }]] })).toEqual(['/site/src/css/custom.css']);
    expect(customCssOf({ themes: [[stubFile('@docusaurus/theme-classic'), { customCss: './x.css' }]] })).toEqual(['x.css']);
  });

  it('names a stylesheet of a package that is not installed instead of sending its stand-in as CSS', () => {
    const missing = stubFile('@fortawesome/fontawesome-svg-core/styles.css');
    expect(readCustomCss({ presets: [['classic', { theme: { customCss: ['./src/css/custom.css', missing] } }]] })).toEqual({
      paths: ['src/css/custom.css'],
      notInstalled: [{ name: '@fortawesome/fontawesome-svg-core/styles.css', path: ['presets', 0, 1, 'theme', 'customCss'] }],
    });
  });
});

describe("the config's stylesheets", () => {
  it("are customCss entries before the theme's: another host's by its URL and integrity, KaTeX's from a CDN the site's installed copy, else named as missing", async () => {
    const site = await mkdtemp(join(tmpdir(), 'docgate-katex-'));
    try {
      const stylesheets = [
        { href: 'https://fonts.example/a.css', integrity: 'sha384-abc', crossorigin: 'anonymous' },
        { href: 'https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css', type: 'text/css' },
        '//fonts.example/b.css',
        '/css/built.css',
      ];
      // a head tag's stylesheet of another host first, as Docusaurus puts headTags before the stylesheets
      const headTags = [
        { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.example/icons.css' } },
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } },
      ];
      const place = { siteDir: site, baseUrl: '/', staticDirs: ['static'] };
      expect(configStylesheets({ stylesheets, headTags }, place)).toEqual({
        entries: [
          'https://fonts.example/icons.css',
          { href: 'https://fonts.example/a.css', integrity: 'sha384-abc' },
          '//fonts.example/b.css',
        ],
        katexMissing: 1,
        unread: [3],
      });
      await mkdir(join(site, 'node_modules/katex/dist'), { recursive: true });
      await writeFile(join(site, 'node_modules/katex/package.json'), '{ "name": "katex", "version": "0.16.11" }');
      await writeFile(join(site, 'node_modules/katex/dist/katex.min.css'), '.katex{font:normal 1.21em KaTeX_Main}');
      expect(configStylesheets({ stylesheets: stylesheets.slice(1, 3) }, place)).toEqual({
        entries: ['node_modules/katex/dist/katex.min.css', '//fonts.example/b.css'],
        katexMissing: null,
        unread: [],
      });
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("are a static folder's file when they name one of the built site, with or without the baseUrl, as Docusaurus serves it", async () => {
    const site = await mkdtemp(join(tmpdir(), 'docgate-static-css-'));
    try {
      await mkdir(join(site, 'static/css'), { recursive: true });
      await mkdir(join(site, 'public'), { recursive: true });
      await writeFile(join(site, 'static/css/buttons.css'), '.copy { float: right }');
      await writeFile(join(site, 'public/print.css'), '@media print { nav { display: none } }');
      const place = { siteDir: site, baseUrl: '/docs-site/', staticDirs: ['static', 'public'] };
      const stylesheets = ['/css/buttons.css', { href: '/docs-site/print.css?v=2' }, '/css/gone.css', '../secret.css'];
      const headTags = [{ tagName: 'link', attributes: { rel: 'stylesheet', href: '/docs-site/css/buttons.css' } }];
      expect(configStylesheets({ stylesheets, headTags }, place)).toEqual({
        entries: ['static/css/buttons.css', 'static/css/buttons.css', 'public/print.css'],
        katexMissing: null,
        unread: [2, 3],
      });
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('translation files', () => {
  it('read as key -> message, a malformed file as null', () => {
    expect(parseMessages('{ "item.label.Docs": { "message": "Documents", "description": "x" }, "plain": "Mot" }')).toEqual({
      'item.label.Docs': 'Documents',
      plain: 'Mot',
    });
    expect(parseMessages('[1, 2]')).toBeNull();
    expect(parseMessages('{ oops')).toBeNull();
  });
});
