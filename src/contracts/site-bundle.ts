// What the site bundle and the viewer agree on: the bundle's imports of React and of the Docusaurus
// modules docgate provides are not bundled; they read the viewer's own instances from a registry the
// viewer puts on globalThis before it imports the bundle (one React, the viewer's router and config).

/** The globalThis key of the registry: module specifier -> module namespace. */
export const RUNTIME_GLOBAL = '__docgate_site_runtime__';

/**
 * The `Symbol.for` key a stand-in for a module that is not installed answers with its message. A stand-in
 * never throws where site code uses it (a module's top-level `client.init()` would stop the whole bundle);
 * the viewer's JSX runtime renders an element of it as only its children (site-elements.ts).
 */
export const STAND_IN_KEY = 'docgate.stand-in';

/**
 * The registry entry of the site's static files its code names (`image: 'img/x.svg'` in a features list):
 * `register({ '/img/x.svg': <its data: URL> })`, run by each bundle module that names some, and
 * `lookUp(path)`, which useBaseUrl and the elements' `src` read at run time (no static file is served ungated);
 * `name({ '/cal/x.ics': <the URL useBaseUrl('/cal/x.ics') became> })` gives a link's download its file's name.
 * A path no module names (computed at run time) is looked up in the bundle's StaticIndex: a `gate:` URL.
 */
export const STATIC_FILES_KEY = 'docgate/static-files';

/**
 * The registry entry of the site's Prism themes (contracts/prism-theme.ts): `set(themes)`, run by the bundle
 * before the first module that reads them (`@theme/CodeBlock`, theme-common's `usePrismTheme`), so a site
 * whose code uses neither carries none of their bytes.
 */
export const CODE_THEMES_KEY = 'docgate/code-themes';

/** The static folders' files as the bundle's index file holds them: `/img/x.svg` -> `assets/<hash>.svg`. */
export type StaticIndex = Record<string, string>;

/** `/img/x.svg` for `img/x.svg`, `./img/x.svg` and `/img/x.svg`: how the static files are keyed. */
export const staticFileKey = (path: string): string => `/${path.replace(/^\.?\/+/, '')}`;

/** The HTML attribute of an island's placeholder; its value is the island's key in the bundle. */
export const ISLAND_ATTRIBUTE = 'data-docgate-island';

/** The HTML attribute of a page's Markdown element (link, image, code, heading, list) that the site's MDXComponents draws. */
export const MARKDOWN_ELEMENT_ATTRIBUTE = 'data-docgate-md';

/** Markdown's own elements a site's MDXComponents may draw, by the theme's part that draws each (`MDXComponents/A`). */
export const MARKDOWN_ELEMENT_PARTS: Record<string, string> = {
  a: 'A',
  img: 'Img',
  code: 'Code',
  pre: 'Pre',
  ul: 'Ul',
  li: 'Li',
  details: 'Details',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, 'Heading'])),
};

// react-router's API as @docusaurus/router re-exports it, of what the viewer's router has
const ROUTER = ['useLocation', 'useHistory', 'useParams', 'Redirect', 'Link', 'NavLink'];

/** The classic theme's doc parts the viewer provides, which a site's swizzled DocItem/Layout imports. */
export const DOC_ITEM_MODULES = [
  '@theme/DocItem/Layout',
  '@theme/DocItem/Content',
  '@theme/DocItem/Footer',
  '@theme/DocItem/Paginator',
  '@theme/DocItem/TOC/Desktop',
  '@theme/DocItem/TOC/Mobile',
  '@theme/DocItem/Metadata',
  '@theme/DocBreadcrumbs',
  '@theme/DocBreadcrumbs/Items/Home',
  '@theme/DocBreadcrumbs/StructuredData',
  '@theme/DocVersionBanner',
  '@theme/DocVersionBadge',
  '@theme/DocPaginator',
  '@theme/ContentVisibility',
  // Docusaurus 3.0-3.1's name of ContentVisibility's banner (answer-website's DocItem/Layout imports it)
  '@theme/Unlisted',
  '@theme/TOC',
  '@theme/TOCCollapsible',
  '@theme/TagsListInline',
  '@theme/EditMetaRow',
  '@theme/EditThisPage',
  '@theme/LastUpdated',
  '@theme/MDXContent',
];

/**
 * The classic theme's page parts an ejected swizzled Layout is made of (`@theme/Navbar`, `@theme/Footer`...),
 * which the viewer draws with its own; its providers (Layout/Provider, v2's LayoutProviders) are their
 * children, as docgate's are around the site already.
 */
