import { error, FILE_START, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { ROUTE_PATH_SHAPE, type Manifest, type SidebarItem } from '../../contracts/manifest.ts';
import type { SourceRecord } from '../read/source.ts';
import type { LastCommit } from '../read/git.ts';
import type { SiteConfig } from '../read/config/schema.ts';
import { parseCategory, type CategoryMeta } from './docs/category.ts';
import { docInfo } from './docs/doc-info.ts';
import { planVersion, type VersionPlan } from './docs/plan.ts';
import { includedVersions, parseVersions, versionBase } from './docs/versions.ts';
import { sidebarDefinitions } from './docs/sidebar-definitions.ts';
import type { SiteLayout } from '../read/layout.ts';
import { planBlog, type BlogInput, type BlogPlan } from './blog/plan.ts';
import { parseYamlFile, tagsFileSchema } from './blog/yaml-file.ts';
import { planPages } from './pages/plan.ts';
import { isBuiltLocale } from '../read/config/built-locale.ts';
import { reactPages as planReactPages, type ReactPageFile } from './pages/react-pages.ts';
import type { PlanContext, PlannedPage } from './types.ts';

export interface SiteInputs {
  config: SiteConfig;
  layout: SiteLayout;
  /** content-relative path -> record, for every markdown file */
  records: Map<string, SourceRecord>;
  /** content-relative path -> text, for category, authors, tags, versions and sidebars files */
  texts: Map<string, string>;
  git: Map<string, LastCommit>;
  includeDrafts: boolean;
  /** `content` relative to the project root, for diagnostics */
  contentPrefix: string;
  /** the config file and where a field of it is written, for problems of the config found while planning */
  configFile: string;
  locateConfig: (path: (string | number)[]) => { line: number; column: number };
}

export interface SitePlan {
  pages: PlannedPage[];
  versions: VersionPlan[];
  versionMeta: Manifest['versions'];
  /** other docs instances' versions, by plugin id, for those with several */
  instanceVersionMeta: NonNullable<Manifest['instanceVersions']>;
  sidebars: Record<string, SidebarItem[]>;
  /** each blog instance's plan, the main blog's (the manifest's `blog`) first */
  blogs: [BlogPlan, ...BlogPlan[]];
  /** what each blog was planned from, in the same order, so an edit of a post can plan its blog alone again */
  blogInputs: BlogInput[];
  diagnostics: Diagnostic[];
  /** files planning leaves out (docs of versions versions.json does not list): their own problems are not the site's */
  ignoredFiles: Set<string>;
  /** pages whose file failed to load (bad frontmatter, a syntax error): links to them are knock-ons of that error */
  failedPages: FailedPage[];
}

// a page whose MDX does not parse has a route but none of its headings: links into it wait for the fix
const unparsed = (record: SourceRecord): boolean => record.diagnostics.some((d) => d.rule === 'mdx-syntax' && d.severity === 'error');

/** A page file that failed to load or parse: its file and, for a doc, its route (from its file name when its frontmatter failed). */
export interface FailedPage {
  file: string;
  abs: string;
  route: string | null;
}

/** A file to build; `source`: the source folder's file, when the default locale's own folder gave `record` (other locales fall back to it) */
type Entry = { record: SourceRecord; sub: string; locale: string | null; source?: SourceRecord };

/** A page file's place, the same in every locale: its pages instance and its path in that folder. */
const pagePlace = (entry: Entry): string => `${(entry.record.kind as { instance?: string }).instance ?? ''}\u0000${entry.sub}`;

/** What every planner reads besides its own files. */
export const planContext = (inputs: Pick<SiteInputs, 'config' | 'layout' | 'git' | 'includeDrafts'>): PlanContext => ({
  config: inputs.config,
  layout: inputs.layout,
  git: inputs.git,
  includeDrafts: inputs.includeDrafts,
});

/** Plans every route of the site from the loaded files: docs per instance and version, blog, pages; no I/O. */
export async function planSite(inputs: SiteInputs): Promise<SitePlan> {
  const { config, layout } = inputs;
  const diagnostics: Diagnostic[] = [];
  const ctx = planContext(inputs);
  const fileOf = (rel: string) => (inputs.contentPrefix === '.' ? rel : `${inputs.contentPrefix}/${rel}`);
  const textFile = (rel: string | null) => {
    const text = rel === null ? undefined : inputs.texts.get(rel);
    return text === undefined ? null : { file: fileOf(rel!), text };
  };
  // a locale's folder the config does not name: one warning, at its first file, for all of its files
  const unknownLocales = new Map<string, { file: string; count: number }>();
  const knownLocale = (record: SourceRecord, locale: string | null): boolean => {
    if (locale === null || isBuiltLocale(locale, config.i18n)) return true;
    const seen = unknownLocales.get(locale);
    if (seen) seen.count++;
    else unknownLocales.set(locale, { file: record.file, count: 1 });
    return false;
  };

  // a file in the default locale's own i18n folder (`i18n/zh-CN/docusaurus-plugin-content-docs/current/x.md`)
  // is read in place of the source's of the same path, as Docusaurus looks in a locale's folder first for
  // every locale (iceberg's Chinese site root); one without a source file is not built, as there
  const { defaultLocale } = config.i18n;
  const sourceKey = (kind: SourceRecord['kind']) =>
    'sub' in kind
      ? `${kind.type}\u0000${'instance' in kind ? (kind.instance ?? '') : ''}\u0000${'version' in kind ? kind.version : ''}\u0000${kind.sub}`
      : '';
  const defaultTranslations = new Map(
    [...inputs.records.values()].flatMap((record) =>
      'locale' in record.kind && record.kind.locale === defaultLocale ? [[sourceKey(record.kind), record]] : [],
    ),
  );

  const docsByVersion = new Map<string, Entry[]>();
  // by blog plugin id
  const blogPosts = new Map<string, Entry[]>();
  const pageFiles: Entry[] = [];
  for (const source of [...inputs.records.values()].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const kind = source.kind;
    if (kind.locale === defaultLocale) continue;
    if (!knownLocale(source, kind.locale)) continue;
    const replaced = kind.locale === null ? defaultTranslations.get(sourceKey(kind)) : undefined;
    const record = replaced ?? source;
    const of = replaced ? { source } : {};
    if (kind.type === 'doc') {
      const key = `${kind.instance ?? 'default'}\u0000${kind.version}`;
      const list = docsByVersion.get(key) ?? [];
      list.push({ record, sub: kind.sub, locale: kind.locale, ...of });
      docsByVersion.set(key, list);
    } else if (kind.type === 'post') {
      const list = blogPosts.get(kind.instance ?? 'default') ?? [];
      list.push({ record, sub: kind.sub, locale: kind.locale, ...of });
      blogPosts.set(kind.instance ?? 'default', list);
    } else pageFiles.push({ record, sub: kind.sub, locale: kind.locale, ...of });
  }
  for (const [locale, { file, count }] of unknownLocales) {
    const where = layout.kind === 'native' ? 'site.config.json' : "the config's";
    const ignored = count === 1 ? 'file ignored' : `its ${count} files ignored`;
    diagnostics.push(
      warning(
        'i18n',
        file,
        FILE_START,
        `Locale '${locale}' is not in ${where} i18n.locales (${config.i18n.locales.join(', ')}); ${ignored}`,
      ),
    );
  }

  const versions: VersionPlan[] = [];
  const failedPages: FailedPage[] = [];
  const versionMeta: Manifest['versions'] = [];
  const instanceVersionMeta: NonNullable<Manifest['instanceVersions']> = {};
  const ignoredFiles = new Set<string>();
  const sortedTexts = [...inputs.texts].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const instance of layout.docs) {
    const versionsFile = parseVersions(fileOf(instance.versionsFile), inputs.texts.get(instance.versionsFile));
    diagnostics.push(...versionsFile.diagnostics);
    for (const [key, docs] of docsByVersion) {
      const [id, version] = key.split('\u0000') as [string, string];
      if (id !== instance.id || version === 'current' || versionsFile.names.includes(version)) continue;
      for (const { record } of docs) ignoredFiles.add(record.file);
      // one warning a version, at its first file: a site may keep old versions' folders on purpose
      const message =
        docs.length === 1
          ? `Versioned doc of version '${version}', which ${instance.versionsFile} does not list; file ignored`
          : `Versioned docs of version '${version}' (${docs.length} files), which ${instance.versionsFile} does not list; files ignored`;
      diagnostics.push(warning('versions', docs[0]!.record.file, FILE_START, message));
    }
    diagnostics.push(...unknownVersionOptions(instance, versionsFile.names, layout.kind, inputs));
    const names = includedVersions(instance, versionsFile.names);
    const last = instance.lastVersion ?? names.find((name) => name !== 'current') ?? 'current';
    for (const version of names) {
      const categories = new Map<string, CategoryMeta>();
      for (const [rel, text] of sortedTexts) {
        const kind = layout.classify(rel);
        if (kind.type !== 'category' || kind.locale !== null || kind.version !== version || (kind.instance ?? 'default') !== instance.id)
          continue;
        const parsed = parseCategory(fileOf(rel), text, layout.kind === 'docusaurus');
        diagnostics.push(...parsed.diagnostics);
        if (parsed.meta) categories.set(kind.sub.includes('/') ? kind.sub.slice(0, kind.sub.lastIndexOf('/')) : '', parsed.meta);
      }
      const versioned = version === 'current' ? null : textFile(`${instance.versionedSidebarsDir}/version-${version}-sidebars.json`);
      const sidebars = sidebarDefinitions(instance, version, versioned, diagnostics);
      const versionDir = version === 'current' ? instance.path : `${instance.versionedDocsDir}/version-${version}`;
      const tagsText = instance.tags?.file ? textFile(`${versionDir}/${instance.tags.file}`) : null;
      const tags = tagsText ? parseYamlFile(tagsText.file, tagsText.text, tagsFileSchema) : null;
      if (tags) diagnostics.push(...tags.diagnostics);
      const baseFor = (locale: string | null) => versionBase(instance, version, last, locale);
      const plan = await planVersion(
        {
          contentPath: versionDir,
          instance,
          version,
          base: baseFor(null),
          baseFor,
          isLast: version === last,
          docs: docsByVersion.get(`${instance.id}\u0000${version}`) ?? [],
          categories,
          sidebars,
          tagsFile: tags?.data ?? null,
        },
        ctx,
      );
      diagnostics.push(...plan.diagnostics);
      // a translation with no original is never read: its own problems are not the build's
      for (const file of plan.orphans) ignoredFiles.add(file);
      versions.push(plan);
      for (const { record, sub, locale } of docsByVersion.get(`${instance.id}\u0000${version}`) ?? []) {
        if (record.frontmatter && record.output && !unparsed(record)) continue;
        // with its frontmatter unreadable, the route its file name gives is where links to it most likely point
        const route = docInfo(
          { ...record, frontmatter: record.frontmatter ?? {} } as SourceRecord,
          sub,
          version,
          locale,
          baseFor(locale),
        ).path;
        failedPages.push({ file: record.file, abs: record.abs, route });
      }
      // the main instance's versions are the manifest's; another's, with several, its version menus'
      if (instance.id !== 'default' && names.length < 2) continue;
      const options = instance.versionOptions[version];
      if (instance.id !== 'default') instanceVersionMeta[instance.id] ??= [];
      const meta = instance.id === 'default' ? versionMeta : instanceVersionMeta[instance.id]!;
      meta.push({
        name: version,
        label: options?.label ?? (version === 'current' ? 'Next' : version),
        path: plan.base,
        mainDocId: plan.mainDoc?.id ?? 'intro',
        mainDocPath: plan.mainDoc?.path ?? plan.base,
        latest: version === last,
        // Docusaurus' defaults: versions listed before the latest one are unreleased, those after it unmaintained
        banner:
          options?.banner ?? (version === last ? 'none' : names.indexOf(version) < names.indexOf(last) ? 'unreleased' : 'unmaintained'),
        badge: options?.badge ?? names.length > 1,
      });
    }
  }

  // a locale's own authors and tags files of each blog (i18n/fr/docusaurus-plugin-content-blog/authors.yml)
  const localeData = new Map<string, NonNullable<BlogInput['localeFiles']>>();
  for (const rel of inputs.texts.keys()) {
    const kind = layout.classify(rel);
    if ((kind.type !== 'authors' && kind.type !== 'tags') || kind.locale === null || kind.locale === defaultLocale) continue;
    const id = kind.instance ?? 'default';
    const files = localeData.get(id) ?? {};
    files[kind.locale] = { ...files[kind.locale], [kind.type === 'authors' ? 'authorsFile' : 'tagsFile']: textFile(rel) };
    localeData.set(id, files);
  }
  const blogInputs = layout.blogs.map(
    (blog): BlogInput => ({
      blog,
      posts: blogPosts.get(blog.id) ?? [],
      authorsFile: textFile(blog.authorsFile),
      tagsFile: textFile(blog.tagsFile),
      ...(localeData.has(blog.id) ? { localeFiles: localeData.get(blog.id)! } : {}),
    }),
  );
  const blogs = blogInputs.map((input) => planBlog(input, ctx)) as SitePlan['blogs'];
  for (const blog of blogs) diagnostics.push(...blog.diagnostics);
  // a React page is in every locale, as Docusaurus builds one site per locale
  const otherLocales = config.i18n.locales.filter((locale) => locale !== config.i18n.defaultLocale);
  const reactPages: ReactPageFile[] = sortedTexts.flatMap(([rel]) => {
    const kind = layout.classify(rel);
    if (kind.type !== 'reactPage') return [];
    return [null, ...otherLocales].map((locale) => ({ file: fileOf(rel), sub: kind.sub, locale, instance: kind.instance }));
  });
  // a site plugin's route of a site component too, in every locale, as Docusaurus runs the plugin for each
  for (const { path, file } of layout.pluginPages ?? [])
    reactPages.push(...[null, ...otherLocales].map((locale) => ({ file: fileOf(file), route: path, locale })));
  const pages = [
    ...planPages(withLocaleFallbacks(translatedPages(pageFiles, layout.kind), otherLocales), ctx),
    ...planReactPages(reactPages, ctx),
  ];

  const all = [...versions.flatMap((v) => v.pages), ...blogs.flatMap((blog) => blog.pages), ...pages];
  const unique = dropDuplicateRoutes(all, diagnostics, layout.kind === 'docusaurus' ? SPACED_ROUTE_PATH : ROUTE_PATH);
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const plan of versions) for (const sidebar of plan.sidebars) sidebars[sidebar.key] = sidebar.built.items;
  for (const { record } of [...[...blogPosts.values()].flat(), ...pageFiles])
    if (!record.frontmatter || !record.output) failedPages.push({ file: record.file, abs: record.abs, route: null });
  return { pages: unique, versions, versionMeta, instanceVersionMeta, sidebars, blogs, blogInputs, diagnostics, ignoredFiles, failedPages };
}

