import { z } from 'zod';

// The contract between the pipeline and the viewer: `dist/site/manifest.json`, the manifest parts it
// names (`manifest/<hash>.json`) and `pages/<hash>.json`. The pipeline parses what it writes with these
// schemas; the viewer imports only the output types (and manifest-parts.ts, which needs no zod).
// Raise SCHEMA_VERSION on any change a viewer of the previous version could not read.

export const SCHEMA_VERSION = 4;

/** A site-absolute path such as `/docs/intro` or `/fr/docs/intro`; no trailing slash except `/`. */
// spaces too: a Docusaurus site's `my notes.md` is served at `/docs/my notes` (`%20` in the address bar), and
// 0L Network's `spring-forward\u00a0.md` (a no-break space at the end) at `/blog/spring-forward%C2%A0`
export const ROUTE_PATH_SHAPE = /^\/(?:[^\t\n\r\f\v?#]*[^\t\n\r\f\v?#/])?$/;
const routePath = z.string().regex(ROUTE_PATH_SHAPE, 'a site path like /docs/intro');
// where a category links: a page, or a heading of one when a generated-index slug holds a hash
// (compiler/plan/docs/sidebar-types.ts generatedIndexTarget)
const categoryPath = routePath.or(z.string().regex(/^\/[^\s?#]*#\S*$/, 'a site path with a #heading'));

const link = z.object({
  label: z.string(),
  /** an internal route path, routed client-side */
  to: routePath.optional(),
  /** an external URL, opened as a normal link */
  href: z.string().optional(),
});

const navbarLink = link.extend({
  /** a `doc` or `docSidebar` item of the main docs: it leads to the same page in the reader's docs version */
  versioned: z.literal(true).optional(),
  /** a `doc` or `docSidebar` item: active on every doc of the sidebar it leads into, as Docusaurus marks it */
  docLink: z.literal(true).optional(),
  /** a class for the site's CSS (`header-github-link` draws an icon) and the accessible name it then needs */
  className: z.string().optional(),
  ariaLabel: z.string().optional(),
  /** active on this path and those under it, or on paths (with the site's baseUrl) this regex matches, not by `to` */
  activeBasePath: routePath.optional(),
  activeBaseRegex: z.string().optional(),
  /** active on `to` itself only, not under it (a `to: '/'` link, Azure/AKS' Posts) */
  exact: z.literal(true).optional(),
  /** a dropdown's `html` entry: sanitized inline HTML in place of a link */
  html: z.string().optional(),
});

/** A navbar or footer logo (themeConfig.navbar.logo, footer.logo): its image, the one dark mode shows, its link and size. */
export const logoSchema = z.object({
  alt: z.string(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
});

/** A footer entry: a link, or (Docusaurus' `html` entry) sanitized inline HTML in place of one */
const footerItem = link.extend({ html: z.string().optional() });
/** A footer column; without a title, Docusaurus' simple footer: its entries on one centred line */
const footerColumn = z.object({ title: z.string().optional(), items: z.array(footerItem) });

const menuExtras = { before: z.array(navbarLink).optional(), after: z.array(navbarLink).optional() };

/** a class for the site's CSS on the item's link or box (a dropdown shown only on narrow screens) */
const itemClass = { className: z.string().optional() };

export const navbarItemSchema = z.discriminatedUnion('type', [
  navbarLink.extend({ type: z.literal('link'), position: z.enum(['left', 'right']) }),
  /** Docusaurus' `dropdown` item: a menu of links under a label (a group in the mobile menu) */
  z.object({
    type: z.literal('dropdown'),
    label: z.string(),
    position: z.enum(['left', 'right']),
    items: z.array(navbarLink),
    ...itemClass,
  }),
  /** Docusaurus' `html` item: sanitized inline HTML */
  z.object({ type: z.literal('html'), value: z.string(), position: z.enum(['left', 'right']), ...itemClass }),
  /**
   * `implicit`: no item of the config but the search bar Docusaurus' navbar adds when the site has a search
   * theme and names no `search` item: it ends the bar, after the colour mode toggle, and is not among the
   * config's items that site code reads
   */
  z.object({
    type: z.literal('search'),
    position: z.enum(['left', 'right']),
    implicit: z.literal(true).optional(),
    /** drawn as DocSearch's compact button (magnifier, "Search", the Ctrl K keys) opening the search dialog, as a site with Algolia's search draws it */
    button: z.literal(true).optional(),
    ...itemClass,
  }),
  /** `before`/`after`: links listed above and below the locales or versions (dropdownItemsBefore/After) */
  z.object({ type: z.literal('localeDropdown'), position: z.enum(['left', 'right']), ...menuExtras, ...itemClass }),
  /** `docsPluginId`: another docs instance, whose versions (the manifest's instanceVersions) it lists */
  z.object({
    type: z.literal('docsVersionDropdown'),
    position: z.enum(['left', 'right']),
    docsPluginId: z.string().optional(),
    ...menuExtras,
    ...itemClass,
  }),
  /**
   * Docusaurus' `docsVersion` item: a link to the main doc of the version read now (else the preferred, else
   * the latest), labelled with that version's label; `label` and `to` fix them
   */
  z.object({
    type: z.literal('docsVersion'),
    position: z.enum(['left', 'right']),
    label: z.string().optional(),
    to: routePath.optional(),
    docsPluginId: z.string().optional(),
    ...itemClass,
  }),
  /**
   * An item of a type the site's swizzled `NavbarItem/ComponentTypes` adds (`type: 'custom-xyz'`): drawn by
   * its component from the site bundle, given `props` (the item's other fields, as the config writes them)
   */
  z.object({
    type: z.literal('custom'),
    component: z.string(),
    position: z.enum(['left', 'right']),
    props: z.record(z.string(), z.unknown()),
  }),
]);

export const siteSchema = z.object({
  title: z.string(),
  tagline: z.string(),
  url: z.string(),
  baseUrl: z.string(),
  favicon: z.string().optional(),
  locale: z.string(),
  locales: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      path: z.string(),
      /** `rtl` for a right-to-left locale (its localeConfigs' direction, else its language's), absent for left to right */
      direction: z.literal('rtl').optional(),
    }),
  ),
  navbar: z.object({
    title: z.string(),
    /** `srcDark` is shown in dark mode */
    logo: logoSchema.optional(),
    hideOnScroll: z.boolean(),
    /** Infima's navbar--primary or navbar--dark */
    style: z.enum(['primary', 'dark']).optional(),
    items: z.array(navbarItemSchema),
  }),
  footer: z.object({
    style: z.enum(['light', 'dark']),
    links: z.array(footerColumn),
    /** sanitized inline HTML, as Docusaurus renders the copyright (a link to its own site, a line break) */
    copyright: z.string(),
    /** shown above the copyright, linked to `href` when set */
    logo: logoSchema.optional(),
  }),
  announcementBar: z
    .object({
      id: z.string(),
      /** sanitized inline HTML */
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean(),
    })
    .nullable(),
  /** the docs sidebar: a button hides it; opening a category closes its siblings */
  sidebar: z.object({ hideable: z.boolean(), autoCollapseCategories: z.boolean() }).optional(),
  colorMode: z.object({
    /** 'system': the OS setting until the reader picks (Docusaurus' respectPrefersColorScheme) */
    defaultMode: z.enum(['light', 'dark', 'system']),
    disableSwitch: z.boolean(),
    respectPrefersColorScheme: z.boolean(),
  }),
  copyright: z.string(),
  /** the delimiter between page title and site title in the document title */
  titleDelimiter: z.string(),
  /** the config's customFields, plain JSON, for the site's own components (useDocusaurusContext) */
  customFields: z.record(z.string(), z.unknown()).optional(),
  /** a Docusaurus site's whole config, plain JSON, for its code's useDocusaurusContext().siteConfig */
  siteConfig: z.record(z.string(), z.unknown()).optional(),
  /**
   * the site's own CSS (a Docusaurus site's customCss), gate paths such as `assets/<hash>.css`, applied in
   * order after sign-in; `url()`s in it are `gate:` URLs of assets
   */
  stylesheets: z.array(z.string()).optional(),
  /** per locale other than the default, the navbar, footer and sidebar labels in that locale's words (Docusaurus' theme translations) */
  translations: z
    .record(
      z.string(),
      z.object({
        navbar: z.object({ title: z.string(), logoAlt: z.string().optional(), items: z.array(navbarItemSchema) }),
        footer: z.object({ links: z.array(footerColumn), copyright: z.string() }),
        /** docs sidebar labels: `sidebar.<sidebar key>.category.<label>` (also `.link.`, `.doc.`) -> label */
        sidebar: z.record(z.string(), z.string()),
        /** a docs version's label in this locale (its translation file's `version.label`), by the version's path */
        versions: z.record(routePath, z.string()).optional(),
        /** the theme's own strings from the locale's code.json (`theme.docs.paginator.next` -> `Suivant`) */
        theme: z.record(z.string(), z.string()).optional(),
        /** the site's own code.json messages (`homepage.tagline`), for <Translate> and translate() in its React code */
        messages: z.record(z.string(), z.string()).optional(),
        /** the blog's words from its options.json: the recent posts heading */
        blog: z.object({ sidebarTitle: z.string().optional() }).optional(),
        /** another blog instance's words from its options.json (`docusaurus-plugin-content-blog-<id>/`), by plugin id */
        blogs: z.record(z.string(), z.object({ sidebarTitle: z.string() })).optional(),
      }),
    )
    .optional(),
});

export type SidebarItem =
  | { type: 'doc'; label: string; docId: string; path: string; className?: string }
  /** `description`: its card's text on a generated index page (and for a site's DocCard) */
  | { type: 'link'; label: string; href: string; className?: string; description?: string }
  /** Docusaurus' `html` item: sanitized inline HTML; `defaultStyle` gives it a menu item's padding */
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean }
  | {
      type: 'category';
      label: string;
      collapsed: boolean;
      collapsible: boolean;
      /** where the category label links: a doc or a generated index page (or, rarely, a `#heading` of a page) */
      path?: string;
      /** a class for the site's CSS on the category's list item, as Docusaurus puts it */
      className?: string;
      /** its card's text on a generated index page, instead of "N items" */
      description?: string;
      items: SidebarItem[];
    };

export const sidebarItemSchema: z.ZodType<SidebarItem> = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('doc'),
      label: z.string(),
      docId: z.string(),
      path: routePath,
      className: z.string().optional(),
    }),
    z.object({
      type: z.literal('link'),
      label: z.string(),
      href: z.string(),
      className: z.string().optional(),
      description: z.string().optional(),
    }),
    z.object({ type: z.literal('html'), value: z.string(), className: z.string().optional(), defaultStyle: z.boolean().optional() }),
    z.object({
      type: z.literal('category'),
      label: z.string(),
      collapsed: z.boolean(),
      collapsible: z.boolean(),
      path: categoryPath.optional(),
      className: z.string().optional(),
      description: z.string().optional(),
      items: z.array(sidebarItemSchema),
    }),
  ]),
);

