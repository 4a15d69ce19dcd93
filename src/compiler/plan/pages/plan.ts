import type { PageData } from '../../../contracts/manifest.ts';
import type { PageFrontmatter } from '../../read/frontmatter-schema.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { PlanContext, PlannedPage } from '../types.ts';
import { descriptionOf } from '../docs/describe.ts';
import { titleFields, type BodyFields } from '../docs/plan.ts';
import { editUrlOf, lastUpdatedOf, type EditTarget } from '../docs/page-meta.ts';
import { pagesInstanceOf, type PagesInstance } from '../../read/layout.ts';
import { pageKey, pagePath } from './page-path.ts';

/** A Markdown page's edit link: its pages plugin's editUrl, folder (or its translation's) and its path in it. */
function pageEditTarget(record: SourceRecord, instance: PagesInstance, path: string, ctx: PlanContext): EditTarget {
  const { sub, locale } = record.kind as Extract<SourceRecord['kind'], { type: 'page' }>;
  // a translated page, with editLocalizedFiles: its own folder under i18n/<locale>/
  const localized = locale && instance.editLocalized;
  const dir = localized ? `${localized.i18nDir}/${locale}/${localized.pluginDir}` : instance.path;
  return {
    url: instance.editUrl,
    dir,
    path: sub,
    params: { pagesDirPath: dir, pagesPath: sub, permalink: path, locale: locale ?? ctx.config.i18n.defaultLocale },
  };
}

/** A page's body fields: a body-only edit re-makes just these (assemble/patch-plan.ts). */
export function pageBody(record: SourceRecord, ctx: PlanContext, path: string): BodyFields {
  const instance = pagesInstanceOf(ctx.layout, (record.kind as { instance?: string }).instance);
  return {
    description: descriptionOf(record, (record.frontmatter as PageFrontmatter).description),
    // the page file takes it from the record (emit/page-files.ts)
    html: '',
    // a Docusaurus site's Markdown page shows its own h1 only
    ...titleFields(record, ctx.layout.kind === 'docusaurus'),
    toc: record.output!.toc,
    // docgate's layout gives pages no edit link; a Docusaurus site's pages plugin may
    editUrl: instance?.editUrl ? editUrlOf(record, ctx, pageEditTarget(record, instance, path, ctx)) : null,
    lastUpdated: instance ? lastUpdatedOf(record, ctx, instance.lastUpdate) : null,
  };
}

/** Plans standalone pages: `pages/index.md` is `/` with hero and features, `pages/a/b.md` is `/a/b` (under its instance's route base). */
export function planPages(input: { record: SourceRecord; sub: string; locale: string | null }[], ctx: PlanContext): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const { record, sub, locale } of input) {
    if (!record.frontmatter || !record.output) continue;
    const fm = record.frontmatter as PageFrontmatter;
    if (fm.draft && !ctx.includeDrafts) continue;
    const id = (record.kind as { instance?: string }).instance;
    const { path, segments } = pagePath(sub, locale, pagesInstanceOf(ctx.layout, id), fm.slug);
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
      alternateKey: pageKey(sub, id),
      searchable: !fm.unlisted,
    });
  }
  return pages;
}
