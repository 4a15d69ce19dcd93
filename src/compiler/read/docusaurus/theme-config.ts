import { z } from 'zod';
import { logoSchema } from '../../../contracts/manifest.ts';
import type { SiteConfigInput } from '../config/schema.ts';
import { describeIssue, issuePath } from '../../diagnostics/zod-issues.ts';
import type { FieldPath, Findings } from './findings.ts';
import { magicCommentsSchema } from '../../markdown/magic-comments.ts';
import type { SearchBarLook } from './search-theme.ts';

// themeConfig of the classic theme, mapped onto docgate's navbar, footer, announcement bar, colour mode
// and TOC levels. Keys that only change looks (prism themes, docs.sidebar, image, metadata...) are read
// by nobody and pass silently.

const position = z.enum(['left', 'right']).optional();

const navbarItem: z.ZodType<NavbarItem> = z.lazy(() =>
  z.looseObject({
    type: z.string().optional(),
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    html: z.string().optional(),
    /** an `html` item's markup */
    value: z.string().optional(),
    position,
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    docsPluginId: z.string().optional(),
    items: z.array(navbarItem).optional(),
    dropdownItemsBefore: z.array(navbarItem).optional(),
    dropdownItemsAfter: z.array(navbarItem).optional(),
    className: z.string().optional(),
    'aria-label': z.string().optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().optional(),
    exact: z.boolean().optional(),
  }),
);

interface NavbarItem {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  value?: string;
  position?: 'left' | 'right';
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  items?: NavbarItem[];
  dropdownItemsBefore?: NavbarItem[];
  dropdownItemsAfter?: NavbarItem[];
  className?: string;
  'aria-label'?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  exact?: boolean;
}

const footerItem = z.looseObject({
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  html: z.string().optional(),
});

const themeConfigSchema = z.looseObject({
  navbar: z
    .looseObject({
      // null as theme-classic's Joi schema allows it: no title, the logo alone
      title: z.string().nullable().optional(),
      logo: z.looseObject({ ...logoSchema.shape, alt: z.string().optional() }).optional(),
      hideOnScroll: z.boolean().optional(),
      style: z.enum(['primary', 'dark']).optional(),
      items: z.array(navbarItem).default([]),
    })
    .optional(),
  footer: z
    .looseObject({
      style: z.enum(['light', 'dark']).optional(),
      links: z
        .array(z.union([z.looseObject({ title: z.string().nullable().optional(), items: z.array(footerItem) }), footerItem]))
        .default([]),
      copyright: z.string().optional(),
      logo: z.looseObject({ ...logoSchema.shape, alt: z.string().optional() }).optional(),
    })
    .optional(),
  announcementBar: z
    .looseObject({
      id: z.string().optional(),
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().optional(),
    })
    .optional(),
  colorMode: z
    .looseObject({
      defaultMode: z.enum(['light', 'dark']).optional(),
      disableSwitch: z.boolean().optional(),
      respectPrefersColorScheme: z.boolean().optional(),
    })
    .optional(),
  tableOfContents: z
    .looseObject({ minHeadingLevel: z.number().int().min(2).max(6).optional(), maxHeadingLevel: z.number().int().min(2).max(6).optional() })
    .optional(),
  prism: z.looseObject({ magicComments: magicCommentsSchema.optional(), defaultLanguage: z.string().optional() }).optional(),
  docs: z
    .looseObject({
      sidebar: z.looseObject({ hideable: z.boolean().optional(), autoCollapseCategories: z.boolean().optional() }).optional(),
    })
    .optional(),
});

/** What the mapping knows of the site beside its config. */
export interface ThemeOptions {
  /** the site swizzled NavbarItem/ComponentTypes: its `custom-` item types are kept, for its components to draw */
  customTypes?: boolean;
  /**
   * the site's search bar (search-theme.ts): with no search item, docgate's search ends the bar, where Docusaurus
   * puts it; drawn as a button where the site's is DocSearch's
   */
  searchBar?: SearchBarLook;
}

