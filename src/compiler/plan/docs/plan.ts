import { error, FILE_START, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { PageData, SidebarItem } from '../../../contracts/manifest.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { DocFrontmatter } from '../../read/frontmatter-schema.ts';
import type { PlanContext, PlannedPage } from '../types.ts';
import type { CategoryMeta } from './category.ts';
import { descriptionOf } from './describe.ts';
import { baseData } from '../generated-page.ts';
import { docInfo, docsBase, type DocInfo } from './doc-info.ts';
import { editUrlOf, lastUpdatedOf } from './page-meta.ts';
import { autogenerateSidebar, docLabel } from './sidebar-autogen.ts';
import { sidebarFromJson, type SidebarJsonItem } from './sidebar-json.ts';
import type { BuiltSidebar, GeneratedIndex } from './sidebar-types.ts';
import { findCategoryCycles, firstPath, walkSidebar, type Crumb } from './sidebar-walk.ts';

export interface VersionInput {
  version: string;
  docs: { record: SourceRecord; sub: string; locale: string | null }[];
  categories: Map<string, CategoryMeta>;
  sidebarFile: { file: string; items: SidebarJsonItem[]; locateId: (id: string) => { line: number; column: number } } | null;
}

export interface VersionPlan {
  version: string;
  pages: PlannedPage[];
  sidebar: SidebarItem[];
  built: BuiltSidebar;
  docs: DocInfo[];
  mainDoc: { id: string; path: string } | null;
  diagnostics: Diagnostic[];
}

type PageLink = { title: string; path: string } | null;

/** The fields of a doc page that its file's body and dates give, as opposed to its place in the site. */
export type BodyFields = Pick<PageData, 'description' | 'html' | 'toc' | 'editUrl' | 'lastUpdated'>;

/** A doc's body fields: a body-only edit re-makes just these (assemble/patch-plan.ts). */
export function docBody(record: SourceRecord, ctx: PlanContext): BodyFields {
  const output = record.output!;
  return {
    description: descriptionOf(record, (record.frontmatter as DocFrontmatter).description),
    html: output.html,
    toc: output.toc,
    editUrl: editUrlOf(record, ctx),
    lastUpdated: lastUpdatedOf(record, ctx),
  };
}

/** Plans every doc and category-index route of one docs version, with its sidebar. */
export function planVersion(input: VersionInput, ctx: PlanContext): VersionPlan {
  const diagnostics: Diagnostic[] = [];
  const sidebarId = ctx.config.docs.sidebarId;
  const base = docsBase(input.version, null);
  const usable = input.docs.filter(({ record }) => record.frontmatter && record.output && (ctx.includeDrafts || !record.frontmatter.draft));
  const infos = usable.map(({ record, sub, locale }) => docInfo(record, sub, input.version, locale));
  const defaults = infos.filter((d) => d.locale === null).sort((a, b) => (a.record.file < b.record.file ? -1 : 1));
  const byId = new Map<string, DocInfo>();
  for (const doc of defaults) {
    const other = byId.get(doc.id);
    if (other) {
      const at = doc.frontmatter.id !== undefined ? doc.record.locate(['id']) : FILE_START;
      const message = `Duplicate doc id '${doc.id}', already used by ${other.record.file}; set a different id in frontmatter`;
      diagnostics.push(error('duplicate-id', doc.record.file, at, message));
    } else byId.set(doc.id, doc);
  }
  const listed = defaults.filter((d) => !d.frontmatter.unlisted);
  const built = input.sidebarFile
    ? sidebarFromJson(input.sidebarFile, listed, input.categories, base, byId, diagnostics)
    : autogenerateSidebar(listed, input.categories, base, byId, diagnostics);
  diagnostics.push(...findCategoryCycles(built));
  const walk = walkSidebar(built.items);
  const position = new Map(walk.flat.map((entry, i) => [entry.path, i]));
  const byPath = new Map(defaults.map((d) => [d.path, d]));

  // translations reuse the default doc's place in the sidebar, linking to translated pages where they exist
  const translated = new Map<string, Map<string, DocInfo>>();
  for (const doc of infos) {
    if (doc.locale === null) continue;
    const original = byId.get(doc.id);
    if (!original) {
      const message = `Translated doc '${doc.id}' has no original in docs/, expected a file with the same id`;
      diagnostics.push(warning('i18n', doc.record.file, FILE_START, message));
      continue;
    }
    if (!translated.has(doc.locale)) translated.set(doc.locale, new Map());
    translated.get(doc.locale)!.set(original.path, doc);
  }
  const localize = (locale: string | null, path: string): string => {
    const doc = locale ? translated.get(locale)?.get(path) : undefined;
    return doc ? doc.path : path;
  };
  const titleAt = (locale: string | null, path: string): string => {
    const doc = locale ? translated.get(locale)?.get(path) : undefined;
    return doc ? docLabel(doc) : (walk.labels.get(path) ?? byPath.get(path)?.title ?? path);
  };
  const neighbour = (locale: string | null, path: string, offset: number): PageLink => {
    const i = position.get(path);
    const entry = i === undefined ? undefined : walk.flat[i + offset];
    return entry ? { title: titleAt(locale, entry.path), path: localize(locale, entry.path) } : null;
  };
  const override = (doc: DocInfo, field: 'pagination_prev' | 'pagination_next', fallback: PageLink): PageLink => {
    const value = doc.frontmatter[field];
    if (value === undefined) return fallback;
    if (value === null) return null;
    const target = byId.get(value);
    if (target) return { title: titleAt(doc.locale, target.path), path: localize(doc.locale, target.path) };
    const message = `${field} points to unknown doc id '${value}', expected the id of a doc in this version (or null to hide the link)`;
    diagnostics.push(error('broken-link', doc.record.file, doc.record.locate([field]), message));
    return fallback;
  };
  const crumbs = (locale: string | null, path: string, own: string): Crumb[] => [
    ...(walk.ancestors.get(path) ?? []).map((c) => (c.path ? { label: c.label, path: localize(locale, c.path) } : c)),
    { label: own },
  ];

  const pages: PlannedPage[] = [];
  for (const doc of infos) {
    const original = doc.locale === null ? doc : byId.get(doc.id);
    if (!original || (doc.locale === null && byId.get(doc.id) !== doc)) continue;
    const fm = doc.frontmatter;
    const locale = doc.locale ?? ctx.config.i18n.defaultLocale;
    const data: PageData = {
      kind: 'doc',
      path: doc.path,
      locale,
      title: doc.title,
      ...docBody(doc.record, ctx),
      hideTitle: fm.hide_title,
      hideTableOfContents: fm.hide_table_of_contents,
      breadcrumbs: crumbs(doc.locale, original.path, docLabel(doc)),
      prev: override(doc, 'pagination_prev', neighbour(doc.locale, original.path, -1)),
      next: override(doc, 'pagination_next', neighbour(doc.locale, original.path, 1)),
      ...(fm.image ? { image: fm.image } : {}),
      docId: doc.id,
      version: input.version,
      sidebar: sidebarId,
      tags: [],
      items: [],
    };
    pages.push({
      route: {
        path: doc.path,
        kind: 'doc',
        title: doc.title,
        locale,
        version: input.version,
        sidebar: sidebarId,
        unlisted: fm.unlisted,
        draft: fm.draft,
      },
      data,
      source: doc.record,
      alternateKey: `doc:${input.version}:${doc.id}`,
      searchable: !fm.unlisted && input.version === 'current',
    });
  }
  for (const index of built.generatedIndexes)
    pages.push(categoryIndexPage(index, input.version, sidebarId, ctx, byPath, neighbour, crumbs));

  const first = walk.flat.find((entry) => byPath.has(entry.path));
  const main = byId.get('intro') ?? (first ? byPath.get(first.path) : undefined);
  return {
    version: input.version,
    pages,
    sidebar: built.items,
    built,
    docs: defaults,
    mainDoc: main ? { id: main.id, path: main.path } : null,
    diagnostics,
  };
}

function categoryIndexPage(
  index: GeneratedIndex,
  version: string,
  sidebarId: string,
  ctx: PlanContext,
  byPath: Map<string, DocInfo>,
  neighbour: (locale: string | null, path: string, offset: number) => PageLink,
  crumbs: (locale: string | null, path: string, own: string) => Crumb[],
): PlannedPage {
  const items = index.category.items.flatMap((item) => {
    if (item.type === 'doc')
      return [{ label: item.label, path: item.path, description: byPath.get(item.path)?.frontmatter.description ?? '' }];
    if (item.type === 'category') {
      const path = firstPath([item]);
      return path ? [{ label: item.label, path, description: `${item.items.length} items` }] : [];
    }
    return [];
  });
  const locale = ctx.config.i18n.defaultLocale;
  const data: PageData = {
    kind: 'docCategoryIndex',
    ...baseData(index.path, index.title, index.description, locale),
    breadcrumbs: crumbs(null, index.path, index.category.label),
    prev: neighbour(null, index.path, -1),
    next: neighbour(null, index.path, 1),
    docId: `category${index.path.slice(index.path.lastIndexOf('/'))}`,
    version,
    sidebar: sidebarId,
    tags: [],
    items,
  };
  return {
    route: {
      path: index.path,
      kind: 'docCategoryIndex',
      title: index.title,
      locale,
      version,
      sidebar: sidebarId,
      unlisted: false,
      draft: false,
    },
    data,
    source: null,
    ...(index.origin ? { origin: index.origin } : {}),
    alternateKey: null,
    searchable: false,
  };
}