export const routeKindSchema = z.enum([
  'page',
  'doc',
  'docCategoryIndex',
  'blogList',
  'blogPost',
  'blogArchive',
  'blogAuthors',
  'blogAuthor',
  'blogTags',
  'blogTag',
]);

export const routeSchema = z.object({
  path: routePath,
  kind: routeKindSchema,
  /** the page file under dist/site, e.g. `pages/3f9a1c.json` */
  file: z.string(),
  title: z.string(),
  /** docs only: the frontmatter sidebar_label, when it is not the title (a translation's names its sidebar entry) */
  sidebarLabel: z.string().optional(),
  locale: z.string(),
  /** docs only: the version name (`current`, `1.0`) and the sidebar the page sits in */
  version: z.string().optional(),
  sidebar: z.string().optional(),
  /** docs only: the doc's id where it is not the one its path under the version gives (docIdFromPath in doc-id.ts): an `id` or `slug` of its own, a category index */
  docId: z.string().optional(),
  /** blog pages of a blog other than the main one: its plugin id, the key of its `blogs` entry */
  blog: z.string().optional(),
  /**
   * the same page in other locales where it is not the path with the locale's folder swapped (a translation
   * with its own slug; null: none there, though a route has the swapped path); contracts/alternates.ts
   * works out the rest from the route index
   */
  alternates: z.record(z.string(), routePath.nullable()).optional(),
  /** unlisted pages render but are left out of sidebars, lists and search */
  unlisted: z.boolean(),
  /** drafts appear only in watch mode builds */
  draft: z.boolean(),
});

