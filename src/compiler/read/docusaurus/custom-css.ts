import { relative, sep } from 'node:path';
import { fullName, isClassicPreset, isRecord } from './plugins.ts';
import { resolveFromSite } from '../site-package.ts';

// The classic theme's `customCss`: the classic preset's (or a fork's) `theme.customCss` or the `customCss` option of a
// `@docusaurus/theme-classic` entry in `themes`. A string or a list, each a path from the site folder
// (`./src/css/custom.css`) or an absolute one (`require.resolve('./src/css/custom.css')`).

const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');

/** The stylesheet paths a Docusaurus config gives its theme, in the order Docusaurus applies them. */
export function customCssOf(config: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const entries = (key: string): unknown[] => (Array.isArray(config[key]) ? (config[key] as unknown[]) : []);
  for (const entry of entries('presets')) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || !isClassicPreset(name, options)) continue;
    if (isRecord(options) && isRecord(options.theme)) paths.push(...listOf(options.theme.customCss));
  }
  for (const entry of entries('themes')) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || fullName(name, 'theme') !== '@docusaurus/theme-classic') continue;
    if (isRecord(options)) paths.push(...listOf(options.customCss));
  }
  return paths.map((path) => path.replace(/^\.\/+/, ''));
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
 * KaTeX's stylesheet for a site whose `stylesheets` link it from a CDN (Docusaurus' math setup): the copy
 * the site has installed with rehype-katex, site-relative, to go through the gate as its own CSS does
 * (the viewer loads no stylesheet from another site). `missing` is the entry's index when it is not installed.
 */
export function katexStylesheet(config: Record<string, unknown>, siteDir: string): { path: string } | { missing: number } | null {
  const entries = Array.isArray(config.stylesheets) ? (config.stylesheets as unknown[]) : [];
  const at = entries.findIndex((entry) => KATEX_CDN.test(stylesheetHref(entry) ?? ''));
  if (at === -1) return null;
  const file = resolveFromSite(siteDir, 'katex/dist/katex.min.css');
  return file ? { path: relative(siteDir, file).split(sep).join('/') } : { missing: at };
}
