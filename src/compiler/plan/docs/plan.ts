import { extname } from 'node:path';
import { error, FILE_START, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { docIdFromPath } from '../../../contracts/doc-id.ts';
import type { PageData } from '../../../contracts/manifest.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { DocFrontmatter } from '../../read/frontmatter-schema.ts';
import type { PlanContext, PlannedPage } from '../types.ts';
import type { CategoryMeta } from './category.ts';
import { descriptionOf } from './describe.ts';
import { categoryDocCards } from './category-cards.ts';
import { baseData, localeWords } from '../generated-page.ts';
import { docsPrefix } from '../../read/docs-prefix.ts';
import type { DocsInstance } from '../../read/layout.ts';
import { docInfo, type DocInfo } from './doc-info.ts';
import { editUrlOf, lastUpdatedOf, type EditTarget } from './page-meta.ts';
import { autogenerateSidebar, docLabel } from './sidebar-autogen.ts';
import { sidebarFromJson, type SidebarJsonItem, type SidebarScope } from './sidebar-json.ts';
import GithubSlugger from 'github-slugger';
import type { TagsFile } from '../blog/yaml-file.ts';
import { joinRoute } from './numbers.ts';
import { docTags, tagPages } from './tags.ts';
import type { BuiltSidebar, GeneratedIndex } from './sidebar-types.ts';
import { findCategoryCycles, firstHref, firstPath, walkSidebar, type Crumb, type SidebarWalk } from './sidebar-walk.ts';

export interface VersionInput {
  instance: DocsInstance;
  version: string;
  /** the version's route base in the default locale: `/docs`, `/docs/next`, `/docs/1.0` */
  base: string;
  /** the same in another locale: `/fr/docs` */
  baseFor: (locale: string | null) => string;
  /** the version served at the instance's route base, the one search covers */
  isLast: boolean;
  /** `source`: the source folder's file, when the default locale's own folder gave `record` */
  docs: { record: SourceRecord; sub: string; locale: string | null; source?: SourceRecord }[];
  categories: Map<string, CategoryMeta>;
  sidebars: SidebarDefinition[];
  /** the version's folder, relative to the site folder: `docs`, `versioned_docs/version-1.0` */
  contentPath: string;
  /** the version's tags file, read (Docusaurus sites); null when it has none */
  tagsFile: TagsFile | null;
}

/** One sidebar of a version as its file defines it: items to resolve, or null to autogenerate from the folders. */
export interface SidebarDefinition {
  id: string;
  /** its key in the manifest: `tutorialSidebar`, `version-1.0/tutorialSidebar`, `community/guides` */
  key: string;
  items: SidebarJsonItem[] | null;
  file: string;
  locateId: (id: string) => { line: number; column: number };
}

/** A version's sidebar, resolved against its docs. */
export interface PlannedSidebar {
  id: string;
  key: string;
  built: BuiltSidebar;
}

export interface VersionPlan {
  instance: string;
  version: string;
  base: string;
  /** served at the instance's route base */
  isLast: boolean;
  pages: PlannedPage[];
  sidebars: PlannedSidebar[];
  docs: DocInfo[];
  mainDoc: { id: string; path: string } | null;
  diagnostics: Diagnostic[];
  /** translated files with no original (by path or id): not built, as Docusaurus never reads them */
  orphans: string[];
}

type PageLink = { title: string; path: string } | null;

/** The fields of a doc page that its file's body and dates give, as opposed to its place in the site. */
export type BodyFields = Pick<PageData, 'description' | 'html' | 'toc' | 'editUrl' | 'lastUpdated' | 'titleId' | 'heading' | 'hideTitle'>;

/**
 * The h1 a page shows, as Docusaurus shows it: its Markdown's own `# h1` whatever the frontmatter `title`
 * (which names it in the sidebar and the document title) or `hide_title` say; without one, the title,
 * unless `hide_title` (or `noTitle`: a Docusaurus site's pages show no title of their own).
 */
export function titleFields(record: SourceRecord, noTitle = false): Pick<BodyFields, 'heading' | 'hideTitle'> {
  const own = record.output?.title ?? null;
  const fm = record.frontmatter as { title?: string; hide_title?: boolean };
  // an h1 further down the body is the page's title where it stands
  if (record.output?.titleInBody) return { heading: undefined, hideTitle: true };
  return {
    // set even when absent: an edit patches this over the page's old fields
    heading: own !== null && fm.title !== undefined && fm.title !== own ? own : undefined,
    hideTitle: own === null && (fm.hide_title === true || noTitle),
  };
}

/** Where a doc sits: what its edit link and last-updated line depend on besides the file. */
export interface DocPlace {
  instance: DocsInstance;
  version: string;
  path: string;
  locale: string;
}

/** A doc's body fields: a body-only edit re-makes just these (assemble/patch-plan.ts). */
export function docBody(record: SourceRecord, ctx: PlanContext, place?: DocPlace): BodyFields {
  const output = record.output!;
  return {
    description: descriptionOf(record, (record.frontmatter as DocFrontmatter).description),
    // the page file takes it from the record (emit/page-files.ts)
    html: '',
    // set even when absent: an edit patches this over the page's old fields
    titleId: output.titleId ?? undefined,
    ...titleFields(record),
    toc: output.toc,
    editUrl: editUrlOf(record, ctx, place && ctx.layout.kind === 'docusaurus' ? docEditTarget(record, place) : undefined),
    lastUpdated: lastUpdatedOf(record, ctx, place?.instance.lastUpdate),
  };
}

/** A Docusaurus doc's edit link: its version's folder (or the current one's) and its path in it. */
function docEditTarget(record: SourceRecord, place: DocPlace): EditTarget {
  const { instance, version } = place;
  const sub = record.kind.sub;
  const versionDir = version === 'current' ? instance.path : `${instance.versionedDocsDir}/version-${version}`;
  // a translated file, with editLocalizedFiles: its own folder under i18n/<locale>/
  const localized = record.kind.locale && instance.editLocalized;
  const dir = localized
    ? `${localized.i18nDir}/${record.kind.locale}/${localized.pluginDir}/${instance.editCurrentVersion || version === 'current' ? 'current' : `version-${version}`}`
    : instance.editCurrentVersion
      ? instance.path
      : versionDir;
  return {
    url: instance.editUrl,
    dir,
    path: sub,
    params: { version, versionDocsDirPath: versionDir, docPath: sub, permalink: place.path, locale: place.locale },
  };
}

/** A card of a generated index page (the manifest's docCategoryIndex items) */
type CategoryCard = { label: string; path?: string; href?: string; description: string; category?: boolean };

/** Plans every doc and category-index route of one docs version, with its sidebars. */
export async function planVersion(input: VersionInput, ctx: PlanContext): Promise<VersionPlan> {
  const diagnostics: Diagnostic[] = [];
  const { instance, base } = input;
  const usableRecord = (record: SourceRecord | undefined) =>
    record?.frontmatter && record.output && (ctx.includeDrafts || !record.frontmatter.draft) ? record : undefined;
  const usable = input.docs.filter(({ record }) => usableRecord(record));
  const infos = usable.map(({ record, sub, locale, source }): DocInfo => {
    const info = docInfo(record, sub, input.version, locale, input.baseFor(locale));
    const own = usableRecord(source);
    return own ? { ...info, source: docInfo(own, sub, input.version, locale, input.baseFor(locale)) } : info;
  });
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
  const scope: SidebarScope = {
    docs: listed,
    categories: input.categories,
    base,
    byId,
    drafts: draftIds(input, ctx),
    slugger: new GithubSlugger(),
    defaults: instance.sidebarDefaults,
    diagnostics,
    ...(ctx.layout.makersNotRun ? { makersNotRun: ctx.layout.makersNotRun } : {}),
    ...(instance.sidebarItemsGenerator
      ? { generator: { fn: instance.sidebarItemsGenerator, version: { contentPath: input.contentPath, versionName: input.version } } }
      : {}),
  };
  const sidebars: PlannedSidebar[] = [];
  for (const definition of input.sidebars) {
    const built = definition.items
      ? await sidebarFromJson(definition as SidebarDefinition & { items: SidebarJsonItem[] }, scope)
      : autogenerateSidebar(listed, input.categories, base, byId, diagnostics);
    diagnostics.push(...findCategoryCycles(built));
    sidebars.push({ id: definition.id, key: definition.key, built });
  }
  const walks = sidebars.map((sidebar) => ({
    key: sidebar.key,
    items: sidebar.built.items,
    walk: walkSidebar(sidebar.built.items, sidebar.built.refs),
  }));
  // a doc's sidebar: the one its frontmatter names, else the last that lists it, as Docusaurus' map of doc
  // ids to sidebars keeps the last (Flagsmith's API pages, also under a hidden category of the main sidebar)
  const sidebarOf = (doc: DocInfo): (typeof walks)[number] | null => {
    const named = doc.frontmatter.displayed_sidebar;
    if (named !== undefined) return named === null ? null : (walks[sidebars.findIndex((s) => s.id === named)] ?? null);
    return walks.findLast((w) => w.walk.ancestors.has(doc.path)) ?? (instance.sidebarForUnlisted ? (walks[0] ?? null) : null);
  };
  const emptyWalk = walkSidebar([]);
  const byPath = new Map(defaults.map((d) => [d.path, d]));
  // Docusaurus sites: each doc's tags, under the version's tags route
  const tagsBase = instance.tags ? joinRoute(base, instance.tags.basePath) : null;
  const tagProblems: Diagnostic[] = [];
  const tagsOf = new Map(defaults.map((doc) => [doc, tagsBase ? docTags(doc, tagsBase, input.tagsFile, tagProblems) : []]));
  if (instance.tags?.warnInline) diagnostics.push(...tagProblems);

  // translations reuse the default doc's place in the sidebar, linking to translated pages where they exist.
  // As Docusaurus, a translation is the file at the same path in the locale's folder, extension included
  // (its id may differ): `model.md` beside an original `model.mdx` is never read (MeteoSwiss' stubs)
  const translated = new Map<string, Map<string, DocInfo>>();
  const fileOf = (doc: DocInfo) => [...doc.dirs, doc.fileName].join('/') + extname(doc.record.contentRel).toLowerCase();
  const byFile = new Map(defaults.map((doc) => [fileOf(doc), doc]));
  const orphans: string[] = [];
  const orphaned = new Set<DocInfo>();
  const originalOf = new Map<DocInfo, DocInfo>();
  for (const doc of infos) {
    if (doc.locale === null) continue;
    const original = byFile.get(fileOf(doc));
    if (!original) {
      const folder = `${input.version === 'current' ? instance.path : `${instance.versionedDocsDir}/version-${input.version}`}/`;
      const message = `Translated doc '${doc.id}' has no original in ${folder} (a file at the same path), so it is not built, as Docusaurus does not read it`;
      diagnostics.push(warning('i18n', doc.record.file, FILE_START, message));
      orphans.push(doc.record.file);
      orphaned.add(doc);
      continue;
    }
    originalOf.set(doc, original);
    if (!translated.has(doc.locale)) translated.set(doc.locale, new Map());
    translated.get(doc.locale)!.set(original.path, doc);
  }
  // Docusaurus builds every doc in every locale: an untranslated doc is the default locale's text at the
  // locale's path, so the language menu always finds the page open now
  // a page of this version at the same place under a locale's base (`/docs/category/x` -> `/fr/docs/category/x`)
  const inLocale = (locale: string, path: string): string =>
    joinRoute(input.baseFor(locale), base === '/' ? path : path.slice(base.length));
  const indexPaths = new Set(sidebars.flatMap((sidebar) => sidebar.built.generatedIndexes.map((index) => index.path)));
  const fallbacks: DocInfo[] = [];
  for (const locale of ctx.config.i18n.locales) {
    if (locale === ctx.config.i18n.defaultLocale) continue;
    const done = translated.get(locale) ?? new Map<string, DocInfo>();
    translated.set(locale, done);
    for (const doc of defaults) {
      if (done.has(doc.path) || byId.get(doc.id) !== doc) continue;
      // the source file's text, not the default locale's own translation of it
      const fallback = { ...(doc.source ?? doc), locale, path: inLocale(locale, doc.path) };
      done.set(doc.path, fallback);
      fallbacks.push(fallback);
    }
  }
  const localize = (locale: string | null, path: string): string => {
    const doc = locale ? translated.get(locale)?.get(path) : undefined;
    if (doc) return doc.path;
    // generated index pages are built in every locale too (below)
    return locale && indexPaths.has(path) ? inLocale(locale, path) : path;
  };
  // a doc's description on a card (a generated index's, a `<DocCardList />`'s) in a locale: its translation's, else its own
  const cardDescription = (locale: string | null, path: string): string => {
    const doc = (locale ? translated.get(locale)?.get(path) : undefined) ?? byPath.get(path);
    return doc ? descriptionOf(doc.record, doc.frontmatter.description) : '';
  };
  // a previous/next link's title, as Docusaurus' doc navigation names it: a generated index by its category's
  // label, a doc by the label its sidebar item gives it, else its pagination_label, sidebar_label or title
  // (a doc a category links included: the doc's words, not the category's)
  const titleAt = (walk: SidebarWalk, locale: string | null, path: string): string => {
    const doc = (locale ? translated.get(locale)?.get(path) : undefined) ?? byPath.get(path);
    const label = walk.labels.get(path);
    if (!doc) return label === undefined ? path : (sidebarWords(locale, walk)?.(`category.${label}`) ?? label);
    const own = doc.frontmatter.pagination_label ?? docLabel(doc);
    // an item's own `label` in sidebars.js (a translated doc's own words win)
    const given = !walk.categories.has(path) && doc.locale === null && label !== undefined && label !== docLabel(doc);
    return given ? label : own;
  };
  // a locale's words for this version's sidebar labels (its current.json or version-<name>.json:
  // `sidebar.<id>.category.<label>`...), which Docusaurus gives generated index pages and previous/next as it gives the sidebar
  const sidebarIdOf = new Map(walks.map((entry, i) => [entry.walk, sidebars[i]!.id]));
  const sidebarWords = (locale: string | null, walk: SidebarWalk): ((key: string) => string | undefined) | undefined => {
    // the default locale's own file words the default pages (a site whose labels are keys, or in another language)
    const messages = ctx.layout.themeTranslations?.[locale ?? ctx.config.i18n.defaultLocale]?.docs[docsPrefix(instance.id, input.version)];
    return messages && ((key) => messages[`sidebar.${sidebarIdOf.get(walk)}.${key}`]);
  };
  const positions = new Map<SidebarWalk, Map<string, number>>();
  const neighbour = (walk: SidebarWalk, locale: string | null, path: string, offset: number): PageLink => {
    let position = positions.get(walk);
    if (!position) {
      position = new Map(walk.flat.map((entry, i) => [entry.path, i]));
      positions.set(walk, position);
    }
    const i = position.get(path);
    const entry = i === undefined ? undefined : walk.flat[i + offset];
    return entry ? { title: titleAt(walk, locale, entry.path), path: localize(locale, entry.path) } : null;
  };
  const override = (walk: SidebarWalk, doc: DocInfo, field: 'pagination_prev' | 'pagination_next', fallback: PageLink): PageLink => {
    const value = doc.frontmatter[field];
    if (value === undefined) return fallback;
    if (value === null) return null;
    const target = byId.get(value);
    if (target) return { title: titleAt(walk, doc.locale, target.path), path: localize(doc.locale, target.path) };
    const message = `${field} points to unknown doc id '${value}', expected the id of a doc in this version (or null to hide the link)`;
    diagnostics.push(error('broken-link', doc.record.file, doc.record.locate([field]), message));
    return fallback;
  };
  // a doc a category links ends its breadcrumbs with that category, as Docusaurus finds the page there
  const crumbs = (walk: SidebarWalk, locale: string | null, path: string, own: string): Crumb[] => [
    ...(walk.ancestors.get(path) ?? []).map((c) => (c.path ? { label: c.label, path: localize(locale, c.path) } : c)),
    { label: walk.categories.has(path) ? (walk.labels.get(path) ?? own) : own },
  ];

  const pages: PlannedPage[] = [];
  for (const doc of [...infos, ...fallbacks]) {
    const original = doc.locale === null ? doc : (originalOf.get(doc) ?? byId.get(doc.id));
    if (!original || orphaned.has(doc) || (doc.locale === null && byId.get(doc.id) !== doc)) continue;
    const fm = doc.frontmatter;
    const locale = doc.locale ?? ctx.config.i18n.defaultLocale;
    const sidebar = sidebarOf(original);
    const walk = sidebar?.walk ?? emptyWalk;
    const data: PageData = {
      kind: 'doc',
      path: doc.path,
      locale,
      title: doc.title,
      ...docBody(doc.record, ctx, { instance, version: input.version, path: doc.path, locale }),
      hideTableOfContents: fm.hide_table_of_contents,
      // a doc in no sidebar has none, as Docusaurus' breadcrumbs follow the sidebar
      breadcrumbs: instance.breadcrumbs && sidebar ? crumbs(walk, doc.locale, original.path, docLabel(doc)) : [],
      prev: override(walk, doc, 'pagination_prev', neighbour(walk, doc.locale, original.path, -1)),
      next: override(walk, doc, 'pagination_next', neighbour(walk, doc.locale, original.path, 1)),
      ...(fm.image ? { image: fm.image } : {}),
      docId: doc.id,
      version: input.version,
      sidebar: sidebar?.key ?? null,
      tags: (tagsOf.get(original) ?? []).map((tag) => (doc.locale ? { ...tag, permalink: inLocale(doc.locale, tag.permalink) } : tag)),
      ...(doc.record.writtenFrontmatter ? { frontMatter: doc.record.writtenFrontmatter } : {}),
      // the cards its `<DocCardList />` draws: their docs' descriptions, in the doc's locale
      items:
        sidebar && doc.record.output?.categoryCards
          ? categoryDocCards(sidebar.items, original.path, (path) => ({
              path: localize(doc.locale, path),
              description: cardDescription(doc.locale, path),
            }))
          : [],
    };
    pages.push({
      route: {
        path: doc.path,
        kind: 'doc',
        title: doc.title,
        ...(fm.sidebar_label !== undefined && fm.sidebar_label !== doc.title ? { sidebarLabel: fm.sidebar_label } : {}),
        locale,
        version: input.version,
        ...(sidebar ? { sidebar: sidebar.key } : {}),
        ...(ownDocId(doc, input.baseFor(doc.locale)) ? { docId: doc.id } : {}),
        unlisted: fm.unlisted,
        draft: fm.draft,
      },
      data,
      source: doc.record,
      // by the original's id: a translation whose own id differs is still the same page in another language
      alternateKey: `doc:${instance.id === 'default' ? '' : `${instance.id}:`}${input.version}:${original.id}`,
      searchable: !fm.unlisted && input.isLast,
      // Docusaurus' slug of a category index (or a slug written with one) ends with a slash, unless the
      // site turns trailing slashes off
      ...(ctx.layout.kind === 'docusaurus' &&
      ctx.layout.trailingSlash !== false &&
      (fm.slug === undefined ? doc.isIndex : fm.slug.endsWith('/')) &&
      doc.path !== '/'
        ? { linkBase: `${doc.path}/` }
        : {}),
    });
  }
  const otherLocales = ctx.config.i18n.locales.filter((locale) => locale !== ctx.config.i18n.defaultLocale);
  sidebars.forEach((sidebar, i) => {
    const walk = walks[i]!.walk;
    for (const index of sidebar.built.generatedIndexes) {
      // as Docusaurus builds each locale as a site of its own, every locale has the index, its cards leading
      // to that locale's docs; one alternate key links them for the language menu
      const alternateKey = `category:${instance.id}:${input.version}:${index.path}`;
      for (const locale of [null, ...otherLocales])
        pages.push({
          ...categoryIndexPage(
            index,
            input.version,
            sidebar.key,
            ctx,
            byPath,
            (path, offset) => neighbour(walk, locale, path, offset),
            (path, own) => crumbs(walk, locale, path, own),
            locale
              ? {
                  locale,
                  localize: (path) => localize(locale, path),
                  words: sidebarWords(locale, walk) ?? (() => undefined),
                  // a translation's own label; an untranslated doc's copy (no original recorded) keeps the sidebar's
                  docLabel: (path) => {
                    const doc = translated.get(locale)?.get(path);
                    return doc && originalOf.has(doc) ? docLabel(doc) : undefined;
                  },
                  docDescription: (path) => cardDescription(locale, path),
                }
              : {
                  locale: ctx.config.i18n.defaultLocale,
                  localize: (path) => path,
                  words: sidebarWords(null, walk) ?? (() => undefined),
                  docLabel: () => undefined,
                  docDescription: (path) => cardDescription(null, path),
                },
          ),
          alternateKey,
        });
    }
  });

  if (tagsBase) {
    const tagged = defaults.map((doc) => ({ doc, tags: tagsOf.get(doc)! }));
    const meta = { version: input.version, instance };
    pages.push(...tagPages(tagged, tagsBase, meta, ctx));
    // and in every other locale, leading to that locale's docs
    for (const locale of translated.keys()) {
      const localize = (path: string) => translated.get(locale)?.get(path)?.path ?? inLocale(locale, path);
      const title = (doc: DocInfo) => translated.get(locale)?.get(doc.path)?.title ?? doc.title;
      pages.push(...tagPages(tagged, tagsBase, meta, ctx, { locale, localize, title }));
    }
  }

  const main = mainDocOf(instance, base, byId, byPath, walks, defaults);
  return {
    instance: instance.id,
    version: input.version,
    base,
    isLast: input.isLast,
    pages,
    sidebars,
    docs: defaults,
    mainDoc: main ? { id: main.id, path: main.path } : null,
    diagnostics,
    orphans,
  };
}

/**
 * The doc's id is not the one its path under the version gives (a site's version switcher finds the same doc
 * in another version by id); the doc at the version's root is the version's main doc, which names its id.
 */
function ownDocId(doc: DocInfo, base: string): boolean {
  if (doc.path === base) return false;
  return docIdFromPath(base === '/' ? doc.path : doc.path.slice(base.length)) !== doc.id;
}

/** Ids of the drafts this build leaves out: sidebars that name them drop those entries without a word. */
function draftIds(input: VersionInput, ctx: PlanContext): Set<string> {
  if (ctx.includeDrafts) return new Set();
  const drafts = input.docs.filter(({ record, locale }) => locale === null && record.frontmatter?.draft && record.output);
  return new Set(drafts.map(({ record, sub }) => docInfo(record, sub, input.version, null, input.base).id));
}

/** The doc a version opens at: docgate's `intro`; Docusaurus' doc at the version's root, else the first of its sidebars. */
function mainDocOf(
  instance: DocsInstance,
  base: string,
  byId: Map<string, DocInfo>,
  byPath: Map<string, DocInfo>,
  walks: { walk: SidebarWalk }[],
  docs: DocInfo[],
): DocInfo | undefined {
  const firstListed = (): DocInfo | undefined => {
    for (const { walk } of walks) {
      const entry = walk.flat.find((e) => byPath.has(e.path));
      if (entry) return byPath.get(entry.path);
    }
    return undefined;
  };
  if (instance.mainDoc === 'intro') return byId.get('intro') ?? firstListed();
  return byPath.get(base) ?? firstListed() ?? docs[0];
}

function categoryIndexPage(
  index: GeneratedIndex,
  version: string,
  sidebarId: string,
  ctx: PlanContext,
  byPath: Map<string, DocInfo>,
  neighbour: (path: string, offset: number) => PageLink,
  crumbs: (path: string, own: string) => Crumb[],
  /**
   * the index in another locale: its paths, and its cards', in that locale, its labels in the locale's sidebar
   * words (`category.<label>`...), a card's doc by its translation's label
   */
  translation?: {
    locale: string;
    localize: (path: string) => string;
    words: (key: string) => string | undefined;
    docLabel: (path: string) => string | undefined;
    /** a doc's description on its card: its translation's, as Docusaurus builds each locale from its own docs */
    docDescription: (path: string) => string;
  },
): PlannedPage {
  const at = translation?.localize ?? ((path: string) => path);
  const category = (label: string): string => translation?.words(`category.${label}`) ?? label;
  const own = `category.${index.category.label}.link.generated-index`;
  // as Docusaurus takes the generated index's title from the translated category when it has no title of its own
  const title = translation?.words(`${own}.title`) ?? (index.title === index.category.label ? category(index.title) : index.title);
  const description = translation?.words(`${own}.description`) ?? index.description;
  const locale = translation?.locale ?? ctx.config.i18n.defaultLocale;
  const words = localeWords(ctx, locale);
  const items = index.category.items.flatMap((item): CategoryCard[] => {
    if (item.type === 'doc') {
      // the doc's description, its frontmatter's or the start of its text, as Docusaurus' card shows it
      const doc = byPath.get(item.path);
      const label = translation?.words(`doc.${item.label}`) ?? translation?.docLabel(item.path) ?? item.label;
      const description = translation?.docDescription(item.path) ?? (doc ? descriptionOf(doc.record, doc.frontmatter.description) : '');
      return [{ label, path: at(item.path), description }];
    }
    // an external link, as Docusaurus' card of it (🔗)
    if (item.type === 'link') {
      const label = translation?.words(`link.${item.label}`) ?? item.label;
      return [{ label, href: item.href, description: item.description ?? '' }];
    }
    if (item.type === 'category') {
      // where its card leads: its first page, else its first link (an external one: iceberg's tests)
      const path = firstPath([item]);
      const href = path ? undefined : firstHref([item]);
      const count = item.items.length;
      const description = item.description ?? words.plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', count);
      const to = path ? { path: at(path) } : href ? { href } : null;
      return to ? [{ label: category(item.label), ...to, description, category: true }] : [];
    }
    return [];
  });
  const data: PageData = {
    kind: 'docCategoryIndex',
    ...baseData(at(index.path), title, description, locale),
    breadcrumbs: crumbs(index.path, index.category.label),
    prev: neighbour(index.path, -1),
    next: neighbour(index.path, 1),
    docId: `category${index.path.slice(index.path.lastIndexOf('/'))}`,
    version,
    sidebar: sidebarId,
    tags: [],
    items,
  };
  return {
    route: {
      path: at(index.path),
      kind: 'docCategoryIndex',
      title,
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