export const versionSchema = z.object({
  name: z.string(),
  label: z.string(),
  path: routePath,
  mainDocId: z.string(),
  /** the path of the main doc of this version, for the version dropdown */
  mainDocPath: routePath,
  /** the version served at the docs' base path, which the other versions' banners lead to */
  latest: z.boolean().optional(),
  /** the notice over each doc of this version (Docusaurus' version banner); absent: none */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** a "Version: label" badge over each doc */
  badge: z.boolean().optional(),
});

const tagSchema = z.object({
  key: z.string(),
  label: z.string(),
  permalink: routePath,
  description: z.string().optional(),
});

const authorSchema = z.object({
  key: z.string(),
  name: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  imageUrl: z.string().optional(),
  /** in the order the author's entry writes them: a list (the gate kept JSON in jsonb once, which orders an object's keys) */
  socials: z.array(z.object({ platform: z.string(), url: z.string() })),
  /** set when the author has a page (`page: true` in authors.yml) */
  permalink: routePath.optional(),
});

const postSummarySchema = z.object({
  path: routePath,
  title: z.string(),
  /** ISO date, `YYYY-MM-DD` */
  date: z.string(),
  authors: z.array(z.string()),
  tags: z.array(z.string()),
  /** absent when the blog shows none (Docusaurus' showReadingTime: false) */
  readingTimeMinutes: z.number().optional(),
});

