import { describe, expect, it } from 'vitest';
import { pluralForm, themePlural, themeString } from '../../../src/contracts/theme-strings.ts';
import { defaultThemeMessages } from '../../../src/compiler/read/docusaurus/theme-translations.ts';

describe('theme strings', () => {
  it("fill {placeholders} of the locale's message, and fall back to English without one", () => {
    const messages = { 'theme.blog.tagTitle': '{nPosts} tagués avec « {tagName} »' };
    expect(themeString(messages, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: '2 posts', tagName: 'x' })).toBe(
      '2 posts tagués avec « x »',
    );
    expect(themeString({}, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts: 'One post' })).toBe(
      'One post tagged with "{tagName}"',
    );
  });

  it("pick a plural form by the locale's plural rules, as Docusaurus' usePluralForm does", () => {
    expect(pluralForm('One post|{count} posts', 1, 'en')).toBe('One post');
    expect(pluralForm('One post|{count} posts', 0, 'en')).toBe('{count} posts');
    // Russian: one, few, many (and other) forms
    const russian = 'Одна запись|{count} записи|{count} записей';
    expect(themePlural({}, 'ru', 'x', russian, 1)).toBe('Одна запись');
    expect(themePlural({}, 'ru', 'x', russian, 3)).toBe('3 записи');
    expect(themePlural({}, 'ru', 'x', russian, 5)).toBe('5 записей');
    // French counts 0 as one
    expect(pluralForm('Un article|{count} articles', 0, 'fr')).toBe('Un article');
    // a message with one form, or a locale Intl cannot read
    expect(pluralForm('{count} items', 1, 'en')).toBe('{count} items');
    expect(pluralForm('One|{count} many', 4, 'not a locale!')).toBe('{count} many');
  });

  it("ship Docusaurus' translation of its theme, found by language, region or script as Docusaurus finds it", () => {
    expect(defaultThemeMessages('fr')['theme.docs.paginator.next']).toBe('Suivant');
    // fr-CA has no folder of its own: French
    expect(defaultThemeMessages('fr-CA')['theme.docs.paginator.next']).toBe('Suivant');
    // pt is Brazilian Portuguese, zh-CN simplified Chinese
    expect(defaultThemeMessages('pt')).toEqual(defaultThemeMessages('pt-BR'));
    expect(defaultThemeMessages('zh-CN')).toEqual(defaultThemeMessages('zh-Hans'));
    expect(Object.keys(defaultThemeMessages('zh-Hans')).length).toBeGreaterThan(50);
    expect(defaultThemeMessages('en')).toEqual({});
    expect(defaultThemeMessages('xx')).toEqual({});
  });
});
