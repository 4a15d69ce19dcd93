// Docusaurus' theme-classic styles its components with CSS modules, so its elements carry hashed names
// (`docMainContainer_TBSr`, `codeBlockTitle_Ktv7`) that a site's own CSS selects by their base name:
// `[class*='docMainContainer']`, `[class^='tableOfContents']`, `div[class*="codeBlockTitle"]`. docgate's
// matching elements carry the same base names with `_docgate` for a hash, first in the class list where
// Docusaurus' is first, so those rules apply. docgate's own CSS never styles them: they are the site's.

const BASE_NAMES = [
  // the page and the doc page's layout (Layout, DocRoot/Layout, DocItem/Layout)
  'mainWrapper',
  'docRoot',
  'docMainContainer',
  'docSidebarContainer',
  'docItemCol',
  'docItemContainer',
  // the docs sidebar (DocRoot/Layout/Sidebar, DocSidebar/Desktop, DocSidebarItem/Link)
  'sidebarViewport',
  'sidebar',
  'menu',
  'collapseSidebarButton',
  'expandButton',
  'menuExternalLink',
  // the TOC (TOC, TOCCollapsible)
  'tableOfContents',
  'tocCollapsible',
  'tocCollapsibleButton',
  'tocCollapsibleContent',
  // code blocks (CodeBlock/Container, Layout, Content, Buttons)
  'codeBlockContainer',
  'codeBlockTitle',
  'codeBlockContent',
  'codeBlock',
  'codeBlockLines',
  'buttonGroup',
  // admonitions (Admonition/Layout)
  'admonitionHeading',
  'admonitionContent',
  // icons, tags, the blog sidebar
  'iconExternalLink',
  'tag',
  'tagRegular',
  'tagWithCount',
  'sidebarItemTitle',
  'sidebarItemList',
  'yearGroupHeading',
  // the announcement bar (AnnouncementBar, its Content and CloseButton)
  'announcementBarContent',
  'announcementBarClose',
  'content',
  'closeButton',
] as const;

export type ModuleClassBase = (typeof BASE_NAMES)[number];

/** Base name -> the class docgate's element carries for it (`docRoot` -> `docRoot_docgate`). */
export const MODULE_CLASS = Object.fromEntries(BASE_NAMES.map((name) => [name, `${name}_docgate`])) as {
  readonly [Name in ModuleClassBase]: `${Name}_docgate`;
};
