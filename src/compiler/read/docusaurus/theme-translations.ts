import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { docsPrefix } from '../docs-prefix.ts';
import { DOCGATE_STRINGS } from './docgate-strings.ts';

// A locale's translation files as Docusaurus' `write-translations` makes them: JSON objects of
// `{ "<key>": { "message": "...", "description": "..." } }`. The theme's own (navbar, footer), the pages'
// `code.json` (`<Translate id>`, `translate({id})`) and each docs instance's version files (`current.json`,
// `version-<name>.json`: its sidebar labels and `version.label`).

/** key -> message */
export type Messages = Record<string, string>;

/** What one locale's translation files say, each empty when its file is absent. */
export interface ThemeTranslations {
  code: Messages;
  navbar: Messages;
  footer: Messages;
  /** the blog's options.json: `title`, `description`, `sidebar.title` */
  blog: Messages;
  /** another blog instance's options.json (`docusaurus-plugin-content-blog-<id>/`), by plugin id */
  blogs?: Record<string, Messages>;
  /**
   * each docs version's file (`sidebar.<id>.category.<label>`, `version.label`...), keyed as its sidebars'
   * manifest keys begin (sidebar-definitions.ts docsPrefix): '' for the main docs' current version,
   * `version-2.0/`, `community/`, `community/version-2.0/`
   */
  docs: Record<string, Messages>;
  /** the docs version files read, relative to the site folder (a change builds again) */
  docsFiles: string[];
}

export const FILES = {
  code: 'code.json',
  navbar: 'docusaurus-theme-classic/navbar.json',
  footer: 'docusaurus-theme-classic/footer.json',
  blog: 'docusaurus-plugin-content-blog/options.json',
} as const;

// a docs instance's folder (`docusaurus-plugin-content-docs-community`) and a version's file in it
const DOCS_FOLDER = /^docusaurus-plugin-content-docs(?:-(.+))?$/;
// another blog instance's folder (`docusaurus-plugin-content-blog-changelog`)
const BLOG_FOLDER = /^docusaurus-plugin-content-blog-(.+)$/;
const VERSION_FILE = /^(?:current|version-(.+))\.json$/;

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
    const folder = localeFolders[locale] ?? locale;
    const read = (file: string): Messages => {
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
    const docs: ThemeTranslations['docs'] = {};
    const docsFiles: string[] = [];
    for (const [file, prefix] of docsVersionFiles(resolve(siteDir, i18nDir, folder))) {
      docs[prefix] = read(file);
      docsFiles.push(join(i18nDir, folder, file).split('\\').join('/'));
    }
    const blogs: Record<string, Messages> = {};
    for (const [plugin, id] of blogFolders(resolve(siteDir, i18nDir, folder))) {
      const messages = read(`${plugin}/options.json`);
      if (Object.keys(messages).length > 0) blogs[id] = messages;
    }
    const translations: ThemeTranslations = {
      code: { ...defaultThemeMessages(locale), ...read(FILES.code) },
      navbar: read(FILES.navbar),
      footer: read(FILES.footer),
      blog: read(FILES.blog),
      ...(Object.keys(blogs).length > 0 ? { blogs } : {}),
      docs,
      docsFiles,
    };
    const { code, navbar, footer, blog } = translations;
    const words = [code, navbar, footer, blog, ...Object.values(blogs), ...Object.values(docs)];
    if (words.some((messages) => Object.keys(messages).length > 0)) result[locale] = translations;
  }
  return result;
}

/** The folders of other blog instances in a locale's folder, with their plugin ids. */
function blogFolders(localeDir: string): [folder: string, id: string][] {
  return listDir(localeDir).flatMap((plugin) => {
    const found = BLOG_FOLDER.exec(plugin);
    return found ? [[plugin, found[1]!] as [string, string]] : [];
  });
}

/** A folder's entries, sorted; none when it is not there. */
function listDir(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/**
 * The docs version files in a locale's folder, each with its sidebars' key prefix:
 * `docusaurus-plugin-content-docs-community/version-2.0.json` -> `community/version-2.0/`.
 */
function docsVersionFiles(localeDir: string): [file: string, prefix: string][] {
  return listDir(localeDir).flatMap((plugin) => {
    const instance = DOCS_FOLDER.exec(plugin);
    if (!instance) return [];
    return listDir(join(localeDir, plugin)).flatMap((file) => {
      const version = VERSION_FILE.exec(file);
      return version ? [[`${plugin}/${file}`, docsPrefix(instance[1] ?? 'default', version[1] ?? 'current')] as [string, string]] : [];
    });
  });
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