type Mapped = Pick<SiteConfigInput, 'navbar' | 'footer' | 'announcementBar' | 'colorMode' | 'toc' | 'sidebar'>;

// a `to` that names a page: any but one with spaces, which no route has (its query or anchor is kept, site.ts)
const ROUTABLE = /^\S*$/;

/** Maps `themeConfig` onto docgate's chrome; problems name `themeConfig.<field>`. */
export function mapThemeConfig(value: unknown, findings: Findings, options: ThemeOptions = {}): Mapped {
  const root: FieldPath = ['themeConfig'];
  const parsed = themeConfigSchema.safeParse(value ?? {}, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) findings.error([...root, ...issuePath(issue)], describeIssue(issue));
    return {};
  }
  const theme = parsed.data;
  const mapped: Mapped = {};
  if (theme.navbar) {
    const { navbar } = theme;
    mapped.navbar = {
      // no title is no title, as Docusaurus shows it (the logo alone), not the site's
      title: navbar.title ?? '',
      ...(navbar.logo
        ? {
            logo: {
              alt: navbar.logo.alt ?? '',
              ...logoFiles(navbar.logo),
              ...logoSize(navbar.logo),
              // where the brand leads, `/` unless it says (tolgee's to its own site)
              ...(navbar.logo.href !== undefined ? { href: navbar.logo.href } : {}),
            },
          }
        : {}),
      ...(navbar.hideOnScroll !== undefined ? { hideOnScroll: navbar.hideOnScroll } : {}),
      ...(navbar.style ? { style: navbar.style } : {}),
      items: navbar.items.flatMap((item, i) => navbarItems(item, [...root, 'navbar', 'items', i], findings, options)),
    };
  } else {
    // no navbar config is Docusaurus' default navbar: no title, no items
    mapped.navbar = { title: '', items: [] };
  }
  if (options.searchBar && !mapped.navbar.items?.some((item) => item.type === 'search'))
    mapped.navbar.items = [...(mapped.navbar.items ?? []), { type: 'search', position: 'right', implicit: true, ...searchLook(options) }];
  if (theme.footer) {
    const { footer } = theme;
    const path = [...root, 'footer', 'links'];
    // a "simple" footer lists links without columns: one column without a title holds them, drawn as
    // Docusaurus draws it, on one centred line
    const columns = footer.links.some((entry) => 'items' in entry)
      ? footer.links.map((column, c) => ({
          title: 'title' in column && typeof column.title === 'string' ? column.title : '',
          items: ('items' in column && Array.isArray(column.items) ? column.items : []).flatMap((item, i) =>
            footerLink(item, [...path, c, 'items', i], findings),
          ),
        }))
      : [{ items: footer.links.flatMap((item, i) => footerLink(item as z.output<typeof footerItem>, [...path, i], findings)) }];
    mapped.footer = {
      // Docusaurus' default footer is the light one
      style: footer.style ?? 'light',
      links: footer.links.length > 0 ? columns : [],
      ...(footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
      ...(footer.logo
        ? {
            logo: {
              alt: footer.logo.alt ?? '',
              ...logoFiles(footer.logo),
              ...(footer.logo.href !== undefined ? { href: footer.logo.href } : {}),
              ...logoSize(footer.logo),
            },
          }
        : {}),
    };
  }
  if (theme.announcementBar) {
    const bar = theme.announcementBar;
    mapped.announcementBar = {
      content: bar.content,
      ...(bar.id !== undefined ? { id: bar.id } : {}),
      ...(bar.backgroundColor ? { backgroundColor: bar.backgroundColor } : {}),
      ...(bar.textColor ? { textColor: bar.textColor } : {}),
      ...(bar.isCloseable !== undefined ? { isCloseable: bar.isCloseable } : {}),
    };
  }
  if (theme.colorMode) {
    const { defaultMode, disableSwitch, respectPrefersColorScheme } = theme.colorMode;
    mapped.colorMode = {
      // respecting it, Docusaurus shows the OS setting to a reader who picked no mode, defaultMode only
      // where the browser has none
      ...(respectPrefersColorScheme ? { defaultMode: 'system' as const } : defaultMode ? { defaultMode } : {}),
      ...(disableSwitch !== undefined ? { disableSwitch } : {}),
      // Docusaurus' default is false, docgate's true: say it
      respectPrefersColorScheme: respectPrefersColorScheme ?? false,
    };
  } else mapped.colorMode = { respectPrefersColorScheme: false };
  if (theme.tableOfContents) {
    const { minHeadingLevel, maxHeadingLevel } = theme.tableOfContents;
    mapped.toc = { ...(minHeadingLevel ? { minHeadingLevel } : {}), ...(maxHeadingLevel ? { maxHeadingLevel } : {}) };
  }
  const sidebar = theme.docs?.sidebar;
  if (sidebar?.hideable !== undefined || sidebar?.autoCollapseCategories !== undefined) {
    mapped.sidebar = {
      ...(sidebar.hideable !== undefined ? { hideable: sidebar.hideable } : {}),
      ...(sidebar.autoCollapseCategories !== undefined ? { autoCollapseCategories: sidebar.autoCollapseCategories } : {}),
    };
  }
  return mapped;
}

