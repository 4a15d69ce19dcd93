import { FILE_START, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { PageData } from '../../../contracts/manifest.ts';
import { baseData } from '../generated-page.ts';
import { joinRoute } from '../docs/numbers.ts';
import type { PlanContext, PlannedPage } from '../types.ts';

// A Docusaurus site's React pages (src/pages/index.js, showcase.tsx...) need the site bundle, which
// docgate does not make yet. So that the links to them still work, each gets a stand-in at its route:
// the home page shows the site's title and tagline as its hero, any other says what it is.

/** Stand-in pages for React pages, `sub` relative to the pages folder; one warning each. */
export function reactPageStandIns(
  pages: { file: string; sub: string; locale: string | null }[],
  ctx: PlanContext,
  diagnostics: Diagnostic[],
): PlannedPage[] {
  const warned = new Set<string>();
  return pages.map(({ file, sub, locale }) => {
    const segments = sub.replace(/\.[jt]sx?$/, '').split('/');
    if (segments[segments.length - 1] === 'index') segments.pop();
    const path = joinRoute(locale ? `/${locale}` : '/', ...segments);
    const home = segments.length === 0;
    const name = segments[segments.length - 1] ?? '';
    const title = home ? ctx.config.title : name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]+/g, ' ');
    const pageLocale = locale ?? ctx.config.i18n.defaultLocale;
    const message = home
      ? "React page shown as a stand-in with the site's title and tagline: docgate does not run React pages yet"
      : 'React page shown as a stand-in that says so: docgate does not run React pages yet';
    if (!warned.has(file)) diagnostics.push(warning('react-page', file, FILE_START, message));
    warned.add(file);
    const data: PageData = {
      kind: 'page',
      ...baseData(path, title, home ? ctx.config.tagline : '', pageLocale),
      html: home ? '' : `<p>This page of ${escapeHtml(ctx.config.title)} is made with React, which this site does not show yet.</p>`,
      hideTitle: home,
      hero: home ? { title: ctx.config.title, tagline: ctx.config.tagline, actions: [] } : null,
      features: [],
    };
    return {
      route: { path, kind: 'page', title, locale: pageLocale, unlisted: false, draft: false },
      data,
      source: null,
      origin: { file, line: 1, column: 1 },
      alternateKey: `page:${sub}`,
      searchable: false,
    };
  });
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