export const LAYOUT_MODULES = [
  '@theme/Navbar',
  '@theme/Footer',
  '@theme/AnnouncementBar',
  '@theme/SkipToContent',
  '@theme/BackToTopButton',
  '@theme/ErrorPageContent',
  '@theme/Layout/Provider',
  '@theme/LayoutProviders',
  '@theme/LayoutHead',
  '@theme/NotFound/Content',
];

/**
 * The classic theme's navbar parts and items the viewer provides, which a site's swizzled Navbar (whole or its
 * Content, Layout...) and NavbarItem/ComponentTypes import: docgate's navbar's own.
 */
export const NAVBAR_MODULES = [
  '@theme/Navbar/Layout',
  '@theme/Navbar/Content',
  '@theme/Navbar/Logo',
  '@theme/Navbar/ColorModeToggle',
  '@theme/Navbar/Search',
  '@theme/Navbar/MobileSidebar/Toggle',
  '@theme/Navbar/MobileSidebar',
  '@theme/Logo',
  '@theme/ColorModeToggle',
  '@theme/SearchBar',
  '@theme/NavbarItem',
  '@theme/NavbarItem/ComponentTypes',
  '@theme/NavbarItem/DefaultNavbarItem',
  '@theme/NavbarItem/NavbarNavLink',
  '@theme/NavbarItem/DropdownNavbarItem',
  '@theme/NavbarItem/DocNavbarItem',
  '@theme/NavbarItem/DocSidebarNavbarItem',
  '@theme/NavbarItem/DocsVersionNavbarItem',
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem',
  '@theme/NavbarItem/LocaleDropdownNavbarItem',
  '@theme/NavbarItem/SearchNavbarItem',
  '@theme/NavbarItem/HtmlNavbarItem',
];

/** The classic theme's icons (`@theme/Icon/*`) the viewer provides, which site code draws (babel's copy button). */
export const ICON_MODULES = [
  '@theme/Icon/Menu',
  '@theme/Icon/Close',
  '@theme/Icon/Copy',
  '@theme/Icon/Success',
  '@theme/Icon/ExternalLink',
  '@theme/Icon/Edit',
  '@theme/Icon/Home',
  '@theme/Icon/Language',
  '@theme/Icon/DarkMode',
  '@theme/Icon/LightMode',
  '@theme/Icon/SystemColorMode',
];

/** The classic theme's MDXComponents parts the viewer provides, which site code draws with (react-native's `A`). */
export const MDX_COMPONENT_MODULES = [
  '@theme/MDXComponents/A',
  '@theme/MDXComponents/Code',
  '@theme/MDXComponents/Pre',
  '@theme/MDXComponents/Details',
  '@theme/MDXComponents/Heading',
  '@theme/MDXComponents/Ul',
  '@theme/MDXComponents/Li',
  '@theme/MDXComponents/Img',
];

/**
 * The classic theme's footer parts the viewer provides, which a site's swizzled Footer (ejected: composing
 * them; or wrapping the original) and its swizzled parts import: docgate's footer's own.
 */
export const FOOTER_MODULES = [
  '@theme-original/Footer',
  '@theme/Footer/Layout',
  '@theme/Footer/Links',
  '@theme/Footer/Links/MultiColumn',
  '@theme/Footer/Links/Simple',
  '@theme/Footer/LinkItem',
  '@theme/Footer/Logo',
  '@theme/Footer/Copyright',
];

// what a swizzled navbar takes from theme-common's internals (and its boundary, from theme-common)
const NAVBAR_HOOKS = ['splitNavbarItems', 'useNavbarMobileSidebar', 'useNavbarSecondaryMenu', 'useHideableNavbar', 'useLockBodyScroll'];

/** The providers of theme-common's internals a site's own Layout/Provider composes: their children in docgate. */
export const LAYOUT_PROVIDERS = [
  'ColorModeProvider',
  'AnnouncementBarProvider',
  'ScrollControllerProvider',
  'NavbarProvider',
  'PluginHtmlClassNameProvider',
];

// what an ejected Layout (or a NotFound) takes from theme-common: in its internals since 3.0, before in it
const LAYOUT_HELPERS = ['PageMetadata', 'SkipToContentFallbackId', 'composeProviders', 'useKeyboardNavigation'];

/**
 * The docs hooks Docusaurus' theme-common exported before they moved to plugin-content-docs/client, which
 * swizzled DocCardLists of many sites still import from it (the viewer gives the client's).
 */