/** A search item's look: DocSearch's button where the site's search bar is one (Algolia's), else a box. */
/** Whether an item names a docs instance other than the main one, whose id is Docusaurus' `default`. */
const otherInstance = (item: NavbarItem): boolean => item.docsPluginId !== undefined && item.docsPluginId !== 'default';

const searchLook = (options: ThemeOptions): { button?: true } => (options.searchBar === 'button' ? { button: true } : {});

type DocgateNavbarItem = NonNullable<NonNullable<SiteConfigInput['navbar']>['items']>[number];
type FooterEntry = NonNullable<NonNullable<SiteConfigInput['footer']>['links']>[number]['items'][number];

/** One Docusaurus navbar item as docgate's: links, docs, sidebars, the search box, the menus and dropdowns. */
function navbarItems(item: NavbarItem, path: FieldPath, findings: Findings, options: ThemeOptions = {}): DocgateNavbarItem[] {
  // as Docusaurus' NavbarItem: an item with `items` and no type is a dropdown
  const type = item.type ?? (item.items !== undefined ? 'dropdown' : 'default');
  const where = {
    ...(item.position ? { position: item.position } : {}),
    // an icon link (`header-github-link` and the site's CSS) has a class and an accessible name instead of a label
    ...(item.className ? { className: item.className } : {}),
    ...(item['aria-label'] ? { ariaLabel: item['aria-label'] } : {}),
    ...(item.activeBasePath !== undefined ? { activeBasePath: item.activeBasePath } : {}),
    ...(item.activeBaseRegex !== undefined ? { activeBaseRegex: item.activeBaseRegex } : {}),
    // passed on by Docusaurus to react-router's NavLink: a `to: '/'` link active on the home page only
    ...(item.exact !== undefined ? { exact: item.exact } : {}),
  };
  const label = item.label ?? (item.html ? textOf(item.html) : undefined);
  switch (type) {
    case 'default':
    case 'link': {
      if (item.to === undefined && item.href === undefined) {
        findings.warn(path, "navbar link is left out: expected 'to' or 'href'");
        return [];
      }
      const link = item.to !== undefined && ROUTABLE.test(item.to) ? { to: item.to } : { href: item.to ?? item.href! };
      // `html`: the link's content as markup (an icon's <img>, a badge), shown sanitized; its text is the label
      const html = item.html !== undefined ? { html: item.html } : {};
      return [{ type: 'link', ...(label !== undefined ? { label } : {}), ...link, ...html, ...where }];
    }
    case 'doc':
      return [
        {
          type: 'doc',
          docId: otherInstance(item) ? `${item.docsPluginId}::${item.docId}` : item.docId,
          ...(label ? { label } : {}),
          ...where,
        },
      ];
    case 'docSidebar':
      return [
        {
          type: 'docSidebar',
          sidebarId: otherInstance(item) ? `${item.docsPluginId}/${item.sidebarId}` : item.sidebarId,
          ...(label ? { label } : {}),
          ...where,
        },
      ];
    case 'search':
      return [{ type, ...where, ...searchLook(options) }];
    case 'localeDropdown':
    case 'docsVersionDropdown': {
      // the links Docusaurus lists above and below the locales or versions
      const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter') => {
        const entries = menuEntries(item[key] ?? [], [...path, key], findings);
        return entries.length > 0 ? { [key]: entries } : {};
      };
      // another docs instance's version menu lists its versions
      const instance = type === 'docsVersionDropdown' && otherInstance(item) ? { docsPluginId: item.docsPluginId } : {};
      return [{ type, ...extra('dropdownItemsBefore'), ...extra('dropdownItemsAfter'), ...instance, ...where }];
    }
    case 'docsVersion':
      return [
        {
          type,
          ...(label !== undefined ? { label } : {}),
          ...(item.to !== undefined ? { to: item.to } : {}),
          ...(otherInstance(item) ? { docsPluginId: item.docsPluginId } : {}),
          ...where,
        },
      ];
    case 'html':
      return item.value === undefined ? [] : [{ type: 'html', value: item.value, ...where }];
    case 'dropdown':
      return [{ type: 'dropdown', label: label ?? '', items: menuEntries(item.items ?? [], [...path, 'items'], findings), ...where }];
    default: {
      // a type the site's swizzled NavbarItem/ComponentTypes adds: its component draws it, given the item's fields
      if (options.customTypes && type.startsWith('custom-')) {
        const { type: _, position: __, ...props } = item;
        return [
          {
            type: 'custom',
            component: type,
            props: JSON.parse(JSON.stringify(props)) as Record<string, unknown>,
            ...(item.position ? { position: item.position } : {}),
          },
        ];
      }
      findings.warn(
        path,
        `navbar item of type '${type}' is left out: docgate's navbar has links, docs, sidebars, search, the locale and version menus, the version link and the 'custom-' types a swizzled NavbarItem/ComponentTypes adds`,
        type,
      );
      return [];
    }
  }
}

