import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownOutput } from '../markdown/types.ts';
import type { PlannedPage } from '../plan/types.ts';
import type { Asset, AssetStore } from './assets.ts';

// what checking one page reads and gives: its own file, so the page check and the checks it calls
// (frontmatter image, hero buttons) share the types without importing each other

/** What checking one page reads besides the page: the site's routes and the asset store. */
export interface SiteIndex {
  routes: Map<string, PlannedPage>;
  /** absolute markdown file -> its route */
  routeOfFile: Map<string, string>;
  contentDir: string;
  baseUrl: string;
  store: AssetStore;
  /** a missing file named by JSX media (`<img src>`, `<video>`) is a warning, as Docusaurus does not check it */
  jsxMediaUnchecked: boolean;
  /** where `/x.png` is looked up, for messages: `content/static`, or a Docusaurus site's `static` */
  staticDirs: string[];
  anchorsOf: (output: MarkdownOutput) => Set<string>;
  /** a Docusaurus site's `trailingSlash`: true serves every page at a URL ending with a slash */
  trailingSlash: boolean | undefined;
}

/**
 * What a page's relative URL links resolve from: its path, or inside it where its URL ends with a slash
 * (a Docusaurus site with `trailingSlash: true`, or a category index there), so from `/docs/a/b/` the
 * link `../c` is `/docs/a/c`, as in the browser.
 */
export const linkBaseOf = (page: PlannedPage, trailingSlash: boolean | undefined): string =>
  page.linkBase ?? (trailingSlash === true && page.route.path !== '/' ? `${page.route.path}/` : page.route.path);

/** One page's link check, with what it depended on so a later check can tell whether it still holds. */
export interface PageLinks {
  route: string;
  /** URL as written -> URL in the output */
  map: Map<string, string>;
  assets: Asset[];
  diagnostics: Diagnostic[];
  /** route -> the rendered output whose anchors were consulted (null: none) */
  anchorDeps: Map<string, MarkdownOutput | null>;
  /** absolute file -> the asset it loaded as (null: missing) */
  assetDeps: Map<string, Asset | null>;
}