// the manifest's route path shape; checked here so an odd file name is a diagnostic, not a crash. A
// Docusaurus site may have spaces in its file names, which Docusaurus serves (`/docs/my%20notes`); docgate's
// own layout asks for a slug instead, as a URL with spaces is easy to get wrong
const ROUTE_PATH = /^\/(?:[^\s?#]*[^\s?#/])?$/;
const SPACED_ROUTE_PATH = ROUTE_PATH_SHAPE;

/** Where a file sets its route, when it does: the `slug` field. */
const slugAt = (record: SourceRecord | null | undefined) =>
  record?.frontmatter && 'slug' in record.frontmatter && record.frontmatter.slug !== undefined ? record.locate(['slug']) : null;

/** The file and position that make a page: its slug, its markdown file, or what a generated page comes from. */
function whereDefined(page: PlannedPage): { file: string; line: number; column: number } {
  if (page.source) return { file: page.source.file, ...(slugAt(page.source) ?? FILE_START) };
  return page.origin ?? { file: 'content', line: 1, column: 1 };
}

function dropDuplicateRoutes(pages: PlannedPage[], diagnostics: Diagnostic[], shape: RegExp): PlannedPage[] {
  const seen = new Map<string, PlannedPage>();
  for (const page of pages) {
    if (!shape.test(page.route.path)) {
      const what = shape === ROUTE_PATH ? "spaces, '?' or '#'" : "line breaks, tabs, '?' or '#'";
      const message = `Invalid route ${JSON.stringify(page.route.path)}: a route may not contain ${what}; rename the file or set a slug`;
      const at = whereDefined(page);
      diagnostics.push(error('route', at.file, at, message));
      continue;
    }
    const other = seen.get(page.route.path);
    if (!other) {
      seen.set(page.route.path, page);
      continue;
    }
    // report at the file the author can change: a markdown file before a generated page
    const [at, first] = page.source || !other.source ? [page, other] : [other, page];
    const by = first.source?.file ?? first.origin?.file ?? `a generated ${first.route.kind} page`;
    const message = `Duplicate route ${page.route.path}, already produced by ${by}; change the file name or its slug`;
    const where = whereDefined(at);
    diagnostics.push(error('duplicate-route', where.file, where, message));
  }
  return [...seen.values()];
}

/**
 * A `versions` entry (label, path) for a version the site does not have is an error, as Docusaurus'
 * options check makes it: a typo would otherwise leave the version's label silently unchanged.
 */
function unknownVersionOptions(
  instance: SiteLayout['docs'][number],
  released: string[],
  kind: SiteLayout['kind'],
  inputs: Pick<SiteInputs, 'configFile' | 'locateConfig'>,
): Diagnostic[] {
  const available = ['current', ...released.filter((name) => name !== 'current')];
  const unknown = Object.keys(instance.versionOptions).filter((name) => !available.includes(name));
  if (unknown.length === 0) return [];
  const field = kind === 'native' ? 'docs.versions' : [...(instance.optionsPath ?? ['docs']), 'versions'].join('.');
  return unknown.map((name) => {
    const at = kind === 'native' ? inputs.locateConfig(['docs', 'versions', name]) : FILE_START;
    const message = `${field}.${name}: unknown version '${name}'; the versions are ${available.map((v) => `'${v}'`).join(', ')} (versions.json lists the released ones)`;
    return error('versions', inputs.configFile, at, message);
  });
}

/**
 * The pages a site builds: Docusaurus reads a locale's `docusaurus-plugin-content-pages` folder only for
 * translations of files in src/pages (each instance's in its own folder), so a file found only there (yew's `i18n/ja/.../index.mdx` beside
 * its `src/pages/index.tsx`) is not built, nor reported as a duplicate of the page at its route.
 */
function translatedPages(entries: Entry[], kind: SiteLayout['kind']): Entry[] {
  if (kind !== 'docusaurus') return entries;
  const originals = new Set(entries.filter((entry) => entry.locale === null).map(pagePlace));
  return entries.filter((entry) => entry.locale === null || originals.has(pagePlace(entry)));
}

/**
 * Standalone pages in every locale, as Docusaurus builds one site per locale: a page without a
 * translation in a locale is built there from the default locale's file (after the site's own pages).
 */
function withLocaleFallbacks(entries: Entry[], locales: string[]): Entry[] {
  const fallbacks: Entry[] = [];
  for (const locale of locales) {
    const translated = new Set(entries.filter((entry) => entry.locale === locale).map(pagePlace));
    for (const { source, ...entry } of entries)
      if (entry.locale === null && !translated.has(pagePlace(entry))) fallbacks.push({ ...entry, record: source ?? entry.record, locale });
  }
  return [...entries, ...fallbacks];
}
