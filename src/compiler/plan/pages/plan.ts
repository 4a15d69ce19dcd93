import type { PageData } from '../../../contracts/manifest.ts';
import type { PageFrontmatter } from '../../read/frontmatter-schema.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { PlanContext, PlannedPage } from '../types.ts';
import { descriptionOf } from '../docs/describe.ts';
import { joinRoute } from '../docs/numbers.ts';
import { titleFields, type BodyFields } from '../docs/plan.ts';
import { editUrlOf } from '../docs/page-meta.ts';

/** A page's body fields: a body-only edit re-makes just these (assemble/patch-plan.ts). */
export function pageBody(record: SourceRecord, ctx: PlanContext, path: string): BodyFields {
  const url = ctx.layout.pagesEditUrl;
  const sub = record.kind.sub;
  return {
    description: descriptionOf(record, (record.frontmatter as PageFrontmatter).description),
    // the page file takes it from the record (emit/page-files.ts)
    html: '',
    // a Docusaurus site's Markdown page shows its own h1 only
    ...titleFields(record, ctx.layout.kind === 'docusaurus'),
    toc: record.output!.toc,
    // docgate's layout gives pages no edit link; a Docusaurus site's pages plugin may
    editUrl: url
      ? editUrlOf(record, ctx, { url, dir: 'src/pages', path: sub, params: { pagesDirPath: 'src/pages', pagesPath: sub, permalink: path } })
      : null,
    lastUpdated: null,
  };
}

/** Plans standalone pages: `pages/index.md` is `/` with hero and features, `pages/a/b.md` is `/a/b`. */
export function planPages(input: { record: SourceRecord; sub: string; locale: string | null }[], ctx: PlanContext): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const { record, sub, locale } of input) {
    if (!record.frontmatter || !record.output) continue;
    const fm = record.frontmatter as PageFrontmatter;
    if (fm.draft && !ctx.includeDrafts) continue;
    const segments = sub.replace(/\.mdx?$/i, '').split('/');
    if (/^index$/i.test(segments[segments.length - 1]!)) segments.pop();
    const prefix = locale ? `/${locale}` : '/';
    const path = fm.slug !== undefined ? joinRoute(prefix, fm.slug) : joinRoute(prefix, ...segments);
    const title = fm.title ?? record.output.title ?? segments[segments.length - 1] ?? ctx.config.title;
    const pageLocale = locale ?? ctx.config.i18n.defaultLocale;
    const hero = fm.hero
      ? { title: fm.hero.title ?? title, tagline: fm.hero.tagline ?? ctx.config.tagline, actions: fm.hero.actions }
      : null;
    const data: PageData = {
      kind: 'page',
      path,
      locale: pageLocale,
      title,
      ...pageBody(record, ctx, path),
      hideTableOfContents: fm.hide_table_of_contents,
      breadcrumbs: [],
      prev: null,
      next: null,
      ...(fm.image ? { image: fm.image } : {}),
      hero,
      features: fm.features.map((f) => (f.icon ? f : { title: f.title, description: f.description })),
      ...(fm.wrapperClassName ? { wrapperClassName: fm.wrapperClassName } : {}),
      ...(ctx.layout.kind === 'docusaurus' && fm.hide_table_of_contents ? { fluid: true as const } : {}),
    };
    pages.push({
      route: { path, kind: 'page', title, locale: pageLocale, unlisted: fm.unlisted, draft: fm.draft },
      data,
      source: record,
      alternateKey: `page:${sub}`,
      searchable: !fm.unlisted,
    });
  }
  return pages;
}
