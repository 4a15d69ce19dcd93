import { error, FILE_START, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Manifest, SidebarItem } from '../../contracts/manifest.ts';
import type { SourceRecord } from '../read/source.ts';
import type { LastCommit } from '../read/git.ts';
import type { SiteConfig } from '../read/config/schema.ts';
import { parseCategory, type CategoryMeta } from './docs/category.ts';
import { planVersion, type VersionPlan } from './docs/plan.ts';
import { docsBase } from './docs/doc-info.ts';
import { parseSidebars, parseVersions } from './docs/versions.ts';
import { planBlog, type BlogInput, type BlogPlan } from './blog/plan.ts';
import { planPages } from './pages/plan.ts';
import type { PlanContext, PlannedPage } from './types.ts';

export interface SiteInputs {
  config: SiteConfig;
  /** content-relative path -> record, for every markdown file */
  records: Map<string, SourceRecord>;
  /** content-relative path -> text, for category, authors, tags, versions and sidebars files */
  texts: Map<string, string>;
  git: Map<string, LastCommit>;
  includeDrafts: boolean;
  /** `content` relative to the project root, for diagnostics */
  contentPrefix: string;
}

export interface SitePlan {
  pages: PlannedPage[];
  versions: VersionPlan[];
  versionMeta: Manifest['versions'];
  sidebars: Record<string, SidebarItem[]>;
  blog: BlogPlan;
  /** what the blog was planned from, so an edit of a post can plan the blog alone again */
  blogInput: BlogInput;
  diagnostics: Diagnostic[];
}

/** What every planner reads besides its own files. */
export const planContext = (inputs: Pick<SiteInputs, 'config' | 'git' | 'includeDrafts'>): PlanContext => ({
  config: inputs.config,
  git: inputs.git,
  includeDrafts: inputs.includeDrafts,
});

/** Plans every route of the site from the loaded files: docs per version, blog, pages; no I/O. */
export function planSite(inputs: SiteInputs): SitePlan {
  const { config } = inputs;
  const diagnostics: Diagnostic[] = [];
  const locales = new Set(config.i18n.locales);
  const ctx = planContext(inputs);
  const fileOf = (rel: string) => `${inputs.contentPrefix}/${rel}`;
  const textFile = (rel: string) => {
    const text = inputs.texts.get(rel);
    return text === undefined ? null : { file: fileOf(rel), text };
  };
  const knownLocale = (record: SourceRecord, locale: string | null): boolean => {
    if (locale === null || (locales.has(locale) && locale !== config.i18n.defaultLocale)) return true;
    const message = `Locale '${locale}' is not in site.config.json i18n.locales (${[...locales].join(', ')}); file ignored`;
    diagnostics.push(warning('i18n', record.file, FILE_START, message));
    return false;
  };

  const versionsFile = parseVersions(fileOf('versions.json'), inputs.texts.get('versions.json'));
  diagnostics.push(...versionsFile.diagnostics);
  const docsByVersion = new Map<string, { record: SourceRecord; sub: string; locale: string | null }[]>();
  const blogPosts: { record: SourceRecord; sub: string; locale: string | null }[] = [];
  const pageFiles: { record: SourceRecord; sub: string; locale: string | null }[] = [];
  for (const record of [...inputs.records.values()].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const kind = record.kind;
    if (!knownLocale(record, kind.locale)) continue;
    if (kind.type === 'doc') {
      if (kind.version !== 'current' && !versionsFile.names.includes(kind.version)) {
        const message = `Versioned doc of version '${kind.version}', which versions.json does not list; file ignored`;
        diagnostics.push(warning('versions', record.file, FILE_START, message));
        continue;
      }
      const list = docsByVersion.get(kind.version) ?? [];
      list.push({ record, sub: kind.sub, locale: kind.locale });
      docsByVersion.set(kind.version, list);
    } else if (kind.type === 'post') blogPosts.push({ record, sub: kind.sub, locale: kind.locale });
    else pageFiles.push({ record, sub: kind.sub, locale: kind.locale });
  }

  const versions: VersionPlan[] = [];
  const sortedTexts = [...inputs.texts].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const version of ['current', ...versionsFile.names]) {
    const categories = new Map<string, CategoryMeta>();
    const root = version === 'current' ? 'docs/' : `versioned_docs/version-${version}/`;
    for (const [rel, text] of sortedTexts) {
      if (!rel.startsWith(root) || !rel.endsWith('/_category_.json')) continue;
      const parsed = parseCategory(fileOf(rel), text);
      diagnostics.push(...parsed.diagnostics);
      if (parsed.meta) categories.set(rel.slice(root.length, -'/_category_.json'.length), parsed.meta);
    }
    let sidebarFile = null;
    if (version !== 'current') {
      const rel = `versioned_sidebars/version-${version}-sidebars.json`;
      const parsed = parseSidebars(fileOf(rel), inputs.texts.get(rel), config.docs.sidebarId);
      diagnostics.push(...parsed.diagnostics);
      if (parsed.items) sidebarFile = { file: fileOf(rel), items: parsed.items, locateId: parsed.locateId };
    }
    const plan = planVersion({ version, docs: docsByVersion.get(version) ?? [], categories, sidebarFile }, ctx);
    diagnostics.push(...plan.diagnostics);
    versions.push(plan);
  }

  const blogInput: BlogInput = { posts: blogPosts, authorsFile: textFile('blog/authors.yml'), tagsFile: textFile('blog/tags.yml') };
  const blog = planBlog(blogInput, ctx);
  diagnostics.push(...blog.diagnostics);
  const pages = planPages(pageFiles, ctx);

  const all = [...versions.flatMap((v) => v.pages), ...blog.pages, ...pages];
  const unique = dropDuplicateRoutes(all, diagnostics);
  const sidebars: Record<string, SidebarItem[]> = {};
  const versionMeta: Manifest['versions'] = [];
  for (const plan of versions) {
    const name = plan.version;
    sidebars[name === 'current' ? config.docs.sidebarId : `version-${name}/${config.docs.sidebarId}`] = plan.sidebar;
    const path = docsBase(name, null);
    versionMeta.push({
      name,
      label: config.docs.versions[name]?.label ?? (name === 'current' ? 'Next' : name),
      path,
      mainDocId: plan.mainDoc?.id ?? 'intro',
      mainDocPath: plan.mainDoc?.path ?? path,
    });
  }
  return { pages: unique, versions, versionMeta, sidebars, blog, blogInput, diagnostics };
}

// the manifest's route path shape; checked here so an odd file name is a diagnostic, not a crash
const ROUTE_PATH = /^\/(?:[^\s?#]*[^\s?#/])?$/;

/** Where a file sets its route, when it does: the `slug` field. */
const slugAt = (record: SourceRecord | null | undefined) =>
  record?.frontmatter && 'slug' in record.frontmatter && record.frontmatter.slug !== undefined ? record.locate(['slug']) : null;

/** The file and position that make a page: its slug, its markdown file, or what a generated page comes from. */
function whereDefined(page: PlannedPage): { file: string; line: number; column: number } {
  if (page.source) return { file: page.source.file, ...(slugAt(page.source) ?? FILE_START) };
  return page.origin ?? { file: 'content', line: 1, column: 1 };
}

function dropDuplicateRoutes(pages: PlannedPage[], diagnostics: Diagnostic[]): PlannedPage[] {
  const seen = new Map<string, PlannedPage>();
  for (const page of pages) {
    if (!ROUTE_PATH.test(page.route.path)) {
      const message = `Invalid route ${JSON.stringify(page.route.path)}: a route may not contain spaces, '?' or '#'; rename the file or set a slug`;
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
