import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceRecord } from '../read/source.ts';
import type { PlannedPage } from '../plan/types.ts';
import type { PlanEdit } from '../plan/patch-plan.ts';
import type { Asset, AssetStore } from './assets.ts';
import type { MarkdownOutput } from '../markdown/types.ts';
import { checkPage } from './check-page.ts';
import { KeptCheck, NO_ALIASES, type LinkCache, type RouteAliases } from './link-cache.ts';
import type { PageLinks, SiteIndex } from './page-links.ts';

export { LinkCache } from './link-cache.ts';

export interface LinkResult {
  /** per markdown file: URL as written -> URL in the output (routes, `gate:assets/...`) */
  maps: Map<SourceRecord, Map<string, string>>;
  /** every asset some page references, by output path */
  assets: Map<string, Asset>;
  diagnostics: Diagnostic[];
  /** the check redid only this edit's pages: every other page's map is the object the last check gave */
  edit?: PlanEdit;
}

const anchorCache = new WeakMap<object, Set<string>>();

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
    edit,
  }: {
    jsxMediaUnchecked?: boolean;
    staticDirs?: string[];
    trailingSlash?: boolean | undefined;
    aliases?: RouteAliases;
    /** the edit that made these pages: only its pages, and the pages that link into them, are checked again */
    edit?: PlanEdit | undefined;
  } = {},
): Promise<LinkResult> {
  const siteOf = (index: { routes: SiteIndex['routes']; routeOfFile: SiteIndex['routeOfFile'] }): SiteIndex => ({
    routes: index.routes,
    routeOfFile: index.routeOfFile,
    contentDir,
    baseUrl,
    store,
    jsxMediaUnchecked,
    staticDirs,
    trailingSlash,
    anchorsOf,
  });
  const edited = edit && cache.beginEdit(edit.before, edit.pages, aliases ?? NO_ALIASES);
  const result = edited && (await checkEdit(pages, edit, cache, siteOf(edited), store, aliases));
  if (result) return result;

  const site = siteOf(cache.begin(pages, aliases));
  const kept = new KeptCheck(pages);
  const diagnostics: Diagnostic[] = [];
  for (const [place, page] of pages.entries()) {
    const record = page.source;
    if (!record?.output || kept.entries.has(record)) continue;
    const links = cache.reuse(page, site, store) ?? (await checkPage(page, site));
    kept.add(record, links, place);
    diagnostics.push(...links.diagnostics);
  }
  cache.kept = kept;
  return { maps: kept.maps, assets: kept.assets, diagnostics };
}

/**
 * The check of an edit's pages against the last check, whose results the rest keep: each page the edit
 * made anew, and each page whose links looked at one of them (an anchor on it, its file), is checked
 * again. Null, with nothing changed, when the last check's places do not fit the edit.
 */
async function checkEdit(
  pages: PlannedPage[],
  edit: PlanEdit,
  cache: LinkCache,
  site: SiteIndex,
  store: AssetStore,
  aliases: RouteAliases | undefined,
): Promise<LinkResult | null> {
  const kept = cache.kept!;
  // record -> its place, for each record the edit brings, and the one it replaces
  const redo = new Map<SourceRecord, number>();
  const replaced = new Set<SourceRecord>();
  const looked: string[] = [];
  for (const [page, next] of edit.pages) {
    looked.push(page.route.path);
    if (!page.source) continue;
    replaced.add(page.source);
    looked.push(page.source.abs);
    const place = kept.places.get(page.source);
    if (!next.source?.output) continue;
    // a page of a record that had no check (it did not render), or whose first page moved: check them all
    if (place === undefined || pages[place]?.source !== next.source) return null;
    redo.set(next.source, Math.min(place, redo.get(next.source) ?? place));
  }
  // a link to an old path of an edited page looked at that page's anchors under the old path
  for (const [from, to] of aliases?.paths ?? []) if (looked.includes(to)) looked.push(from);
  const dependents = [...kept.dependentsOf(looked)].filter((record) => !replaced.has(record));

  for (const record of replaced) kept.remove(record);
  const before = new Map<SourceRecord, PageLinks>();
  for (const record of dependents) {
    const removed = kept.remove(record)!;
    before.set(record, removed.links);
    redo.set(record, removed.place);
  }
  let sameMaps = true;
  for (const [record, place] of redo) {
    const page = pages[place]!;
    const links = cache.reuse(page, site, store) ?? (await checkPage(page, site));
    const last = before.get(record);
    // a page re-checked for an anchor it links to most often rewrites its URLs as it did: the same map
    // object tells the page files so
    if (last && links !== last) {
      if (sameEntries(last.map, links.map)) links.map = last.map;
      else sameMaps = false;
    }
    kept.add(record, links, place);
  }
  kept.pages = pages;
  return { maps: kept.maps, assets: kept.assets, diagnostics: kept.diagnostics(), ...(sameMaps ? { edit } : {}) };
}

/** Whether two URL maps hold the same entries. */
export const sameEntries = (a: Map<string, string>, b: Map<string, string>): boolean =>
  a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);

function anchorsOf(output: MarkdownOutput): Set<string> {
  let anchors = anchorCache.get(output);
  if (!anchors) {
    anchors = new Set(output.headings.map((h) => h.id));
    // the page's title, taken out of its HTML, keeps its id on the viewer's h1
    if (output.titleId) anchors.add(output.titleId);
    for (const anchor of output.anchors) anchors.add(anchor);
    anchorCache.set(output, anchors);
  }
  return anchors;
}
