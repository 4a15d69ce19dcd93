import type MiniSearch from 'minisearch';

/** One matching section: the heading it sits under and its deep link. */
export interface SearchHit {
  id: string;
  heading: string;
  url: string;
}

/** The hits of one page, best page first. */
export interface SearchGroup {
  title: string;
  path: string;
  hits: SearchHit[];
}

/** Runs a query over the section index, keeps the reader's locale, and groups the sections by page. */
export function searchSections(index: MiniSearch, query: string, locale: string, maxHits = 12): SearchGroup[] {
  const text = query.trim();
  if (!text) return [];
  // prefix matching of short terms across every body text costs tens of ms at 1,000 pages, so a term
  // completes as a prefix in titles and headings, and in body text only once it has 6 letters
  const results = index.search(
    {
      combineWith: 'OR',
      queries: [
        {
          queries: [text],
          combineWith: 'AND',
          prefix: (term: string) => term.length >= 6,
          fuzzy: (term: string) => (term.length > 4 ? 0.2 : false),
          maxFuzzy: 1,
        },
        { queries: [text], combineWith: 'AND', fields: ['title', 'heading'], prefix: true },
      ],
    },
    { boost: { title: 3, heading: 2 }, filter: (result) => !result.locale || result.locale === locale },
  );
  const groups = new Map<string, SearchGroup>();
  for (const result of results.slice(0, maxHits)) {
    const url = String(result.url ?? '');
    const path = url.split('#')[0] ?? url;
    let group = groups.get(path);
    if (!group) {
      group = { title: String(result.title ?? path), path, hits: [] };
      groups.set(path, group);
    }
    group.hits.push({ id: String(result.id), heading: String(result.heading ?? ''), url });
  }
  return [...groups.values()];
}
