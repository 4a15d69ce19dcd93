import { z } from 'zod';
import { logoSchema } from '../../../contracts/manifest.ts';

// site.config.json: z.input is what authors write, z.output what the compiler reads (defaults filled in)

const position = z.enum(['left', 'right']).default('left');

const navbarLinkFields = {
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  sidebarId: z.string().optional(),
  docId: z.string().optional(),
  /** a class for the site's CSS (an icon link) and the accessible name such a link then needs */
  className: z.string().optional(),
  ariaLabel: z.string().optional(),
  /** Docusaurus: the link is active on paths under this one (`/docs` for a link to `/docs/intro`), or matching this regex */
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  /** active on its own path only, not under it (react-router's NavLink `exact`, which Docusaurus passes on) */
  exact: z.boolean().optional(),
  /** a link's content as HTML (an icon's <img>, a badge) in place of its label: a few inline tags are kept */
  html: z.string().optional(),
};

/** An entry of a navbar dropdown: a link, a doc, a sidebar's first page, or HTML (`value`). */
const navbarDropdownEntry = z.strictObject({
  type: z.enum(['link', 'docSidebar', 'doc', 'html']).default('link'),
  ...navbarLinkFields,
  value: z.string().optional(),
});

const navbarItem = z.strictObject({
  type: z
    .enum(['link', 'docSidebar', 'doc', 'search', 'localeDropdown', 'docsVersionDropdown', 'docsVersion', 'dropdown', 'html', 'custom'])
    .default('link'),
  ...navbarLinkFields,
  /** an `html` item's markup: a few inline tags and safe links are kept */
  value: z.string().optional(),
  /** a dropdown's entries */
  items: z.array(navbarDropdownEntry).optional(),
  /** links above and below the locales or versions of a localeDropdown or docsVersionDropdown */
  dropdownItemsBefore: z.array(navbarDropdownEntry).optional(),
  dropdownItemsAfter: z.array(navbarDropdownEntry).optional(),
  /** the docs instance whose versions a docsVersionDropdown lists or docsVersion links (Docusaurus' `docsPluginId`); the main one without */
  docsPluginId: z.string().optional(),
  /** a `custom` item's type as the site's swizzled NavbarItem/ComponentTypes names it (`custom-xyz`), and what it is given */
  component: z.string().optional(),
  props: z.record(z.string(), z.unknown()).optional(),
  /** a `search` item no config names: the search bar Docusaurus' navbar ends with (its site has a search theme) */
  implicit: z.literal(true).optional(),
  /** a `search` item drawn as DocSearch's compact button, which opens the search dialog (a site with Algolia's search) */
  button: z.literal(true).optional(),
  position,
});

const footerLink = z.strictObject({
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  /** HTML in place of a link (a badge, a line of text): a few inline tags and safe links are kept */
  html: z.string().optional(),
});

const localeConfig = z.strictObject({ label: z.string().optional(), direction: z.enum(['ltr', 'rtl']).optional() });

/** Docusaurus' version banners: above a doc of a version that is not the latest */
export const versionBanner = z.enum(['none', 'unreleased', 'unmaintained']);
export type VersionBanner = z.output<typeof versionBanner>;

const versionConfig = z.strictObject({
  label: z.string().optional(),
  /** default: none for the latest version, unreleased for newer ones, unmaintained for older ones */
  banner: versionBanner.optional(),
  /** the "Version: x" badge over each doc; default: when the docs have more than one version */
  badge: z.boolean().optional(),
});