/** A blog: its lists' settings, its posts newest first, tags, authors, archive and feeds. */
const blogSchema = z.object({
  path: routePath,
  title: z.string(),
  description: z.string(),
  postsPerPage: z.number().int(),
  /** the recent-posts list beside blog pages: its heading, and how many posts (0: none, -1: every post) */
  sidebar: z.object({ title: z.string(), count: z.number().int().min(-1) }).optional(),
  posts: z.array(postSummarySchema),
  tags: z.record(z.string(), tagSchema.extend({ count: z.number().int() })),
  authors: z.record(z.string(), authorSchema),
  archive: z.array(z.object({ year: z.string(), posts: z.array(routePath) })),
  /** feed files under dist/site; none for a blog without posts, as Docusaurus writes no feed then */
  feeds: z.object({ rss: z.string(), atom: z.string() }).optional(),
  /** per locale other than the default, its blog's listed posts (translations, else the default's), newest first */
  localePosts: z.record(z.string(), z.array(postSummarySchema)).optional(),
});

export const manifestSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  /** hash of every input; identical content gives an identical id and identical bytes */
  buildId: z.string(),
  site: siteSchema,
  versions: z.array(versionSchema),
  /** the versions of the other docs instances that have several (Docusaurus' plugin id -> versions), for their version menus */
  instanceVersions: z.record(z.string(), z.array(versionSchema)).optional(),
  /** every path the site has, sorted by path */
  routes: z.array(routeSchema),
  /** sidebar id -> items; versioned sidebars are keyed `version-<name>/<id>` */
  sidebars: z.record(z.string(), z.array(sidebarItemSchema)),
  blog: blogSchema,
  /**
   * the other blog plugin instances (Docusaurus' plugin id -> blog: a changelog beside the blog), whose routes
   * name them (`route.blog`); as the main blog's, their lists are in manifest.json
   */
  blogs: z.record(z.string(), blogSchema).optional(),
  search: z.object({
    /**
     * the index head, e.g. `search/9b2e.json`: `{ format: 'docgate-search-parts', parts: [...] }`, each
     * part a serialized MiniSearch index, so a one-page edit rewrites one part and the viewer merges them
     */
    file: z.string(),
    /** the options MiniSearch.loadJSON needs to read it back */
    options: z.object({
      idField: z.string(),
      fields: z.array(z.string()),
      storeFields: z.array(z.string()),
      /** default query options (fuzzy, prefix, boost); loadJSON applies them to every search */
      searchOptions: z.object({ fuzzy: z.number(), prefix: z.boolean(), boost: z.record(z.string(), z.number()) }).optional(),
    }),
  }),
  /**
   * the site bundle (site/bundle.ts): the ES module holding the site's code pieces (MDX islands, React
   * pages) and its CSS, fetched through the gate after sign-in; absent when the site has no code
   */
  bundle: z
    .object({
      script: z.string(),
      style: z.string().nullable(),
      /** theme components it holds as the site has them (`DocCardList`: generated index pages draw their cards with it) */
      theme: z.array(z.string()).optional(),
      /** it holds the site's client modules (its config's clientModules), which run on every page */
      client: z.literal(true).optional(),
      /**
       * `bundle/static-<hash>.json`, the static folders' files (site-bundle.ts StaticIndex), which a path the
       * site's code computes (`useBaseUrl(`/img/${name}`)`) or fetches (`fetch('/data/list.json')`) is found in;
       * absent when the folders have none
       */
      staticIndex: z.string().optional(),
    })
    .optional(),
  /**
   * `redirects/<hash>.json` (contracts/redirects.ts), old paths the site's redirects lead on from (a Docusaurus
   * site's client redirects plugin), read by the viewer on a path that has no page; absent without any
   */
  redirects: z.string().optional(),
});

