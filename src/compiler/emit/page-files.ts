import { rewriteUrls } from '../markdown/rewrite-urls.ts';
import { storedAlternates } from '../../contracts/alternates.ts';
import { pageDataSchema, type PageData, type Route, type Site } from '../../contracts/manifest.ts';
import type { SourceRecord } from '../read/source.ts';
import { contentHash } from '../read/hash.ts';
import type { PlannedPage } from '../plan/types.ts';
import type { OutputEntry } from '../write/write-output.ts';
import { renderKeyOf } from '../render/render-key.ts';
import type { PageFileIndex } from './page-file-index.ts';
import type { PlanEdit } from '../plan/patch-plan.ts';
import { localeCopyMap } from './locale-copy-links.ts';

interface CachedPage {
  /** the planned page it was made from: a patched plan hands unchanged pages over as the same objects */
  page: PlannedPage;
  sources: SourceRecord[];
  key: string;
  /** the URL rewrite maps the JSON was made with: the link check reuses a map while it holds */
  maps: Map<string, string>[];
  /** `pages/<hash>.json` and its JSON */
  entry: OutputEntry;
  /** its manifest route: the same object while the page is, so the manifest check can skip it */
  route: Route;
  /** its page's index in the pages of the emit */
  index: number;
}

const EMPTY = new Map<string, string>();

/** The URL map a page's file is made with for one of its sources: `page`'s own map for its source, when given. */
type MapOf = (record: SourceRecord | null | undefined, page?: PlannedPage) => Map<string, string>;

/** Takes a page file as soon as it is made (`docgate build`: write-output.ts OutputSink). */
export interface PageFileSink {
  write(path: string, json: string): void;
  /** counts a file of the last build as this build's when it is still there whole; false: make it again */
  keep(path: string, size: number): boolean;
}

/**
 * Turns planned pages into `pages/<hash>.json` files and routes. A page whose inputs did not change
 * reuses its cached JSON and hash, so a one-page edit serializes and hashes one page.
 */
export class PageFiles {
  private cache = new Map<string, CachedPage>();
  /** the routes' order by path: route index -> page index; `places` the other way, made at the first edit */
  private order: { paths: string[]; order: number[]; places?: number[] } | null = null;
  /** what the last emit (without a sink) gave, and for which pages: an edit of them redoes its pages only */
  private last: { pages: readonly PlannedPage[]; routes: Route[]; files: OutputEntry[] } | null = null;

  /**
   * With a sink, each page file goes to it as it is made and none is kept: one build, no edits after.
   * With an index too, a page file made from the same inputs by the last build is kept, not made again.
   */
  constructor(
    private readonly sink?: PageFileSink,
    private readonly index?: PageFileIndex,
  ) {}

  /**
   * The page files and routes (sorted by path) of these pages, in a site of these locales. With `edit`, the
   * edit that made them, whose maps are the only ones that changed (the link check's `edit`), only its pages
   * are looked at.
   */
  emit(
    pages: PlannedPage[],
    maps: Map<SourceRecord, Map<string, string>>,
    locales: Site['locales'],
    edit?: PlanEdit,
  ): { routes: Route[]; files: OutputEntry[]; streamed: string[] } {
    const mapOf = mapsOf(pages, maps, locales);
    const edited = edit && this.emitEdit(pages, edit, mapOf);
    if (edited) return edited;
    const alternates = alternatesOf(pages, locales);
    const next = new Map<string, CachedPage>();
    const routes: Route[] = [];
    const files: OutputEntry[] = [];
    const streamed: string[] = [];
    for (const [index, page] of pages.entries()) {
      const pageAlternates = alternates.get(page);
      if (this.sink) {
        const path = this.sinkFile(this.sink, page, mapOf);
        streamed.push(path);
        routes.push(routeOf(page, path, pageAlternates));
        continue;
      }
      const path = page.route.path;
      let cached = this.cache.get(path);
      if (cached?.page === page && mapsHold(cached, mapOf)) {
        if (!sameAlternates(cached.route.alternates, pageAlternates))
          cached = { ...cached, route: routeOf(page, cached.entry.path, pageAlternates) };
        if (cached.index !== index) cached = { ...cached, index };
      } else cached = made(page, cached, mapOf, pageAlternates, index);
      next.set(path, cached);
      files.push(cached.entry);
      routes.push(cached.route);
    }
    this.cache = next;
    const sorted = this.byPath(routes);
    this.last = this.sink ? null : { pages, routes: sorted, files };
    return { routes: sorted, files, streamed };
  }

