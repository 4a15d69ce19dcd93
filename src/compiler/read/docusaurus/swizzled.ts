import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { MARKDOWN_ELEMENT_PARTS } from '../../../contracts/site-bundle.ts';

// The classic theme's components a site can swizzle into src/theme (`docusaurus swizzle`): docgate's viewer
// draws its own chrome, pages and the theme components it gives site code, so a swizzled one is not used.
// MDXComponents' mapping is read (mdx-components.ts), and its parts (A, Img, Code, Pre, Heading, Ul, Li, Details) draw pages' elements; a src/theme
// component of another name is the site's own,
// which its code imports as `@theme/X` and the bundle resolves.
const THEME_COMPONENTS = new Set(
  `Admonition AnnouncementBar BackToTopButton Blog BlogArchivePage BlogLayout BlogListPage BlogListPaginator BlogPostItem
  BlogPostItems BlogPostPage BlogPostPaginator BlogSidebar BlogTagsListPage BlogTagsPostsPage CodeBlock CodeInline
  ColorModeToggle ContentVisibility Details DocBreadcrumbs DocCard DocCardList DocCategoryGeneratedIndexPage DocItem
  DocPaginator DocRoot DocSidebar DocSidebarItem DocSidebarItems DocTagDocListPage DocTagsListPage DocVersionBadge
  DocVersionBanner DocVersionRoot DocsRoot EditMetaRow EditThisPage ErrorPageContent Footer Heading Icon LastUpdated
  Layout Logo MDXContent MDXPage Mermaid Navbar NavbarItem NotFound PaginatorNavLink Root SearchBar SearchMetadata
  SiteMetadata SkipToContent TOC TOCCollapsible TOCInline TOCItems TabItem Tabs Tag TagsListByLetter TagsListInline
  ThemeProvider ThemedImage Unlisted`.split(/\s+/),
);

/** The parts of the classic theme's DocItem the viewer draws from a site that swizzled them (`src/theme/DocItem/Layout`). */
export const DOC_ITEM_PARTS = ['Layout', 'Footer', 'Content'];

/**
 * The parts around a doc's content the viewer draws from a site that swizzled them, where docgate's DocItem
 * draws its own: breadcrumbs (a "Docs" crumb added, or none at all), the version notices, previous/next.
 */
export const DOC_PAGE_PARTS = ['DocBreadcrumbs', 'DocVersionBanner', 'DocVersionBadge', 'DocPaginator'];

/**
 * The parts of the classic theme's navbar the viewer draws from a site that swizzled them, inside docgate's
 * navbar made of the same parts (Layout > Content > logo, colour toggle, search, menu toggle), and the item
 * types a swizzled `NavbarItem/ComponentTypes` adds (`type: 'custom-xyz'` in the config's items).
 */
export const NAVBAR_PARTS = [
  'Navbar/Layout',
  'Navbar/Content',
  'Navbar/Logo',
  'Navbar/ColorModeToggle',
  'Navbar/Search',
  'Navbar/MobileSidebar/Toggle',
  'NavbarItem/ComponentTypes',
];

/**
 * The parts of the classic theme's footer the viewer draws from a site that swizzled them, inside docgate's
 * footer made of the same parts (Layout given the links, logo and copyright; Links > MultiColumn or Simple >
 * LinkItem), or inside a Footer of the site's that composes them.
 */
export const FOOTER_PARTS = [
  'Footer/Layout',
  'Footer/Links',
  'Footer/Links/MultiColumn',
  'Footer/Links/Simple',
  'Footer/LinkItem',
  'Footer/Logo',
  'Footer/Copyright',
];

// the theme components the site's own version replaces, as under Docusaurus: its code runs from the site
// bundle (linea's two-column cards of 20 pages; a company's own footer; a Root around the whole site, which
// its providers and widgets need; a doc's layout with a feedback widget or an "Ask AI" button, which a
// quarter of sites swizzle, and the doc's footer and content it draws; the 404 page's text); docgate's are
// used elsewhere; a CodeBlock, which Docusaurus draws every fenced code block of a page with (a wrapper adding
// an attribute or a header bar, or a highlighter of the site's own)
export const OWN_THEME_MODULES = [
  'CodeBlock',
  'DocCard',
  'DocCardList',
  'Footer',
  'Root',
  ...DOC_ITEM_PARTS.map((part) => `DocItem/${part}`),
  ...DOC_PAGE_PARTS,
  // the TOC column of docs and posts (a call to action under it, its entries cleaned)
  'TOC',
  // a post, and its footer, which blogs wrap to add comments (stryker's Giscus) or a view count under each post
  'BlogPostItem',
  'BlogPostItem/Footer',
  'NotFound/Content',
  ...NAVBAR_PARTS,
  ...FOOTER_PARTS,
];

