import { dirname, resolve } from 'node:path';
import type { PlannedPage } from '../plan/types.ts';
import type { SiteIndex } from './page-links.ts';

/**
 * Where a translated page's relative Markdown link leads when the locale's folder lacks the file:
 * Docusaurus resolves it against the default locale's folder too (the file beside the page's original),
 * and the link goes to that page in the reader's locale (a translation, or the default text built there).
 * Pages of another locale live under `/<locale>`, the path of the same page in the default locale.
 */
export function translatedLinkTarget(page: PlannedPage, link: string, site: SiteIndex): string | undefined {
  const { locale, path } = page.route;
  const prefix = `/${locale}`;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return undefined;
  const original = site.routes.get(path.slice(prefix.length) || '/')?.source;
  if (!original || original === page.source) return undefined;
  const target = site.routeOfFile.get(resolve(dirname(original.abs), link));
  if (target === undefined) return undefined;
  const localized = target === '/' ? prefix : `${prefix}${target}`;
  return site.routes.has(localized) ? localized : target;
}