export const THEME_COMMON_DOCS_HOOKS = [
  'useCurrentSidebarCategory',
  'useCurrentSidebarSiblings',
  'filterDocCardListItems',
  'useDocById',
  'findSidebarCategory',
  'findFirstSidebarItemLink',
  'isActiveSidebarItem',
  'useSidebarBreadcrumbs',
  'useDocsVersion',
  'useDocsSidebar',
  'useDocsPreferredVersion',
];

/** The modules the viewer provides itself, by the names Docusaurus gives them. */
const OWN_MODULES: Record<string, string[]> = {
  react: [],
  'react/jsx-runtime': ['jsx', 'jsxs', 'Fragment'],
  'react/jsx-dev-runtime': ['jsxDEV', 'Fragment'],
  'react-dom': ['createPortal', 'flushSync'],
  'react-dom/client': ['createRoot', 'hydrateRoot'],
  '@docusaurus/Link': [],
  '@docusaurus/useDocusaurusContext': [],
  // the config Docusaurus generates, which site code may import whole (saleor's swizzled Layout)
  '@generated/docusaurus.config': [],
  '@docusaurus/useBaseUrl': ['useBaseUrlUtils'],
  '@docusaurus/BrowserOnly': [],
  '@docusaurus/Head': [],
  '@docusaurus/Translate': ['translate'],
  '@docusaurus/useIsBrowser': [],
  '@docusaurus/useIsomorphicLayoutEffect': [],
  '@docusaurus/useGlobalData': ['usePluginData', 'useAllPluginInstancesData'],
  '@docusaurus/Interpolate': ['interpolate'],
  '@theme/Layout': [],
  '@theme/Heading': [],
  '@theme/Admonition': [],
  '@docusaurus/router': ROUTER,
  // react-router 5, which arrives with @docusaurus/core and site code imports by its own name (tolgee's Link)
  'react-router-dom': ROUTER,
  '@docusaurus/Redirect': [],
  '@docusaurus/ExecutionEnvironment': [],
  '@docusaurus/isInternalUrl': [],
  '@docusaurus/theme-common': [
    ...['useColorMode', 'usePluralForm', 'useWindowSize', 'usePrismTheme', 'ThemeClassNames', 'useThemeConfig', 'useHistorySelector'],
    ...['useCollapsible', 'Collapsible'],
    'ErrorCauseBoundary',
    'isMultiColumnFooterLinks',
    ...LAYOUT_HELPERS,
    ...THEME_COMMON_DOCS_HOOKS,
  ],
  // where older ejected layouts import useDoc from (3.0-3.4)
  '@docusaurus/theme-common/internal': [
    'useDoc',
    'useBlogPost',
    'useHomePageRoute',
    ...LAYOUT_HELPERS,
    ...LAYOUT_PROVIDERS,
    ...THEME_COMMON_DOCS_HOOKS,
    ...NAVBAR_HOOKS,
    'ErrorCauseBoundary',
  ],
  '@docusaurus/ErrorBoundary': [],
  '@docusaurus/useBrokenLinks': [],
  '@theme/ThemedImage': [],
  '@theme/IdealImage': [],
  '@theme/CodeBlock': [],
  '@theme/Tabs': [],
  '@theme/TabItem': [],
  '@theme/Details': [],
  '@theme/DocCard': [],
  '@theme/DocCardList': [],
  // a post, and its footer (tags, 'Read more', edit link), which a swizzled one wraps to add comments under a post
  '@theme/BlogPostItem': [],
  '@theme/BlogPostItem/Footer': [],
  // the parts a post ejected from the theme is made of, around its body: docgate's
  '@theme/BlogPostItem/Container': [],
  '@theme/BlogPostItem/Header': [],
  '@theme/BlogPostItem/Content': [],
  // the classic theme's doc parts a swizzled DocItem/Layout is made of (ejected), and the original it wraps
  ...Object.fromEntries(DOC_ITEM_MODULES.map((name) => [name, []])),
  // the theme's Root is its children alone: a swizzled Root that wraps `@theme-original/Root` gets it
  '@theme/Root': [],
  // the page parts a swizzled Layout draws (ejected), and the original it wraps: docgate's page
  ...Object.fromEntries(LAYOUT_MODULES.map((name) => [name, []])),
  '@theme-original/Layout': [],
  // the navbar's parts and items a swizzled Navbar draws (or its parts wrap), docgate's own
  ...Object.fromEntries([...NAVBAR_MODULES, ...ICON_MODULES, ...MDX_COMPONENT_MODULES].map((name) => [name, []])),
  // the footer's parts a swizzled Footer draws (or its parts wrap), and the original a wrapping one draws
  ...Object.fromEntries(FOOTER_MODULES.map((name) => [name, []])),
  // a swizzled MDXComponents spreads the original's; docgate's holds the components above
  '@theme-original/MDXComponents': [],
  '@theme/MDXComponents': [],
  clsx: ['clsx'],
  // the same API under the name many sites import it by, installed or not (metro's hero)
  classnames: [],
  // Docusaurus' MDX runtime: every site has it
  '@mdx-js/react': ['MDXProvider', 'useMDXComponents'],
  // Docusaurus' own dependency, which every site has and imports unlisted
  'react-loadable': [],
  // the post drawn around site code in its body (agenta's changelog `<Summary>`, for the list only)
  '@docusaurus/plugin-content-blog/client': ['useBlogPost'],
  '@docusaurus/plugin-content-docs/client': [
    'useActiveVersion',
    'useVersions',
    'useLatestVersion',
    'useActiveDocContext',
    'useDocsVersionCandidates',
    'useActivePlugin',
    'useAllDocsData',
    'useDocsVersion',
    'useDocsPreferredVersion',
    'useDocVersionSuggestions',
    'useActivePluginAndVersion',
    'useCurrentSidebarCategory',
    'useCurrentSidebarSiblings',
    'useDocsSidebar',
    'useDoc',
    'useDocById',
    'filterDocCardListItems',
    'findFirstSidebarItemLink',
    'findSidebarCategory',
    'isActiveSidebarItem',
    'useSidebarBreadcrumbs',
    'DocsPreferredVersionContextProvider',
  ],
};