/**
 * Where the manifest's two long lists are stored (contracts/manifest-parts.ts): a one-page edit changes one
 * route part, not a file the size of the site, and a reader fetches a sidebar when a page shows it.
 */
export const manifestPartsSchema = z.object({
  /** the routes in order, cut into parts of ROUTES_PER_PART: `manifest/<hash>.json`, each an array of routes */
  routes: z.array(z.string()),
  /** sidebar id -> `manifest/<hash>.json`, the sidebar's items */
  sidebars: z.record(z.string(), z.string()),
  /** locale -> `manifest/<hash>.json`, its entry of `site.translations`: a reader fetches the words of the locale it reads first */
  translations: z.record(z.string(), z.string()).optional(),
});

/** `manifest.json` as written and served: the manifest with `parts` naming the files of its routes and sidebars. */
export const storedManifestSchema = manifestSchema
  .omit({ routes: true, sidebars: true })
  .extend({ site: siteSchema.omit({ translations: true }), parts: manifestPartsSchema })
  .describe(
    'dist/site/manifest.json; parts.routes files hold arrays of routes, parts.sidebars files arrays of sidebar items, parts.translations files one locale of site.translations',
  );

const tocPartSchema = z.object({ text: z.string(), code: z.boolean() });
const tocItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  level: z.number().int(),
  /** `text` cut where the heading's inline code starts and ends, only when it holds any: shown as code, as in Docusaurus' TOC */
  parts: z.array(tocPartSchema).optional(),
});
const pageLinkSchema = z.object({ title: z.string(), path: routePath });

/** the post's frontmatter as written (JSON), for a site's own BlogPostItem parts (`useBlogPost().frontMatter`): only a site that swizzled one has it */
const postFrontMatter = z.record(z.string(), z.unknown()).optional();

const listedPostSchema = postSummarySchema.extend({
  /** sanitized HTML of the post up to `<!-- truncate -->` (the whole post when there is none) */
  summaryHtml: z.string(),
  truncated: z.boolean(),
  frontMatter: postFrontMatter,
});

const paginationSchema = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  prev: routePath.optional(),
  next: routePath.optional(),
});

const pageBase = z.object({
  path: routePath,
  locale: z.string(),
  title: z.string(),
  description: z.string(),
  hideTitle: z.boolean(),
  /**
   * the page's own leading `# h1` where its frontmatter `title` says otherwise: the h1 shown on the page,
   * as Docusaurus shows the Markdown's h1 and uses `title` for the sidebar and the document title
   */
  heading: z.string().optional(),
  /** the id of the title's h1 when the page's Markdown gave the title (`# Ecosystem` -> `ecosystem`) */
  titleId: z.string().optional(),
  /** sanitized HTML of the body */
  html: z.string(),
  /** headings in the page's TOC range (h2-h3 unless the page says otherwise), in order */
  toc: z.array(tocItemSchema),
  hideTableOfContents: z.boolean(),
  breadcrumbs: z.array(z.object({ label: z.string(), path: categoryPath.optional() })),
  prev: pageLinkSchema.nullable(),
  next: pageLinkSchema.nullable(),
  editUrl: z.string().nullable(),
  /** ISO timestamp and optional author of the last change */
  lastUpdated: z.object({ at: z.string(), author: z.string().optional() }).nullable(),
  /** the page's cover or social image (frontmatter `image`): `gate:assets/<hash>.<ext>` or an external URL */
  image: z.string().optional(),
});

