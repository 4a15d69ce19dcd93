import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DOCGATE_STRINGS } from './docgate-strings.ts';

// A locale's translation files as Docusaurus' `write-translations` makes them: JSON objects of
// `{ "<key>": { "message": "...", "description": "..." } }`. The theme's own (navbar, footer), the pages'
// `code.json` (`<Translate id>`, `translate({id})`) and the docs sidebar labels (`current.json`).

/** key -> message */
export type Messages = Record<string, string>;

/** What one locale's translation files say, each empty when its file is absent. */
export interface ThemeTranslations {
  code: Messages;
  navbar: Messages;
  footer: Messages;
  /** the default docs instance's current version: `sidebar.<id>.category.<label>`, `version.label`... */
  docs: Messages;
  /** the blog's options.json: `title`, `description`, `sidebar.title` */
  blog: Messages;
}

export const FILES: Record<keyof ThemeTranslations, string> = {
  code: 'code.json',
  navbar: 'docusaurus-theme-classic/navbar.json',
  footer: 'docusaurus-theme-classic/footer.json',
  docs: 'docusaurus-plugin-content-docs/current.json',
  blog: 'docusaurus-plugin-content-blog/options.json',
};

/**
 * Reads the translation files of each locale; a malformed file is a warning and counts as absent. A
 * locale's code messages start from Docusaurus' own translations of its theme (the French site says
 * "Suivant" with no code.json), which the site's code.json overrides, as Docusaurus merges them.
 */
export function readThemeTranslations(
  siteDir: string,
  i18nDir: string,
  locales: string[],
  warn: (rel: string, message: string) => void,
  /** a locale's folder where it is not its name (localeConfigs.<locale>.path) */
  localeFolders: Record<string, string> = {},
): Record<string, ThemeTranslations> {
  const result: Record<string, ThemeTranslations> = {};
  for (const locale of locales) {
    const read = (file: string): Messages => {
      const folder = localeFolders[locale] ?? locale;
      const path = resolve(siteDir, i18nDir, folder, file);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return {};
      }
      const messages = parseMessages(text);
      if (!messages) warn(join(i18nDir, folder, file), 'is not read: expected a JSON object of { "key": { "message": "..." } }');
      return messages ?? {};
    };
    const translations = Object.fromEntries(
      Object.entries(FILES).map(([part, file]) => [part, read(file)]),
    ) as unknown as ThemeTranslations;
    translations.code = { ...defaultThemeMessages(locale), ...translations.code };
    if (Object.values(translations).some((messages) => Object.keys(messages).length > 0)) result[locale] = translations;
  }
  return result;
}

/** `{ key: { message } }` (or `{ key: "message" }`) as key -> message; null when the text is no such object. */
export function parseMessages(text: string): Messages | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const messages: Messages = {};
  for (const [key, entry] of Object.entries(value)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message === 'string') messages[key] = message;
  }
  return messages;
}

// the classic theme's strings in each language Docusaurus ships (@docusaurus/theme-translations)
// (found when a locale first asks: a site without translations never looks)
let localesDir: string | undefined;
const locales = (): string =>
  (localesDir ??= join(dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')), 'locales'));

// of the search theme's strings, the few the viewer's own search box says (the rest are Algolia's modal's)
const SEARCH_STRINGS = [
  'theme.SearchBar.label',
  'theme.SearchModal.noResultsScreen.noResultsText',
  'theme.SearchModal.errorScreen.titleText',
];

/**
 * Docusaurus' translation of its classic theme's strings for `locale`, with the search box's and
 * docgate's own (docgate-strings.ts), each looked up as its readDefaultCodeTranslationMessages does: the
 * locale, then its likely region and script forms (`pt` -> `pt-BR`, `zh` -> `zh-Hans`), then the bare
 * language; empty for English and unknown locales.
 */
export function defaultThemeMessages(locale: string): Messages {
  let tries = [locale];
  try {
    const max = new Intl.Locale(locale).maximize();
    tries = [locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language];
  } catch {
    // not a BCP 47 tag: only a folder of that exact name can match
  }
  const first = <T>(find: (name: string) => T | undefined): T | undefined => {
    for (const name of tries) {
      const found = find(name);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const file = (name: string, part: string): Messages | undefined => {
    try {
      return parseMessages(readFileSync(join(locales(), name, part), 'utf8')) ?? undefined;
    } catch {
      // no translation under this name: try the next
      return undefined;
    }
  };
  const search = first((name) => file(name, 'theme-search-algolia.json')) ?? {};
  return {
    ...first((name) => file(name, 'theme-common.json')),
    ...Object.fromEntries(SEARCH_STRINGS.flatMap((key) => (search[key] !== undefined ? [[key, search[key]]] : []))),
    ...first((name) => (Object.hasOwn(DOCGATE_STRINGS, name) ? DOCGATE_STRINGS[name] : undefined)),
  };
}
