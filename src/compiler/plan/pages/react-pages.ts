import type { PageData } from '../../../contracts/manifest.ts';
import { contentHash } from '../../read/hash.ts';
import { baseData } from '../generated-page.ts';
import { pagesInstanceOf } from '../../read/layout.ts';
import { pageKey, pagePath } from './page-path.ts';
import type { PlanContext, PlannedPage } from '../types.ts';

// A Docusaurus site's React pages (src/pages/index.js, showcase.tsx...) are compiled into the site bundle
// (bundle/bundle.ts); the page's data names its component, which the viewer renders at the route once
// the bundle is in. Until then, and where the bundle could not be built (which is reported), the home
// page shows the site's title and tagline as its hero.

/** The pages of React page files, `sub` relative to their pages folder, `instance` the pages plugin's id but the default. */
export function reactPages(
  pages: { file: string; sub: string; locale: string | null; instance?: string | undefined }[],
  ctx: PlanContext,
): PlannedPage[] {
  return pages.map(({ file, sub, locale, instance }) => {
    const { path, segments } = pagePath(sub, locale, pagesInstanceOf(ctx.layout, instance));
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
      alternateKey: pageKey(sub, instance),
      searchable: false,
    };
  });
}
