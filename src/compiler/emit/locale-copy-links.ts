import { swappedPath } from '../../contracts/alternates.ts';
import type { Site } from '../../contracts/manifest.ts';
import { sameEntries } from '../check/check.ts';
import type { SourceRecord } from '../read/source.ts';

// Docusaurus builds every doc in every locale: an untranslated doc is its file's text under the locale's
// baseUrl (`/fr/`), where its site links (`/docs/x`, `./x`, `x.md`) lead to the pages of that locale. The
// link check resolves a file's links once, from its first page (the default locale's); a copy of that page
// in another locale takes the same map with each site page swapped for its page in the copy's locale.

// per map the check gave, the last copy made of it for each locale: the same object while its entries
// hold, so a page file made with it is kept (page-files.ts compares maps by identity)
const copies = new WeakMap<Map<string, string>, Map<string, Map<string, string>>>();

/**
 * The URL map of `record`'s page in locale `to`, from `base`, the map of its first page (locale `from`):
 * a link to a site page leads to that page under `to`'s folder where the site has it there.
 */
export function localeCopyMap(
  base: Map<string, string>,
  record: SourceRecord,
  from: string,
  to: string,
  locales: Site['locales'],
  has: (path: string) => boolean,
): Map<string, string> {
  const map = new Map(base);
  for (const { url } of record.output?.links ?? []) {
    const target = base.get(url) ?? url;
    if (!target.startsWith('/')) continue;
    const cut = target.search(/[?#]/);
    const path = cut < 0 ? target : target.slice(0, cut);
    const swapped = has(path) ? swappedPath(locales, path, from, to) : undefined;
    if (swapped !== undefined && swapped !== path && has(swapped)) map.set(url, `${swapped}${cut < 0 ? '' : target.slice(cut)}`);
  }
  let made = copies.get(base);
  if (!made) {
    made = new Map();
    copies.set(base, made);
  }
  const last = made.get(to);
  if (last && sameEntries(last, map)) return last;
  made.set(to, map);
  return map;
}