const WITH_ORIGINALS: Record<string, string[]> = {
  ...OWN_MODULES,
  ...Object.fromEntries(
    Object.entries(OWN_MODULES)
      .filter(([name]) => name.startsWith('@theme/') && !(`@theme-original/${name.slice('@theme/'.length)}` in OWN_MODULES))
      .map(([name, names]) => [`@theme-original/${name.slice('@theme/'.length)}`, names]),
  ),
};

/**
 * The modules the viewer provides, with their named exports (React's are read from React at build time);
 * each `@theme/X` also as `@theme-original/X`, which a site's swizzled wrapper of it imports (jellyfin's
 * Admonition around `@theme-original/Admonition`), and each of those as `@theme-init/X`, the classic theme's
 * before another theme wraps it (zedux's CodeBlock wraps `@theme-init/CodeBlock`, as theme-live-codeblock's does)
 */
export const PROVIDED_MODULES: Record<string, string[]> = {
  ...WITH_ORIGINALS,
  ...Object.fromEntries(
    Object.entries(WITH_ORIGINALS)
      .filter(([name]) => name.startsWith('@theme-original/'))
      .map(([name, names]) => [`@theme-init/${name.slice('@theme-original/'.length)}`, names]),
  ),
};

/**
 * The site bundle in chunks: the entry (`manifest.bundle.script`) maps each client module, theme component,
 * island group and React page to the path of its chunk (`bundle/c-x.js`), which the viewer fetches when a
 * page asks for it; what several share is in chunks of the bundler's. A chunk names another it imports
 * statically as `docgate-chunk:bundle/<name>.js`, which the viewer replaces with the blob: URL it made of
 * that chunk (a blob: module cannot import a relative URL); a chunk loaded on demand (the entry's, or one
 * site code imports dynamically) is asked of `globalThis[CHUNK_LOADER]('bundle/<name>.js')`, which fetches
 * it through the gate the same way.
 */