export const pageDataSchema = z.discriminatedUnion('kind', [
  pageBase.extend({
    kind: z.literal('page'),
    hero: z
      .object({
        title: z.string(),
        tagline: z.string(),
        actions: z.array(z.object({ label: z.string(), to: z.string(), primary: z.boolean() })),
      })
      .nullable(),
    features: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string().optional() })),
    /** a React page: the site bundle's key of its default export, rendered in the body's place once the bundle is in */
    component: z.string().optional(),
    /** frontmatter `wrapperClassName`: a class on the page's main wrapper, as Docusaurus' MDX pages take it */
    wrapperClassName: z.string().optional(),
    /** a Docusaurus site's Markdown page without its TOC: the full width, as Docusaurus' fluid container */
    fluid: z.literal(true).optional(),
  }),
  pageBase.extend({
    kind: z.enum(['doc', 'docCategoryIndex']),
    docId: z.string(),
    version: z.string(),
    sidebar: z.string().nullable(),
    tags: z.array(tagSchema),
    /** the frontmatter as written (JSON), for a site's own DocItem parts (`useDoc().frontMatter`): only a site that swizzled one has it */
    frontMatter: z.record(z.string(), z.unknown()).optional(),
    /** docCategoryIndex: the category's children, shown as cards */
    /** the category's cards; `category` marks a subcategory's (Docusaurus' 🗃️ card, a doc's is 📄️) */
    /** a card an item: a doc or category by its site path, an external link (or a category whose first link is one) by its URL */
    items: z.array(
      z.object({
        label: z.string(),
        path: routePath.optional(),
        href: z.string().optional(),
        description: z.string(),
        category: z.boolean().optional(),
      }),
    ),
  }),
  pageBase.extend({
    kind: z.literal('blogPost'),
    date: z.string(),
    authors: z.array(authorSchema),
    tags: z.array(tagSchema),
    readingTimeMinutes: z.number().optional(),
    summaryHtml: z.string(),
    truncated: z.boolean(),
    frontMatter: postFrontMatter,
  }),
  pageBase.extend({
    kind: z.enum(['blogList', 'blogTag', 'blogAuthor']),
    posts: z.array(listedPostSchema),
    pagination: paginationSchema,
    /** blogTag: the tag; blogAuthor: the author */
    tag: tagSchema.optional(),
    author: authorSchema.optional(),
    /**
     * the tags and authors its posts name, by key, as the page's locale has them: a translated list's lead to
     * that locale's tag and author pages, as the manifest's blog (the default locale's) does not
     */
    postTags: z.record(z.string(), tagSchema).optional(),
    postAuthors: z.record(z.string(), authorSchema).optional(),
  }),
  pageBase.extend({
    kind: z.literal('blogArchive'),
    years: z.array(z.object({ year: z.string(), posts: z.array(postSummarySchema) })),
  }),
  pageBase.extend({ kind: z.literal('blogAuthors'), authors: z.array(authorSchema.extend({ count: z.number().int() })) }),
  pageBase.extend({ kind: z.literal('blogTags'), tags: z.array(tagSchema.extend({ count: z.number().int() })) }),
]);

/** One searchable section: a page's intro or one h2/h3 with the text under it. */
export const searchDocumentSchema = z.object({
  id: z.string(),
  /** the page title */
  title: z.string(),
  /** the heading path inside the page, e.g. `Posting > Errors` */
  heading: z.string(),
  text: z.string(),
  /** the deep link, `/docs/backend/api/posting#errors` */
  url: z.string(),
  locale: z.string(),
});

export type Manifest = z.output<typeof manifestSchema>;
export type ManifestParts = z.output<typeof manifestPartsSchema>;
export type StoredManifest = z.output<typeof storedManifestSchema>;
export type Site = z.output<typeof siteSchema>;
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type Route = z.output<typeof routeSchema>;
export type RouteKind = z.output<typeof routeKindSchema>;
export type Version = z.output<typeof versionSchema>;
export type PageData = z.output<typeof pageDataSchema>;
export type TocItem = z.output<typeof tocItemSchema>;
export type TocPart = z.output<typeof tocPartSchema>;
export type BlogAuthor = z.output<typeof authorSchema>;
export type Blog = z.output<typeof blogSchema>;
export type BlogTag = z.output<typeof tagSchema>;
export type ListedPost = z.output<typeof listedPostSchema>;
export type SearchDocument = z.output<typeof searchDocumentSchema>;
