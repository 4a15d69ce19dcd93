import type { Site } from '../../../../src/contracts/manifest.ts';
import { isRecord } from '../../../../src/contracts/is-record.ts';

// The footer as the classic theme's parts take it (useThemeConfig().footer, and the props of Footer/Links,
// LinkItem, Logo, Copyright): the config's shape, its words and HTML the manifest's (the page's locale,
// sanitized), with the fields of the site's own its config adds (arrow's `icon`, azd's `id`).

/** A footer entry as the config writes it (Docusaurus' FooterLinkItem): a link, or sanitized `html` in place of one. */
export interface FooterItem {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
  [field: string]: unknown;
}

/** A column of entries under its title (null without one, as Docusaurus' config validation gives it). */
export interface FooterColumn {
  title: string | null;
  className?: string;
  items: FooterItem[];
  [field: string]: unknown;
}

/** Columns, or Docusaurus' simple footer: its entries alone. */
export type FooterLinkList = FooterColumn[] | FooterItem[];

export type FooterLogoConfig = NonNullable<Site['footer']['logo']> & Record<string, unknown>;

export interface FooterConfig {
  style: Site['footer']['style'];
  links: FooterLinkList;
  logo?: FooterLogoConfig;
  /** absent when the config has none, as Docusaurus leaves it */
  copyright?: string;
}

/** theme-common's isMultiColumnFooterLinks: the links are columns (they have a title), not the simple footer's entries. */
export const isMultiColumnFooterLinks = (links: FooterLinkList): links is FooterColumn[] =>
  links.length > 0 && isRecord(links[0]) && 'title' in links[0];

// the fields the manifest holds in the page's words and sanitized: the raw config's are never handed on (nor
// a column's, where the manifest made a simple footer of untitled columns)
const LINK_FIELDS = ['label', 'to', 'href', 'html', 'title', 'items'];
const LOGO_FIELDS = ['alt', 'src', 'srcDark', 'href', 'width', 'height'];

/** The raw config entry's fields other than `fields`: the site's own (its `icon`, `className`...). */
const extras = (raw: unknown, fields: string[]): Record<string, unknown> =>
  isRecord(raw) ? Object.fromEntries(Object.entries(raw).filter(([field]) => !fields.includes(field))) : {};

/** The raw list's entries by place, when it has the manifest's (else none: a translation that differs). */
const alongside = (raw: unknown, length: number): unknown[] => (Array.isArray(raw) && raw.length === length ? raw : []);

/** Each entry with the site's own fields of the raw config's at its place. */
const entries = (items: Site['footer']['links'][number]['items'], raw: unknown): FooterItem[] => {
  const own = alongside(raw, items.length);
  return items.map((item, at) => ({ ...extras(own[at], LINK_FIELDS), ...item }));
};

/**
 * The config's footer from the manifest's `footer` (in the page's locale) and the raw `themeConfig.footer`,
 * which only lends the fields the manifest does not hold.
 */
export function footerConfig(footer: Site['footer'], raw: unknown): FooterConfig {
  const config = isRecord(raw) ? raw : {};
  // no column with a title: Docusaurus' simple footer, a flat list of entries
  const simple = footer.links.length > 0 && footer.links.every((group) => group.title === undefined);
  const columns = alongside(config.links, footer.links.length);
  const links: FooterLinkList = simple
    ? entries(
        footer.links.flatMap((group) => group.items),
        config.links,
      )
    : footer.links.map((group, at) => ({
        ...extras(columns[at], ['title', 'items']),
        title: group.title ?? null,
        items: entries(group.items, isRecord(columns[at]) ? columns[at].items : undefined),
      }));
  return {
    style: footer.style,
    links,
    ...(footer.logo ? { logo: { ...extras(config.logo, LOGO_FIELDS), ...footer.logo } } : {}),
    ...(footer.copyright ? { copyright: footer.copyright } : {}),
  };
}
