import { rewriteUrls } from '../markdown/index.ts';
import { pageDataSchema, type PageData, type Route } from '../schema/manifest.ts';
import type { SourceRecord } from '../content/source.ts';
import { contentHash } from '../content/hash.ts';
import type { PlannedPage } from './types.ts';

interface CachedPage {
  key: string;
  /** the URL rewrite maps the JSON was made with: the link check reuses a map while it holds */
  maps: Map<string, string>[];
  file: string;
  json: string;
}

const EMPTY = new Map<string, string>();

/**
 * Turns planned pages into `pages/<hash>.json` files and routes. A page whose inputs did not change
 * reuses its cached JSON and hash, so a one-page edit serializes and hashes one page.
 */
export class PageFiles {
  private cache = new Map<string, CachedPage>();

  emit(pages: PlannedPage[], maps: Map<SourceRecord, Map<string, string>>): { routes: Route[]; files: Map<string, string> } {
    const alternates = alternatesOf(pages);
    const next = new Map<string, CachedPage>();
    const routes: Route[] = [];
    const files = new Map<string, string>();
    const mapOf = (record: SourceRecord | null | undefined) => (record ? (maps.get(record) ?? EMPTY) : EMPTY);
    for (const page of pages) {
      const path = page.route.path;
      const sources = sourcesOf(page);
      const key = cacheKey(page, sources);
      const used = sources.map(mapOf);
      let cached = this.cache.get(path);
      if (!cached || cached.key !== key || !sameMaps(cached.maps, used)) {
        const data = pageDataSchema.parse(finalData(page, mapOf));
        const json = JSON.stringify(data);
        cached = { key, maps: used, json, file: `pages/${contentHash(json)}.json` };
      }
      next.set(path, cached);
      files.set(cached.file, cached.json);
      routes.push({ ...page.route, file: cached.file, alternates: alternates.get(page) ?? {} });
    }
    this.cache = next;
    routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { routes, files };
  }

  clear(): void {
    this.cache.clear();
  }
}

function finalData(page: PlannedPage, mapOf: (r: SourceRecord | null | undefined) => Map<string, string>): PageData {
  const data = { ...page.data };
  if (page.source) {
    const map = mapOf(page.source);
    data.html = rewriteUrls(data.html, map);
    if (data.image) data.image = map.get(data.image) ?? data.image;
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

const sourcesOf = (page: PlannedPage): SourceRecord[] =>
  [page.source, ...(page.postSources ?? [])].filter((s): s is SourceRecord => !!s);

const sameMaps = (a: Map<string, string>[], b: Map<string, string>[]): boolean =>
  a.length === b.length && a.every((map, i) => map === b[i] || (map.size === 0 && b[i]!.size === 0));

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

/** Groups pages that are translations of each other: locale -> path of the same page elsewhere. */
function alternatesOf(pages: PlannedPage[]): Map<PlannedPage, Record<string, string>> {
  const groups = new Map<string, PlannedPage[]>();
  for (const page of pages) {
    if (!page.alternateKey) continue;
    groups.set(page.alternateKey, [...(groups.get(page.alternateKey) ?? []), page]);
  }
  const result = new Map<PlannedPage, Record<string, string>>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const page of group) {
      const others = group.filter((p) => p !== page).sort((a, b) => (a.route.locale < b.route.locale ? -1 : 1));
      result.set(page, Object.fromEntries(others.map((p) => [p.route.locale, p.route.path])));
    }
  }
  return result;
}