// the site's own that the viewer draws around every page (a Layout, a whole Navbar) or as the page of a path
// with none (a NotFound), from the bundle's theme pieces: the `@theme/Layout` of site code (a React page's, a
// NotFound's) stays the viewer's, which hands its props to the site's Layout drawn around it, so it is drawn
// once; an ejected Layout's `@theme/Navbar` is the viewer's, which draws the site's with docgate's sign-out
export const PAGE_THEME_MODULES = ['Layout', 'NotFound', 'Navbar'];

// a swizzled Layout that wraps the theme's, or draws its navbar (ejected): one that does neither (openziti's,
// a package's layout) would leave the pages without docgate's navbar and footer, so docgate's layout stays
const LAYOUT_CHROME = /['"]@theme(?:-original\/Layout|\/Navbar)['"]/;

// the components whose folder holds parts swizzled one by one (DocItem/Layout, NotFound/Content, Layout/Provider, Navbar/Logo,
// CodeBlock/Content/String)
const PART_FOLDERS = ['DocItem', 'NotFound', 'Layout', 'Navbar', 'NavbarItem', 'CodeBlock', 'BlogPostItem'];

// an ejected CodeBlock, made of the theme's parts (`@theme/CodeBlock/Content/String`, which draws with
// prism-react-renderer and theme-common's internals): parts docgate does not have, so its own block stays
const THEME_CODE_BLOCK_PARTS = /['"]@theme(?:-original|-init)?\/CodeBlock\//;

const SCRIPT_NAMES = ['index.js', 'index.jsx', 'index.ts', 'index.tsx'];

/** `src/theme/<name>` of a swizzled component: its folder's index script, else `<name>.js`... alone; undefined when absent. */
function themeFile(siteDir: string, name: string): string | undefined {
  const base = join(siteDir, 'src', 'theme', name);
  return [...SCRIPT_NAMES.map((file) => join(base, file)), ...['.js', '.jsx', '.ts', '.tsx'].map((ext) => `${base}${ext}`)].find((path) =>
    existsSync(path),
  );
}

/** The entries of the site's src/theme, sorted; none without the folder. */
export function themeEntries(siteDir: string): string[] {
  try {
    return readdirSync(join(siteDir, 'src', 'theme')).sort();
  } catch {
    return [];
  }
}

/**
 * `@theme/X` of OWN_THEME_MODULES and PAGE_THEME_MODULES the site swizzled (a file `X.js` or a folder `X/`),
 * from themeEntries; with DocCard, DocCardList too, whose theme version draws each card with the site's
 * DocCard; a Layout that draws docgate's chrome (LAYOUT_CHROME); the parts of a Navbar, NavbarItem, Footer...
 */
export function ownThemeModules(entries: string[], siteDir: string): string[] {
  const names = new Set(entries.map((entry) => entry.replace(/\.[jt]sx?$/, '')));
  if (names.has('DocCard')) names.add('DocCardList');
  if (names.has('Layout') && !drawsChrome(siteDir)) names.delete('Layout');
  if (names.has('CodeBlock') && !wholeCodeBlock(siteDir)) names.delete('CodeBlock');
  for (const folder of ['DocItem', 'NotFound', 'Navbar', 'NavbarItem', 'Footer', 'BlogPostItem'])
    if (names.has(folder)) for (const part of partsOf(folder)) if (themeFile(siteDir, part)) names.add(part);
  // a NotFound, Navbar or Footer folder may hold its parts alone (openfeature.dev's Footer/Layout)
  for (const folder of ['NotFound', 'Navbar', 'Footer']) if (names.has(folder) && !themeFile(siteDir, folder)) names.delete(folder);
  // a post of the site's own is drawn where it wraps the theme's or is made of its parts (Container, Header,
  // Content, Footer: 3.x's ejected one); 2.x's, which reads its post from props docgate does not pass, is not
  if (names.has('BlogPostItem') && !wrapsOriginal(siteDir, 'BlogPostItem') && !drawsPostParts(siteDir)) names.delete('BlogPostItem');
  return [...OWN_THEME_MODULES, ...PAGE_THEME_MODULES].filter((name) => names.has(name)).map((name) => `@theme/${name}`);
}

/** The swizzlable parts of `folder` that the viewer draws from the site's code. */
const partsOf = (folder: string): string[] => OWN_THEME_MODULES.filter((name) => name.startsWith(`${folder}/`));

/** The source of the site's swizzled `name` (its index, else `<name>.js`...); undefined when it has none. */
function themeSource(siteDir: string, name: string): string | undefined {
  const file = themeFile(siteDir, name);
  return file === undefined ? undefined : readFileSync(file, 'utf8');
}

/** The site's BlogPostItem draws the post's body with the theme's `@theme/BlogPostItem/Content`, as 3.x's ejected one does. */
const drawsPostParts = (siteDir: string): boolean =>
  /['"]@theme\/BlogPostItem\/Content['"]/.test(themeSource(siteDir, 'BlogPostItem') ?? '');

/** The site's `name` has an index of its own that draws `@theme-original/<name>` (or `@theme-init/<name>`). */
const wrapsOriginal = (siteDir: string, name: string): boolean =>
  new RegExp(`['"]@theme-(?:original|init)/${name}['"]`).test(themeSource(siteDir, name) ?? '');

/** The site's Layout source wraps `@theme-original/Layout` or draws `@theme/Navbar`. */
const drawsChrome = (siteDir: string): boolean => LAYOUT_CHROME.test(themeSource(siteDir, 'Layout') ?? '');

/** The site's CodeBlock has its own index (not its parts alone) that is no ejected one made of the theme's parts. */
function wholeCodeBlock(siteDir: string): boolean {
  const source = themeSource(siteDir, 'CodeBlock');
  return source !== undefined && !THEME_CODE_BLOCK_PARTS.test(source);
}

/**
 * The entries of `src/theme/<folder>` that `own` does not name, as `<folder>/<entry>` (its index as `<folder>`),
 * and those of a subfolder holding parts that are used (Navbar/MobileSidebar's Header beside its Toggle); none
 * without the folder.
 */
function unusedParts(siteDir: string, folder: string, own: string[]): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(siteDir, 'src', 'theme', folder)).sort();
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (/^index\.[jt]sx?$/.test(entry)) return own.includes(`@theme/${folder}`) ? [] : [folder];
    const part = `${folder}/${entry.replace(/\.[jt]sx?$/, '')}`;
    // a part is a component, capitalized: not its CSS nor a helper module beside it (`CodeBlock/theme.ts`)
    if (own.includes(`@theme/${part}`) || /\.css$/.test(entry) || !/^[A-Z]/.test(entry)) return [];
    return own.some((name) => name.startsWith(`@theme/${part}/`)) ? unusedParts(siteDir, part, own) : [part];
  });
}

