import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceRecord } from '../read/source.ts';
import type { PlannedPage } from '../plan/types.ts';
import type { Asset, AssetStore } from './assets.ts';
import type { PageLinks, SiteIndex } from './page-links.ts';

/**
 * Old paths that lead to pages (a Docusaurus site's client redirects: old path -> the page's path), which a
 * link may name as it names the page; `key` names the set (its file's content hash).
 */
export interface RouteAliases {
  paths: ReadonlyMap<string, string>;
  key: string;
}

export const NO_ALIASES: RouteAliases = { paths: new Map(), key: '' };

/** Each alias that is no page of its own stands for the page it leads to (its anchors are that page's). */
export function addAliases(routes: Map<string, PlannedPage>, aliases: RouteAliases): void {
  for (const [from, to] of aliases.paths) {
    // a page of its own at that path keeps it (Docusaurus leaves such a redirect out)
    if (routes.get(from)?.route.path === from) continue;
    const page = routes.get(to);
    if (page) routes.set(from, page);
  }
}

/** The site's routes for a check: path -> page, markdown file -> route, and what they were made from. */
export interface RouteIndex {
  /** the site's paths, and its route aliases, each to its page */
  routes: Map<string, PlannedPage>;
  aliasKey: string;
  routeOfFile: Map<string, string>;
  paths: string[];
  files: (string | null)[];
}

/**
 * A check's results, kept whole: every record's page links at its place (the index of its first page), the
 * URL maps and assets of them all, and which have problems. An edit's check takes out the records it
 * redoes and adds them back, so the rest is carried over untouched.
 */
export class KeptCheck {
  readonly entries = new Map<SourceRecord, PageLinks>();
  readonly places = new Map<SourceRecord, number>();
  readonly maps = new Map<SourceRecord, Map<string, string>>();
  readonly assets = new Map<string, Asset>();
  /** asset path -> how many records' checks serve it: one goes when the last of them does */
  private readonly uses = new Map<string, number>();
  private readonly problems = new Set<SourceRecord>();
  /** route or file -> the records whose check looked at it; made at the first edit */
  private dependents: Map<string, Set<SourceRecord>> | null = null;

  constructor(public pages: readonly PlannedPage[]) {}

  add(record: SourceRecord, links: PageLinks, place: number): void {
    this.entries.set(record, links);
    this.places.set(record, place);
    this.maps.set(record, links.map);
    for (const asset of links.assets) {
      this.assets.set(asset.path, asset);
      this.uses.set(asset.path, (this.uses.get(asset.path) ?? 0) + 1);
    }
    if (links.diagnostics.length > 0) this.problems.add(record);
    if (this.dependents) this.index(record, links, 1);
  }

  /** Takes a record's check out; gives it and its place, or undefined when it has none. */
  remove(record: SourceRecord): { links: PageLinks; place: number } | undefined {
    const links = this.entries.get(record);
    const place = this.places.get(record);
    if (!links || place === undefined) return undefined;
    this.entries.delete(record);
    this.places.delete(record);
    this.maps.delete(record);
    for (const asset of links.assets) {
      const uses = this.uses.get(asset.path)! - 1;
      if (uses > 0) this.uses.set(asset.path, uses);
      else {
        this.uses.delete(asset.path);
        this.assets.delete(asset.path);
      }
    }
    this.problems.delete(record);
    if (this.dependents) this.index(record, links, -1);
    return { links, place };
  }

  /** The records whose check looked at one of these routes (anchors) or files (assets). */
  dependentsOf(keys: Iterable<string>): Set<SourceRecord> {
    if (!this.dependents) {
      this.dependents = new Map();
      for (const [record, links] of this.entries) this.index(record, links, 1);
    }
    const found = new Set<SourceRecord>();
    for (const key of keys) for (const record of this.dependents.get(key) ?? []) found.add(record);
    return found;
  }

  /** Every problem, in the order of the pages, as a check of every page lists them. */
  diagnostics(): Diagnostic[] {
    const records = [...this.problems].sort((a, b) => this.places.get(a)! - this.places.get(b)!);
    return records.flatMap((record) => this.entries.get(record)!.diagnostics);
  }

  private index(record: SourceRecord, links: PageLinks, change: 1 | -1): void {
    const dependents = this.dependents!;
    for (const key of [...links.anchorDeps.keys(), ...links.assetDeps.keys()]) {
      let records = dependents.get(key);
      if (change === 1) {
        if (!records) {
          records = new Set();
          dependents.set(key, records);
        }
        records.add(record);
      } else if (records?.delete(record) && records.size === 0) dependents.delete(key);
    }
  }
}

/**
 * Per-page link results of the last check, reused while what they were computed from stands: the same
 * record at the same route, the same set of routes, the same target pages behind its anchors, and the
 * same cached assets. So a one-page edit re-checks that page and the pages whose anchors point at it.
 */
export class LinkCache {
  private routes: RouteIndex | null = null;
  /** the last check's results; null when none finished since the routes changed */
  kept: KeptCheck | null = null;

  /**
   * @internal starts a check over these pages: the route index of the last check while the pages have
   * the same paths from the same files (an edit's pages put in place), else a new one, dropping every entry
   */
  begin(pages: readonly PlannedPage[], aliases: RouteAliases = NO_ALIASES): RouteIndex {
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
    this.kept = null;
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

  /**
   * @internal the route index of the last check with an edit's pages put in place, when that check was
   * of the pages the edit was made from; null when the edit's pages must be checked with the rest
   */
  beginEdit(before: readonly PlannedPage[], pages: ReadonlyMap<PlannedPage, PlannedPage>, aliases: RouteAliases): RouteIndex | null {
    const { routes, kept } = this;
    if (!routes || !kept || kept.pages !== before || routes.aliasKey !== aliases.key) return null;
    for (const [page, next] of pages)
      if (page.route.path !== next.route.path || (page.source?.abs ?? null) !== (next.source?.abs ?? null)) return null;
    for (const next of pages.values()) routes.routes.set(next.route.path, next);
    addAliases(routes.routes, aliases);
    return routes;
  }

  /** @internal the entry for a page, if still valid */
  reuse(page: PlannedPage, site: SiteIndex, store: AssetStore): PageLinks | null {
    const entry = this.kept?.entries.get(page.source!);
    if (!entry || entry.route !== page.route.path) return null;
    for (const [path, output] of entry.anchorDeps) if ((site.routes.get(path)?.source?.output ?? null) !== output) return null;
    for (const [abs, asset] of entry.assetDeps) if (store.cached(abs) !== asset) return null;
    return entry;
  }

  clear(): void {
    this.kept = null;
    this.routes = null;
  }
}