  /**
   * `emit` of an edit of the pages the last emit made: the files and routes of the others are carried
   * over where they sit. Null when the last emit was of other pages, or an edited page moved or changed
   * its translations (the alternates of others may then change; with the same paths, what they store does not).
   */
  private emitEdit(
    pages: PlannedPage[],
    edit: PlanEdit,
    mapOf: MapOf,
  ): { routes: Route[]; files: OutputEntry[]; streamed: string[] } | null {
    const { last, order } = this;
    if (!last || !order || last.pages !== edit.before) return null;
    const redo: [CachedPage, PlannedPage][] = [];
    for (const [page, next] of edit.pages) {
      const cached = this.cache.get(page.route.path);
      if (cached?.page !== page || next.route.path !== page.route.path || next.route.locale !== page.route.locale) return null;
      if (next.alternateKey !== page.alternateKey) return null;
      redo.push([cached, next]);
    }
    if (!order.places) {
      order.places = [];
      for (const [at, index] of order.order.entries()) order.places[index] = at;
    }
    const routes = last.routes.slice();
    const files = last.files.slice();
    for (const [cached, page] of redo) {
      const remade = made(page, cached, mapOf, cached.route.alternates, cached.index);
      this.cache.set(page.route.path, remade);
      files[cached.index] = remade.entry;
      routes[order.places[cached.index]!] = remade.route;
    }
    this.last = { pages, routes, files };
    return { routes, files, streamed: [] };
  }

  /** The page file of a page, kept from the last build (index) or made and written to the sink; its path. */
  private sinkFile(sink: PageFileSink, page: PlannedPage, mapOf: MapOf): string {
    const digest = this.index && inputsDigest(this.index, page, mapOf);
    const kept = digest ? this.index!.find(digest) : undefined;
    if (kept && sink.keep(kept.path, kept.size)) {
      this.index!.add(digest!, kept);
      return kept.path;
    }
    const { path, content } = pageFile(page, mapOf);
    sink.write(path, content);
    if (digest) this.index!.add(digest, { path, size: Buffer.byteLength(content) });
    return path;
  }

  /** Routes sorted by path; the order of the last emit is reused while the pages' paths come in the same order. */
  private byPath(routes: Route[]): Route[] {
    const last = this.order;
    const same = last !== null && last.paths.length === routes.length && routes.every((route, i) => route.path === last.paths[i]);
    if (!same) {
      const order = routes.map((_, i) => i).sort((a, b) => (routes[a]!.path < routes[b]!.path ? -1 : 1));
      this.order = { paths: routes.map((route) => route.path), order };
    }
    return this.order!.order.map((i) => routes[i]!);
  }

  clear(): void {
    this.cache.clear();
    this.order = null;
    this.last = null;
  }
}

/**
 * The URL maps of these pages' sources: the link check's, one per file, and for a page built again from its
 * file in another locale (an untranslated doc) that map with its site links in the page's locale.
 */
function mapsOf(pages: readonly PlannedPage[], maps: Map<SourceRecord, Map<string, string>>, locales: Site['locales']): MapOf {
  // the check resolved each file's links from its first page (check.ts)
  const first = new Map<SourceRecord, PlannedPage>();
  for (const page of pages) if (page.source && !first.has(page.source)) first.set(page.source, page);
  // made at the first copy: a site of one locale has none
  let paths: Set<string> | null = null;
  const has = (path: string): boolean => {
    paths ??= new Set(pages.map((page) => page.route.path));
    return paths.has(path);
  };
  return (record, page) => {
    if (!record) return EMPTY;
    const base = maps.get(record) ?? EMPTY;
    const from = page?.source === record ? first.get(record)?.route.locale : undefined;
    if (from === undefined || from === page!.route.locale) return base;
    return localeCopyMap(base, record, from, page!.route.locale, locales, has);
  };
}

/** The cache entry of a page not made from these inputs before: its file made again unless its inputs are the cached one's. */
function made(page: PlannedPage, cached: CachedPage | undefined, mapOf: MapOf, alternates: Alternates, index: number): CachedPage {
  const sources = sourcesOf(page);
  const key = cacheKey(page, sources);
  const used = sources.map((source) => mapOf(source, page));
  let entry = cached?.entry;
  if (!entry || cached!.key !== key || !sameMaps(cached!.maps, used)) entry = pageFile(page, mapOf);
  return { page, sources, key, maps: used, entry, route: routeOf(page, entry.path, alternates), index };
}

/** `pages/<hash>.json` of a page and its JSON. */
function pageFile(page: PlannedPage, mapOf: MapOf): OutputEntry & { content: string } {
  const json = JSON.stringify(pageDataSchema.parse(finalData(page, mapOf)));
  return { path: `pages/${contentHash(json)}.json`, content: json };
}

function finalData(page: PlannedPage, mapOf: MapOf): PageData {
  const data = { ...page.data };
  if (page.source) {
    const map = mapOf(page.source, page);
    // the plan holds no HTML of a page made from a file: it is read here, once (read/html-spool.ts)
    data.html = rewriteUrls(page.source.output!.html, map);
    if (data.image) {
      // '' for a missing image a Docusaurus site builds without: the page has none
      const image = map.get(data.image) ?? data.image;
      if (image) data.image = image;
      else delete data.image;
    }
    if (data.kind === 'blogPost') data.summaryHtml = rewriteUrls(data.summaryHtml, map);
    if (data.kind === 'page' && data.hero) {
      data.hero = { ...data.hero, actions: data.hero.actions.map((a) => ({ ...a, to: map.get(a.to) ?? a.to })) };
    }
  }
  if ((data.kind === 'blogList' || data.kind === 'blogTag' || data.kind === 'blogAuthor') && page.postSources) {
    data.posts = data.posts.map((post, i) => ({ ...post, summaryHtml: rewriteUrls(post.summaryHtml, mapOf(page.postSources![i])) }));
  }
  return data;
}

