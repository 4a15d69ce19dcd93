import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceRecord } from '../read/source.ts';
import type { PlannedPage } from '../plan/types.ts';
import type { Asset, AssetStore } from './assets.ts';
import { checkPage } from './check-page.ts';
import type { PageLinks, SiteIndex } from './page-links.ts';

export interface LinkResult {
  /** per markdown file: URL as written -> URL in the output (routes, `gate:assets/...`) */
  maps: Map<SourceRecord, Map<string, string>>;
  /** every asset some page references, by output path */
  assets: Map<string, Asset>;
  diagnostics: Diagnostic[];
}

const anchorCache = new WeakMap<object, Set<string>>();

/**
 * Old paths that lead to pages (a Docusaurus site's client redirects: old path -> the page's path), which a
 * link may name as it names the page; `key` names the set (its file's content hash).
 */
export interface RouteAliases {
  paths: ReadonlyMap<string, string>;
  key: string;
}

const NO_ALIASES: RouteAliases = { paths: new Map(), key: '' };

/** Each alias that is no page of its own stands for the page it leads to (its anchors are that page's). */
function addAliases(routes: Map<string, PlannedPage>, aliases: RouteAliases): void {
  for (const [from, to] of aliases.paths) {
    // a page of its own at that path keeps it (Docusaurus leaves such a redirect out)
    if (routes.get(from)?.route.path === from) continue;
    const page = routes.get(to);
    if (page) routes.set(from, page);
  }
}

/** The site's routes for a check: path -> page, markdown file -> route, and what they were made from. */
interface RouteIndex {
  /** the site's paths, and its route aliases, each to its page */
  routes: Map<string, PlannedPage>;
  aliasKey: string;
  routeOfFile: Map<string, string>;
  paths: string[];
  files: (string | null)[];
}

/**
 * Per-page link results of the last check, reused while what they were computed from stands: the same
 * record at the same route, the same set of routes, the same target pages behind its anchors, and the
 * same cached assets. So a one-page edit re-checks that page and the pages whose anchors point at it.
 */
export class LinkCache {
  private entries = new Map<SourceRecord, PageLinks>();
  private routes: RouteIndex | null = null;

  /**
   * @internal starts a check over these pages: the route index of the last check while the pages have
   * the same paths from the same files (an edit's pages put in place), else a new one, dropping every entry
   */
  begin(pages: PlannedPage[], aliases: RouteAliases = NO_ALIASES): RouteIndex {
    const last = this.routes;
    if (
      last &&
      last.aliasKey === aliases.key &&
      last.paths.length === pages.length &&
      pages.every((page, i) => page.route.path === last.paths[i] && (page.source?.abs ?? null) === last.files[i])
    ) {
      for (const page of pages) if (last.routes.get(page.route.path) !== page) last.routes.set(page.route.path, page);
      addAliases(last.routes, aliases);
      return last;
    }
    this.entries.clear();
    const index: RouteIndex = { routes: new Map(), routeOfFile: new Map(), paths: [], files: [], aliasKey: aliases.key };
    for (const page of pages) {
      index.routes.set(page.route.path, page);
      // a file's first page is its own; an untranslated page built again in another locale comes later
      if (page.source && !index.routeOfFile.has(page.source.abs)) index.routeOfFile.set(page.source.abs, page.route.path);
      index.paths.push(page.route.path);
      index.files.push(page.source?.abs ?? null);
    }
    addAliases(index.routes, aliases);
    this.routes = index;
    return index;
  }

  /** @internal the entry for a page, if still valid */
  reuse(page: PlannedPage, site: SiteIndex, store: AssetStore): PageLinks | null {
    const entry = this.entries.get(page.source!);
    if (!entry || entry.route !== page.route.path) return null;
    for (const [path, output] of entry.anchorDeps) if ((site.routes.get(path)?.source?.output ?? null) !== output) return null;
    for (const [abs, asset] of entry.assetDeps) if (store.cached(abs) !== asset) return null;
    return entry;
  }

  /** @internal keeps the entries of this check, dropping those of pages gone */
  keep(entries: Map<SourceRecord, PageLinks>): void {
    this.entries = entries;
  }

  clear(): void {
    this.entries.clear();
    this.routes = null;
  }
}

/**
 * Checks every link and asset of every page: a missing route is an error, a missing anchor or an
 * unresolvable `.md` link a warning, a missing asset an error; also builds the URL rewrite maps.
 * Pages whose inputs did not change since the last check of `cache` are not checked again.
 */
export async function checkLinks(
  pages: PlannedPage[],
  contentDir: string,
  store: AssetStore,
  baseUrl: string,
  cache: LinkCache,
  {
    jsxMediaUnchecked = false,
    staticDirs = ['content/static'],
    trailingSlash,
    aliases,
  }: { jsxMediaUnchecked?: boolean; staticDirs?: string[]; trailingSlash?: boolean | undefined; aliases?: RouteAliases } = {},
): Promise<LinkResult> {
  const result: LinkResult = { maps: new Map(), assets: new Map(), diagnostics: [] };
  const { routes, routeOfFile } = cache.begin(pages, aliases);
  const site: SiteIndex = {
    routes,
    routeOfFile,
    contentDir,
    baseUrl,
    store,
    jsxMediaUnchecked,
    staticDirs,
    trailingSlash,
    anchorsOf: (output) => {
      let anchors = anchorCache.get(output);
      if (!anchors) {
        anchors = new Set(output.headings.map((h) => h.id));
        // the page's title, taken out of its HTML, keeps its id on the viewer's h1
        if (output.titleId) anchors.add(output.titleId);
        for (const anchor of output.anchors) anchors.add(anchor);
        anchorCache.set(output, anchors);
      }
      return anchors;
    },
  };

  const checked = new Map<SourceRecord, PageLinks>();
  for (const page of pages) {
    const record = page.source;
    if (!record?.output || checked.has(record)) continue;
    const links = cache.reuse(page, site, store) ?? (await checkPage(page, site));
    checked.set(record, links);
    result.maps.set(record, links.map);
    for (const asset of links.assets) result.assets.set(asset.path, asset);
    result.diagnostics.push(...links.diagnostics);
  }
  cache.keep(checked);
  return result;
}
