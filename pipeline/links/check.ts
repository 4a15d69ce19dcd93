import type { Diagnostic } from '../diagnostics.ts';
import type { SourceRecord } from '../content/source.ts';
import type { PlannedPage } from '../assemble/types.ts';
import type { Asset, AssetStore } from './assets.ts';
import { checkPage, type PageLinks, type SiteIndex } from './check-page.ts';

export interface LinkResult {
  /** per markdown file: URL as written -> URL in the output (routes, `gate:assets/...`) */
  maps: Map<SourceRecord, Map<string, string>>;
  /** every asset some page references, by output path */
  assets: Map<string, Asset>;
  diagnostics: Diagnostic[];
}

const anchorCache = new WeakMap<object, Set<string>>();

/**
 * Per-page link results of the last check, reused while what they were computed from stands: the same
 * record at the same route, the same set of routes, the same target pages behind its anchors, and the
 * same cached assets. So a one-page edit re-checks that page and the pages whose anchors point at it.
 */
export class LinkCache {
  private entries = new Map<SourceRecord, PageLinks>();
  private routesKey = '';

  /** @internal starts a check over this set of routes: a different set drops every entry */
  begin(routesKey: string): void {
    if (routesKey !== this.routesKey) this.entries.clear();
    this.routesKey = routesKey;
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
    this.routesKey = '';
  }
}

/**
 * Checks every link and asset of every page: a missing route is an error, a missing anchor or an
 * unresolvable `.md` link a warning, a missing asset an error; also builds the URL rewrite maps.
 * With a cache, pages whose inputs did not change since the last check are not checked again.
 */
export async function checkLinks(
  pages: PlannedPage[],
  contentDir: string,
  store: AssetStore,
  baseUrl: string,
  cache: LinkCache = new LinkCache(),
): Promise<LinkResult> {
  const result: LinkResult = { maps: new Map(), assets: new Map(), diagnostics: [] };
  const routes = new Map<string, PlannedPage>();
  const routeOfFile = new Map<string, string>();
  const keyParts: string[] = [];
  for (const page of pages) {
    routes.set(page.route.path, page);
    if (page.source) routeOfFile.set(page.source.abs, page.route.path);
    keyParts.push(page.source ? `${page.route.path}\u0000${page.source.abs}` : page.route.path);
  }
  // compared once here, not per page: it is as long as the route list
  cache.begin(keyParts.join('\n'));
  const site: SiteIndex = {
    routes,
    routeOfFile,
    contentDir,
    baseUrl,
    store,
    anchorsOf: (output) => {
      let anchors = anchorCache.get(output);
      if (!anchors) anchorCache.set(output, (anchors = new Set(output.headings.map((h) => h.id))));
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