/**
 * A digest of everything a page's file is made from (pageFile): its planned data, the render cache keys
 * of its sources (their HTML), and their URL maps; null when a source's output has no render key.
 */
function inputsDigest(index: PageFileIndex, page: PlannedPage, mapOf: MapOf): string | null {
  const hash = index.digest();
  for (const source of sourcesOf(page)) {
    const key = source.output && renderKeyOf(source.output);
    if (!key) return null;
    hash.update(key).update(JSON.stringify([...mapOf(source, page)]));
  }
  // a page made from a file is planned without its HTML (read/html-spool.ts): its render key stands for it
  return hash.update(JSON.stringify(page.data)).digest('base64');
}

const sourcesOf = (page: PlannedPage): SourceRecord[] => [page.source, ...(page.postSources ?? [])].filter((s): s is SourceRecord => !!s);

/** Whether the URL maps a page file was made with are still the maps of its sources. */
function mapsHold(cached: CachedPage, mapOf: MapOf): boolean {
  for (let i = 0; i < cached.sources.length; i++) if (!sameMap(cached.maps[i]!, mapOf(cached.sources[i]!, cached.page))) return false;
  return true;
}

const sameMap = (a: Map<string, string>, b: Map<string, string>): boolean => a === b || (a.size === 0 && b.size === 0);
const sameMaps = (a: Map<string, string>[], b: Map<string, string>[]): boolean =>
  a.length === b.length && a.every((map, i) => sameMap(map, b[i]!));

type Alternates = Route['alternates'];
const sameAlternates = (a: Alternates, b: Alternates): boolean => {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};
const routeOf = (page: PlannedPage, file: string, alternates: Alternates): Route => ({
  ...page.route,
  file,
  ...(alternates ? { alternates } : {}),
});

// everything a page file depends on except its URL rewrite maps (compared apart) and what the source
// revision already stands for (its HTML, TOC, title, description, edit URL, last update); derived
// fields go in as JSON
function cacheKey(page: PlannedPage, sources: SourceRecord[]): string {
  const revisions = sources.map((s) => s.revision).join(';');
  const data = page.data;
  // a doc's key is built by hand: JSON.stringify of every doc's links on every edit showed in profiles
  if (data.kind === 'doc' && page.source) {
    let key = `${revisions}|${data.path}|${linkKey(data.prev)}|${linkKey(data.next)}`;
    for (const crumb of data.breadcrumbs) key += `|${part(crumb.label)}${crumb.path === undefined ? '-' : part(crumb.path)}`;
    // the cards of its `<DocCardList />`: another doc's description (few pages have any)
    if (data.items.length > 0) key += `|${JSON.stringify(data.items)}`;
    return key;
  }
  if (data.kind === 'blogPost') return `${revisions}|${data.path}|${JSON.stringify([data.prev, data.next, data.authors, data.tags])}`;
  if (data.kind === 'page' && page.source) return `${revisions}|${data.path}`;
  const blanked: Record<string, unknown> = { ...data, html: '' };
  if ('posts' in data) blanked.posts = data.posts.map((p) => ({ ...p, summaryHtml: '' }));
  return `${revisions}|${JSON.stringify(blanked)}`;
}

// length-prefixed, so no title or path can run into the next part
const part = (text: string): string => `${text.length}:${text}`;
const linkKey = (link: { title: string; path: string } | null): string => (link ? part(link.title) + part(link.path) : '-');

/**
 * Groups pages that are translations of each other (locale -> path of the same page elsewhere) and gives
 * each the part of it a route stores: where the viewer would not find it at the swapped path.
 */
function alternatesOf(pages: PlannedPage[], locales: Site['locales']): Map<PlannedPage, Alternates> {
  // a page alone under its key (most pages of a one-locale site) needs no array
  const groups = new Map<string, PlannedPage | PlannedPage[]>();
  for (const page of pages) {
    if (!page.alternateKey) continue;
    const group = groups.get(page.alternateKey);
    if (group === undefined) groups.set(page.alternateKey, page);
    else if (Array.isArray(group)) group.push(page);
    else groups.set(page.alternateKey, [group, page]);
  }
  const paths = new Set(pages.map((page) => page.route.path));
  const has = (path: string) => paths.has(path);
  const result = new Map<PlannedPage, Alternates>();
  // a page without translations may still need to say that a route at its swapped path is not one
  for (const page of pages) {
    const group = page.alternateKey ? groups.get(page.alternateKey) : undefined;
    const others = Array.isArray(group) ? group.filter((p) => p !== page) : [];
    const stored = storedAlternates(locales, page.route, Object.fromEntries(others.map((p) => [p.route.locale, p.route.path])), has);
    if (stored) result.set(page, stored);
  }
  return result;
}
