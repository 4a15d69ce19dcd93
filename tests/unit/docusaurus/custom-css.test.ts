import { describe, expect, it } from 'vitest';
import { customCssOf } from '../../../src/compiler/read/docusaurus/custom-css.ts';
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
