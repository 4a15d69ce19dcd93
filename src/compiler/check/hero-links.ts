import { error, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceRecord } from '../read/source.ts';
import type { PlannedPage } from '../plan/types.ts';
import { isExternal, siteRoute, splitUrl } from './url-parts.ts';

export interface HeroLinkContext {
  routes: Map<string, PlannedPage>;
  baseUrl: string;
  /** what the page's relative links resolve from (page-links.ts linkBaseOf) */
  base: string;
  /** the page's URL rewrite map: a relative or baseUrl-prefixed `to` is rewritten to its route */
  map: Map<string, string>;
  diagnostics: Diagnostic[];
  warnAnchor: (record: SourceRecord, at: { line: number; column: number }, url: string, path: string, hash: string) => void;
}

/**
 * Checks the buttons of a page's hero (`hero.actions[].to` in frontmatter) like body links: a route
 * the site does not have is an error at the field, a missing anchor a warning.
 */
export function checkHeroLinks(page: PlannedPage, ctx: HeroLinkContext): void {
  const record = page.source;
  if (!record || page.data.kind !== 'page' || !page.data.hero) return;
  page.data.hero.actions.forEach((action, i) => {
    const url = action.to;
    if (isExternal(url)) return;
    const at = record.locate(['hero', 'actions', i, 'to']);
    const { path, hash } = splitUrl(url);
    const route = path === '' ? page.route.path : siteRoute(path, ctx.base, ctx.baseUrl);
    if (!ctx.routes.has(route)) {
      const message = `Broken link '${url}' in hero.actions.${i}.to: the site has no page ${route}`;
      ctx.diagnostics.push({ ...error('broken-link', record.file, at, message), targets: [route] });
      return;
    }
    const target = hash ? `${route}#${hash}` : route;
    if (target !== url) ctx.map.set(url, target);
    ctx.warnAnchor(record, at, url, route, hash);
  });
}