// a menu's entries: links, docs, sidebars and html (Docusaurus allows no nested dropdown)
function menuEntries(list: NavbarItem[], path: FieldPath, findings: Findings): NonNullable<DocgateNavbarItem['items']> {
  const items = list.flatMap((child, i) => navbarItems(child, [...path, i], findings));
  return items.flatMap(({ position: _, items: __, type, ...entry }) =>
    type === 'link' || type === 'doc' || type === 'docSidebar' || type === 'html' ? [{ type, ...entry }] : [],
  );
}

/** A footer link, or an `html` entry (sanitized when the site is mapped). */
// a logo's image, and the one dark mode shows when it has one
const logoFiles = (logo: { src: string; srcDark?: string }) => ({ src: logo.src, ...(logo.srcDark ? { srcDark: logo.srcDark } : {}) });
// the size a logo is given, when it is
const logoSize = (logo: { width?: number | string; height?: number | string }) => ({
  ...(logo.width !== undefined ? { width: logo.width } : {}),
  ...(logo.height !== undefined ? { height: logo.height } : {}),
});

function footerLink(item: z.output<typeof footerItem>, _path: FieldPath, _findings: Findings): FooterEntry[] {
  if (item.html !== undefined && item.to === undefined && item.href === undefined) return [{ html: item.html }];
  const link =
    item.to !== undefined && ROUTABLE.test(item.to) ? { to: item.to } : item.href || item.to ? { href: (item.href ?? item.to)! } : {};
  return [{ label: item.label ?? textOf(item.html ?? ''), ...link }];
}

/** The text of a small HTML snippet, for a label. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