/** One warning naming the site's swizzled theme components (src/theme/Footer...), at the first; null without any. */
export function swizzledNote(
  siteDir: string,
  entries: string[],
  fileName: (rel: string) => string,
  /** the site's own that are used (ownThemeModules) */
  own: string[],
): Diagnostic | null {
  if (entries.length === 0) return null;
  const swizzled = entries.filter((entry) => {
    const name = entry.replace(/\.[jt]sx?$/, '');
    // a folder of parts that are drawn (a Footer/Layout alone) is no unused component
    const used = own.includes(`@theme/${name}`) || own.some((module) => module.startsWith(`@theme/${name}/`));
    return !PART_FOLDERS.includes(entry) && THEME_COMPONENTS.has(name) && !used;
  });
  // the parts of a folder one by one: DocItem's Layout, Footer and Content are drawn, others (Metadata,
  // TOC/Mobile) are not; a Layout's Provider is not (docgate's providers are around the site already)
  for (const folder of PART_FOLDERS) swizzled.push(...unusedParts(siteDir, folder, own));
  // MDXComponents' own parts but those that draw the pages' links, images, code, headings, lists and details
  // (mdx-components.ts)
  const drawn = Object.values(MARKDOWN_ELEMENT_PARTS).map((part) => `MDXComponents/${part}`);
  swizzled.push(...unusedParts(siteDir, 'MDXComponents', []).filter((part) => part !== 'MDXComponents' && !drawn.includes(part)));
  if (swizzled.length === 0) return null;
  const names = swizzled.map((entry) => entry.replace(/\.[jt]sx?$/, ''));
  const message = `the site's swizzled theme component${names.length > 1 ? 's' : ''} (${names.join(', ')}) ${names.length > 1 ? 'are' : 'is'} not used: docgate's viewer draws its own pages and theme components (of the swizzled ones, it draws a Root, DocCard and DocCardList of the site's own, a CodeBlock that wraps @theme-original/CodeBlock or is of the site's own making, DocItem's Layout, Footer and Content, a DocBreadcrumbs, DocVersionBanner, DocVersionBadge, DocPaginator and TOC, a BlogPostItem that wraps @theme-original/BlogPostItem or is made of its parts, and its Footer, a Layout that wraps @theme-original/Layout or draws @theme/Navbar, NotFound and its Content, a Navbar, its Layout, Content, Logo, ColorModeToggle, Search and MobileSidebar/Toggle, NavbarItem/ComponentTypes, a Footer, its Layout, Links, Links/MultiColumn, Links/Simple, LinkItem, Logo and Copyright, and MDXComponents/A, Img, Code, Pre, Heading, Ul, Li and Details, which draw the pages' Markdown elements)`;
  return warning('config', fileName(`src/theme/${swizzled[0]}`), { line: 1, column: 1 }, message);
}

/** The site swizzled `NavbarItem/ComponentTypes`: the `custom-` navbar item types it adds are its to draw. */
export const swizzledComponentTypes = (siteDir: string): boolean => themeFile(siteDir, 'NavbarItem/ComponentTypes') !== undefined;

/** Whether the site has a SearchBar of its own (`src/theme/SearchBar`), which Docusaurus' navbar draws. */
export const swizzledSearchBar = (siteDir: string): boolean => themeFile(siteDir, 'SearchBar') !== undefined;
