import { describe, expect, it } from 'vitest';
import { localeLabel } from '../../../src/compiler/read/config/site.ts';

describe('the label of a locale the config does not label', () => {
  it('is the language named in itself, capitalized, as Docusaurus names it in the locale menu', () => {
    expect(localeLabel('ja')).toBe('日本語');
    expect(localeLabel('zh-Hans')).toBe('简体中文');
    expect(localeLabel('fr')).toBe('Français');
    expect(localeLabel('en')).toBe('English');
  });

  it('is the code itself when the code is no language tag', () => {
    expect(localeLabel('not a locale!')).toBe('not a locale!');
  });
});