export const CHUNK_SCHEME = 'docgate-chunk:';
export const CHUNK_LOADER = '__docgate_chunk__';
/** A chunk's path among the site files: the only ones the chunk loader fetches. */
export const CHUNK_PATH = /^bundle\/[\w-]+\.js$/;
/** The static imports of chunks in a chunk's code: `"docgate-chunk:bundle/c-x.js"`, the path captured. */
export const CHUNK_IMPORT = /(["'`])docgate-chunk:(bundle\/[\w-]+\.js)\1/g;

/** How many hex characters of an island's id name its group (the file it is written in): the id's start. */
export const ISLAND_GROUP_LENGTH = 6;
/** The group of an island: the chunk that holds it and the other islands of its file. */
export const islandGroup = (id: string): string => id.slice(0, ISLAND_GROUP_LENGTH);

type Loaders<T> = Record<string, () => Promise<T>>;
/** A piece's loader (a one-file bundle, and chunked bundles before their entry held paths), or its chunk's path. */
type Pieces<T> = Record<string, (() => Promise<T>) | string>;

/**
 * What the bundle module exports: island key -> its module's loader (a one-file bundle) or island group ->
 * its chunk (a bundle in chunks), React page key -> its module, theme component (`DocCardList`) -> its
 * module (absent from bundles before them).
 */
export interface SiteBundleExports {
  islands?: Loaders<{ default: unknown }>;
  /** island group -> its chunk, whose module exports `islands`: island key -> component */
  groups?: Pieces<{ islands: Record<string, unknown> }>;
  pages: Pieces<{ default: unknown }>;
  theme?: Pieces<{ default: unknown }>;
  /** client module (its site-relative path) -> its module, in the config's order (absent from bundles before them) */
  client?: Pieces<Record<string, unknown>>;
  /** what the site's plugins set for its code (usePluginData): plugin name -> instance id -> data */
  globalData?: Record<string, Record<string, unknown>>;
}

/** The site's code pieces as the viewer renders them: island key, React page key, theme component name -> component. */
export interface SiteBundleModule {
  /** the islands in so far (every one of a one-file bundle; a chunked bundle's once loadIslands brought them) */
  islands: Record<string, unknown>;
  /** the React pages in so far, as `islands` */
  pages: Record<string, unknown>;
  theme: Record<string, unknown>;
  /** the client modules that started, each its exports (`onRouteUpdate`, `onRouteDidUpdate`), in the config's order */
  client: Record<string, unknown>[];
  /** brings the islands of these keys into `islands`: their groups' chunks, each fetched once */
  loadIslands(ids: string[]): Promise<void>;
  /** brings the React page of this key into `pages` */
  loadPage(key: string): Promise<void>;
}

// a chunk of the entry's, through the loader the viewer put on globalThis before it imported the entry
const loadChunk = <T>(path: string): Promise<T> =>
  (globalThis as unknown as Record<string, (path: string) => Promise<T>>)[CHUNK_LOADER]!(path);

/**
 * Runs the client modules and theme components of the imported bundle, and every island and React page of
 * a one-file bundle (a chunked one's when a page asks for them). One whose modules throw at their top level
 * (a browser-only library, a stand-in the code calls in a way it cannot answer) is left out with the error
 * on the console, so it shows its static content and every other piece still runs; in a chunked bundle that
 * is the whole group of its file.
 */
export async function settleSiteBundle(bundle: SiteBundleExports): Promise<SiteBundleModule> {
  // each loader called in order: a client module runs before the pieces, as Docusaurus imports them first
  const started = async <T>(loaders: Pieces<T>): Promise<[string, T][]> => {
    const entries = await Promise.all(
      Object.entries(loaders).map(async ([key, load]) => {
        try {
          return [[key, await (typeof load === 'string' ? loadChunk<T>(load) : load())] as [string, T]];
        } catch (error) {
          console.error(`docgate: the site code of ${key} failed to start:`, error);
          return [];
        }
      }),
    );
    return entries.flat();
  };
  const components = async (loaders: Pieces<{ default: unknown }>) =>
    Object.fromEntries((await started(loaders)).map(([key, module]) => [key, module.default]));
  // a client module's work is its top level (imported for its side effects): its exports are kept whole
  const client = (await started(bundle.client ?? {})).map(([, module]) => module);
  const theme = await components(bundle.theme ?? {});
  const { groups } = bundle;
  if (!groups)
    return {
      islands: await components(bundle.islands ?? {}),
      pages: await components(bundle.pages),
      theme,
      client,
      loadIslands: async () => {},
      loadPage: async () => {},
    };
  const module: SiteBundleModule = { islands: {}, pages: {}, theme, client, loadIslands, loadPage };
  const groupsIn = new Map<string, Promise<void>>();
  const pagesIn = new Map<string, Promise<void>>();
  async function loadIslands(ids: string[]): Promise<void> {
    const wanted = [...new Set(ids.map(islandGroup))].filter((group) => group in groups!);
    await Promise.all(
      wanted.map((group) => {
        let loading = groupsIn.get(group);
        if (!loading) {
          loading = started({ [group]: groups![group]! }).then((done) => {
            for (const [, chunk] of done) Object.assign(module.islands, chunk.islands);
          });
          groupsIn.set(group, loading);
        }
        return loading;
      }),
    );
  }
  async function loadPage(key: string): Promise<void> {
    const load = bundle.pages[key];
    if (!load) return;
    let loading = pagesIn.get(key);
    if (!loading) {
      loading = components({ [key]: load }).then((done) => void Object.assign(module.pages, done));
      pagesIn.set(key, loading);
    }
    await loading;
  }
  return module;
}
