import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { entryOf, fullName, isClassicPreset, isRecord } from './plugins.ts';
import { resolveFromSite } from '../site-package.ts';
import { stubFileName } from './stub.ts';
import type { CssEntry } from '../config/schema.ts';

// The classic theme's `customCss`: the classic preset's (or a fork's) `theme.customCss` or the `customCss` option of a
// `@docusaurus/theme-classic` entry in `themes`. A string or a list, each a path from the site folder
// (`./src/css/custom.css`) or an absolute one (`require.resolve('./src/css/custom.css')`).

const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');

/**
 * The stylesheet paths a Docusaurus config gives its theme, in the order Docusaurus applies them, and the
 * ones that name a package that is not installed (`require.resolve('@fortawesome/.../styles.css')` gave a
 * stand-in module), with where each is written.
 */
export function customCssOf(config: Record<string, unknown>): {
  paths: string[];
  notInstalled: { name: string; path: (string | number)[] }[];
} {
  const paths: string[] = [];
  const notInstalled: { name: string; path: (string | number)[] }[] = [];
  const add = (value: unknown, path: (string | number)[]) => {
    for (const css of listOf(value)) {
      const name = stubFileName(css);
      if (name === null) paths.push(css.replace(/^\.\/+/, ''));
      else notInstalled.push({ name, path });
    }
  };
  const entries = (key: string): unknown[] => (Array.isArray(config[key]) ? (config[key] as unknown[]) : []);
  entries('presets').forEach((entry, i) => {
    const read = entryOf(entry);
    if (read && isClassicPreset(read.name, read.options) && isRecord(read.options.theme))
      add(read.options.theme.customCss, ['presets', i, 1, 'theme', 'customCss']);
  });
  // `require.resolve('@docusaurus/theme-classic')` is a file of it, which entryOf names by its package
  entries('themes').forEach((entry, i) => {
    const read = entryOf(entry);
    if (read && fullName(read.name, 'theme') === '@docusaurus/theme-classic') add(read.options.customCss, ['themes', i, 1, 'customCss']);
  });
  return { paths, notInstalled };
}

// `stylesheets: [{ href: 'https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css' }]`, as Docusaurus'
// math guide writes it
export const KATEX_CDN = /\/katex(?:@[^/]*)?\/dist\/katex(?:\.min)?\.css(?:[?#].*)?$/;

/** The address of a `stylesheets` entry: a string, or an object's `href`. */
export const stylesheetHref = (entry: unknown): string | undefined => {
  const href = typeof entry === 'string' ? entry : isRecord(entry) ? entry.href : undefined;
  return typeof href === 'string' ? href : undefined;
};

/**
 * The config's `headTags` stylesheet links and its `stylesheets` as customCss entries, in their order (Docusaurus
 * links them in the head before the theme's CSS, headTags first): an http(s) one by its URL and `integrity`,
 * fetched at build time; KaTeX's from the CDN as the copy the site has installed with rehype-katex,
 * site-relative; a path of the built site (`/css/buttons.css`) as the file of a static folder it is, as Docusaurus
 * serves it. `katexMissing` is KaTeX's `stylesheets` index when it is not installed, `unread` those of entries
 * that are none of these (a path no static folder holds).
 */
export function configStylesheets(
  config: Record<string, unknown>,
  place: StaticPlace,
): { entries: CssEntry[]; katexMissing: number | null; unread: number[] } {
  const { siteDir } = place;
  const result: ReturnType<typeof configStylesheets> = { entries: [], katexMissing: null, unread: [] };
  const remote = (href: string, entry: unknown): CssEntry => {
    const integrity = isRecord(entry) && typeof entry.integrity === 'string' ? entry.integrity : undefined;
    return integrity ? { href, integrity } : href;
  };
  // vcluster's `{ tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.googleapis.com/icon?...' } }`
  for (const tag of Array.isArray(config.headTags) ? (config.headTags as unknown[]) : []) {
    const href = stylesheetLinkHref(tag);
    if (href === undefined) continue;
    const local = REMOTE.test(href) ? null : staticFile(href, place);
    if (local) result.entries.push(local);
    else if (REMOTE.test(href)) result.entries.push(remote(href, isRecord(tag) ? tag.attributes : undefined));
  }
  const entries = Array.isArray(config.stylesheets) ? (config.stylesheets as unknown[]) : [];
  entries.forEach((entry, i) => {
    const href = stylesheetHref(entry) ?? '';
    if (KATEX_CDN.test(href)) {
      const file = resolveFromSite(siteDir, 'katex/dist/katex.min.css');
      if (file) result.entries.push(relative(siteDir, file).split(sep).join('/'));
      else result.katexMissing = i;
    } else if (REMOTE.test(href)) result.entries.push(remote(href, entry));
    else {
      const local = staticFile(href, place);
      if (local) result.entries.push(local);
      else result.unread.push(i);
    }
  });
  return result;
}

/**
 * The site-relative file a link to the built site names (`/css/buttons.css`, or with the baseUrl in front): the
 * first static folder holding it, as Docusaurus copies them to the site's root; null when none does.
 */
function staticFile(href: string, { siteDir, baseUrl, staticDirs }: StaticPlace): string | null {
  const path = href.replace(/[?#].*$/, '');
  if (path === '' || /^[a-z][a-z\d+.-]*:/i.test(path)) return null;
  const inSite = (path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path).replace(/^\/+/, '');
  if (inSite === '' || inSite.split('/').includes('..')) return null;
  for (const dir of staticDirs) {
    const file = resolve(siteDir, dir, inSite);
    if (existsSync(file)) return relative(siteDir, file).split(sep).join('/');
  }
  return null;
}

const REMOTE = /^(?:https?:)?\/\//i;

/** Where a link to the built site finds its file: the site's static folders, served at its baseUrl. */
export type StaticPlace = { siteDir: string; baseUrl: string; staticDirs: string[] };

/** Whether docgate applies a stylesheet the config links: another host's, or a file of a static folder. */
export const linkedStylesheet = (href: string, place: StaticPlace): boolean => REMOTE.test(href) || staticFile(href, place) !== null;

/** The `href` of a head tag that links a stylesheet (`<link rel="stylesheet">`); undefined for any other. */
export function stylesheetLinkHref(tag: unknown): string | undefined {
  if (!isRecord(tag) || String(tag.tagName).toLowerCase() !== 'link' || !isRecord(tag.attributes)) return undefined;
  const { rel, href } = tag.attributes;
  return typeof href === 'string' && String(rel).toLowerCase().split(/\s+/).includes('stylesheet') ? href : undefined;
}