export const siteConfigSchema = z.strictObject({
  title: z.string(),
  tagline: z.string().default(''),
  url: z.string(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, "expected a path that starts and ends with '/'"),
  favicon: z.string().optional(),
  editUrl: z.string().optional(),
  titleDelimiter: z.string().default('|'),
  /** data for the site's own components (useDocusaurusContext().siteConfig.customFields), as in Docusaurus */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /**
   * a Docusaurus site's whole config as plain data, which its code reads as useDocusaurusContext().siteConfig
   * (`siteConfig.presets[0][1]`, `themeConfig`, `organizationName`); set from docusaurus.config.*
   */
  siteConfig: z.record(z.string(), z.unknown()).optional(),
  /**
   * stylesheets applied over the viewer's look after sign-in, in order: files of the site folder (a Docusaurus
   * site's customCss), or http(s) URLs fetched at build time (its `stylesheets`), which may carry an SRI `integrity`
   */
  customCss: z.array(z.union([z.string(), z.strictObject({ href: z.string(), integrity: z.string().optional() })])).default([]),
  i18n: z
    .strictObject({
      defaultLocale: z.string().default('en'),
      locales: z.array(z.string()).default(['en']),
      localeConfigs: z.record(z.string(), localeConfig).default({}),
    })
    .refine((i18n) => i18n.locales.includes(i18n.defaultLocale), {
      message: 'expected the defaultLocale to be one of locales',
      path: ['defaultLocale'],
    })
    .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: z.strictObject({ ...logoSchema.shape, alt: z.string().default('') }).optional(),
      hideOnScroll: z.boolean().default(false),
      /** Infima's navbar--primary (the primary colour) or navbar--dark; unset, the page's colours */
      style: z.enum(['primary', 'dark']).optional(),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('dark'),
      /** link columns; one without a title is Docusaurus' simple footer, its links on one centred line */
      links: z.array(z.strictObject({ title: z.string().optional(), items: z.array(footerLink) })).default([]),
      copyright: z.string().default(''),
      logo: z.strictObject({ ...logoSchema.shape, alt: z.string().default('') }).optional(),
    })
    .default({ style: 'dark', links: [], copyright: '' }),
  announcementBar: z
    .strictObject({
      id: z.string().default('announcement-bar'),
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      /** 'system' follows the reader's OS setting until they pick a mode */
      defaultMode: z.enum(['light', 'dark', 'system']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(true),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true }),
  docs: z
    .strictObject({
      sidebarId: z.string().default('tutorialSidebar'),
      versions: z.record(z.string(), versionConfig).default({ current: { label: 'Next' } }),
    })
    .default({ sidebarId: 'tutorialSidebar', versions: { current: { label: 'Next' } } }),
  blog: z
    .strictObject({
      title: z.string().default('Blog'),
      description: z.string().default('Blog'),
      postsPerPage: z.number().int().min(1).default(10),
      /** the heading of the list of recent posts beside a blog page */
      sidebarTitle: z.string().default('Recent posts'),
      /** how many posts that list holds; 0 leaves it out, 'ALL' lists every post */
      sidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
      /** a post's estimated reading time beside its date (Docusaurus' showReadingTime) */
      showReadingTime: z.boolean().default(true),
    })
    .default({
      title: 'Blog',
      description: 'Blog',
      postsPerPage: 10,
      sidebarTitle: 'Recent posts',
      sidebarCount: 5,
      showReadingTime: true,
    }),
  /** the docs sidebar's behaviour (Docusaurus' themeConfig.docs.sidebar): a button that hides it, one open category at a time */
  sidebar: z
    .strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) })
    .default({ hideable: false, autoCollapseCategories: false }),
  toc: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, {
      message: 'expected maxHeadingLevel >= minHeadingLevel',
      path: ['maxHeadingLevel'],
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  // how pages are parsed: `detect` (the default here) makes .mdx files MDX and .md files CommonMark;
  // a page's `format` frontmatter wins (read/format.ts)
  markdown: z.strictObject({ format: z.enum(['md', 'mdx', 'detect']).default('detect') }).default({ format: 'detect' }),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** A stylesheet the site names: a file of its folder, or a remote one by its URL (with its `integrity`). */
export type CssEntry = SiteConfig['customCss'][number];

/** The customCss entries that are files of the site folder (`https://`, `//host` ones are fetched). */
export const cssFilesOf = (entries: readonly CssEntry[]): string[] =>
  entries.filter((entry): entry is string => typeof entry === 'string' && !/^(?:https?:)?\/\//i.test(entry));
