import { dirname, join, resolve, sep } from 'node:path';
import type { PlannedPage } from '../plan/types.ts';
import type { SourceRecord } from '../read/source.ts';
import type { SiteIndex } from './page-links.ts';

/**
 * Where a translated page's relative Markdown link leads when the locale's folder lacks the file:
 * Docusaurus resolves it against the default locale's folder too (the file beside the page's original),
 * and the link goes to that page in the reader's locale (a translation, or the default text built there).
 * Pages of another locale live under `/<locale>`, the path of the same page in the default locale. A bare
 * link (`setup.md`) is also tried from the default locale's content root, as Docusaurus tries each root.
 */
export function translatedLinkTarget(page: PlannedPage, link: string, site: SiteIndex): string | undefined {
  const { locale, path } = page.route;
  const prefix = `/${locale}`;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return undefined;
  const original = site.routes.get(path.slice(prefix.length) || '/')?.source;
  if (!original || original === page.source) return undefined;
  const root = /^\.\.?\//.test(link) ? null : contentRoot(original);
  const candidates = [resolve(dirname(original.abs), link), ...(root === null ? [] : [join(root, link)])];
  const target = candidates.map((file) => site.routeOfFile.get(file)).find((route) => route !== undefined);
  if (target === undefined) return undefined;
  const localized = target === '/' ? prefix : `${prefix}${target}`;
  return site.routes.has(localized) ? localized : target;
}

/** The root of the content folder a page was read from (its docs version, blog or pages folder), absolute. */
export function contentRoot(record: SourceRecord): string | null {
  const sub = record.kind.sub.split('/').join(sep);
  return record.abs.endsWith(sep + sub) ? record.abs.slice(0, -sub.length) : null;
}
