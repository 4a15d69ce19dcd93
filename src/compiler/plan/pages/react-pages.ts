import type { PageData } from '../../../contracts/manifest.ts';
import { contentHash } from '../../read/hash.ts';
import { baseData } from '../generated-page.ts';
import { pagesInstanceOf } from '../../read/layout.ts';
import { pageKey, pagePath } from './page-path.ts';
import { joinRoute } from '../docs/numbers.ts';
import type { PlanContext, PlannedPage } from '../types.ts';

// A Docusaurus site's React pages (src/pages/index.js, showcase.tsx..., and a site plugin's addRoute of a site
// component) are compiled into the site bundle (bundle/bundle.ts); the page's data names its component,
// which the viewer renders at the route once the bundle is in. Until then, and where the bundle could not be built (which is reported), the home
// page shows the site's title and tagline as its hero.

/**
 * A React page's file: in a pages folder (`sub` relative to it, `instance` the pages plugin's id but the
 * default), or a component a site plugin's route names (`route`: its path in the default locale).
 */
export type ReactPageFile = { file: string; locale: string | null } & ({ sub: string; instance?: string | undefined } | { route: string });

/** The pages of React page files. */
export function reactPages(pages: ReactPageFile[], ctx: PlanContext): PlannedPage[] {
  return pages.map((page) => {
    const { file, locale } = page;
    const { path, segments } =
      'route' in page
        ? { path: joinRoute(locale ? `/${locale}` : '/', page.route), segments: page.route.split('/').filter(Boolean) }
        : pagePath(page.sub, locale, pagesInstanceOf(ctx.layout, page.instance));
    const home = segments.length === 0;
    const name = segments[segments.length - 1] ?? '';
    const title = home ? ctx.config.title : name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]+/g, ' ');
    const pageLocale = locale ?? ctx.config.i18n.defaultLocale;
    const data: PageData = {
      kind: 'page',
      ...baseData(path, title, home ? ctx.config.tagline : '', pageLocale),
      html: '',
      hideTitle: true,
      hero: home ? { title: ctx.config.title, tagline: ctx.config.tagline, actions: [] } : null,
      features: [],
      component: contentHash(file),
    };
    return {
      route: { path, kind: 'page', title, locale: pageLocale, unlisted: false, draft: false },
      data,
      source: null,
      origin: { file, line: 1, column: 1 },
      alternateKey: 'route' in page ? `route:${page.route}` : pageKey(page.sub, page.instance),
      searchable: false,
    };
  });
}
