import { FILE_START, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BlogAuthor, BlogTag, Manifest, PageData } from '../../../contracts/manifest.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { BlogLayout } from '../../read/layout.ts';
import type { PlanContext, PlannedPage, SourcePosition } from '../types.ts';
import { lineColumnAt } from '../../read/positions.ts';
import { paginatedList, postSummary } from './list-pages.ts';
import { baseData, localeWords } from '../generated-page.ts';
import { blogRoutes, postInfo, type BlogRoutes, type PostContext, type PostInfo } from './post-info.ts';
import { authorFromFile } from './authors.ts';
import { postPage } from './post-pages.ts';
import { authorsFileSchema, parseYamlFile, tagsFileSchema, type AuthorsFile, type TagsFile } from './yaml-file.ts';

export interface BlogInput {
  /** the blog plugin instance planned */
  blog: BlogLayout;
  /** `source`: the blog folder's file, when the default locale's own i18n folder gave `record` */
  posts: { record: SourceRecord; sub: string; locale: string | null; source?: SourceRecord }[];
  authorsFile: { file: string; text: string } | null;
  tagsFile: { file: string; text: string } | null;
  /** a locale's own authors and tags files, which its posts use over the blog's, as Docusaurus reads them */
  localeFiles?: Record<string, { authorsFile?: { file: string; text: string } | null; tagsFile?: { file: string; text: string } | null }>;
}

export interface BlogPlan {
  /** the plugin id of a blog other than the site's main one (layout.blogs[0], the manifest's `blog`): its key in `blogs` */
  instance?: string;
  pages: PlannedPage[];
  manifest: Omit<Manifest['blog'], 'feeds'>;
  /** listed default-locale posts, newest first, for the feeds */
  listed: PostInfo[];
  /** authors.yml as read, so later checks (avatar files) can point into it */
  authorsSource: { file: string; text: string } | null;
  diagnostics: Diagnostic[];
}

const depth = (sub: string): number => sub.split('/').length;

/**
 * Newest first, as Docusaurus sorts its posts: by date and time, and posts of the same moment in the order its
 * glob reads their files, a folder's own files (by name, byte by byte) before those of its subfolders.
 */
const byDateDesc = (a: PostInfo, b: PostInfo): number =>
  b.time - a.time || depth(a.sub) - depth(b.sub) || (a.sub < b.sub ? -1 : a.sub > b.sub ? 1 : 0);

/**
 * Plans posts, list pages with pagination, tag and author pages, the archive and the manifest's blog block,
 * in every locale, as Docusaurus builds one site per locale: a locale's blog holds its translated posts and,
 * for the rest, the default locale's posts (under `/<locale>/blog`), with its own lists, tags and authors.
 */
export function planBlog(input: BlogInput, ctx: PlanContext): BlogPlan {
  const { blog } = input;
  const diagnostics: Diagnostic[] = [];
  const authorsFile: AuthorsFile = load(input.authorsFile, authorsFileSchema, diagnostics) ?? {};
  const tagsFile: TagsFile = load(input.tagsFile, tagsFileSchema, diagnostics) ?? {};
  const shown = input.posts.filter(({ record }) => record.frontmatter && record.output && (ctx.includeDrafts || !record.frontmatter.draft));
  const { defaultLocale, locales } = ctx.config.i18n;
  const pages: PlannedPage[] = [];
  let main: LocaleBlog | null = null;
  const localePosts: Record<string, PostSummary[]> = {};
  // Docusaurus reads a locale's post only as the translation of the default locale's at the same path:
  // one of the locale's folder alone is never built (semantic-router's zh-Hans `welcome`)
  const originals = new Set(input.posts.filter((post) => post.locale === null).map((post) => post.sub));
  const orphan = (post: (typeof shown)[number]): boolean =>
    ctx.layout.kind === 'docusaurus' && post.locale !== null && !originals.has(post.sub);
  for (const post of shown.filter(orphan)) {
    const message = `Translated blog post '${post.sub}' has no original in ${blog.path}/ (a file at the same path), so it is not built, as Docusaurus does not read it`;
    diagnostics.push(warning('i18n', post.record.file, FILE_START, message));
  }
  for (const locale of [null, ...locales.filter((code) => code !== defaultLocale)]) {
    const own = shown.filter((post) => post.locale === locale && !orphan(post));
    const translated = new Set(own.map((post) => post.sub));
    // a default-locale post without a translation here, reported once (where it is built in the default locale)
    const fallbacks = locale ? shown.filter((post) => post.locale === null && !translated.has(post.sub)) : [];
    if (locale && own.length === 0 && fallbacks.length === 0) continue;
    const routes = blogRoutes(blog, locale);
    // the locale's own authors and tags files, for all of its posts (the untranslated ones too)
    const files = locale ? input.localeFiles?.[locale] : undefined;
    const authors = (files?.authorsFile && load(files.authorsFile, authorsFileSchema, diagnostics)) || authorsFile;
    const tags = (files?.tagsFile && load(files.tagsFile, tagsFileSchema, diagnostics)) || tagsFile;
    const postContext: PostContext = {
      blog,
      routes,
      fallbackDate: (record) => ctx.git.get(record.contentRel)?.at ?? record.mtime,
      tagsFileRead: input.tagsFile !== null || !!files?.tagsFile,
    };
    const infos = [
      ...own.map(({ record, sub }) => postInfo(record, sub, locale, authors, tags, diagnostics, postContext)),
      ...fallbacks.map(({ record, sub, source }) => postInfo(source ?? record, sub, locale, authors, tags, [], postContext)),
    ]
      .filter((p): p is PostInfo => p !== null)
      .sort(byDateDesc);
    const planned = planLocaleBlog(infos, locale ?? defaultLocale, routes, authors, input, ctx);
    pages.push(...planned.pages);
    if (locale) localePosts[locale] = planned.listed.map(postSummary);
    else main = planned;
  }
  const { title, description, postsPerPage, sidebarTitle, sidebarCount } = blog.options;
  const listed = main?.listed ?? [];
  const instance = instanceOf(blog, ctx);
  return {
    ...(instance ? { instance } : {}),
    pages,
    listed,
    authorsSource: input.authorsFile,
    diagnostics,
    manifest: {
      path: blogRoutes(blog).base,
      title,
      description,
      postsPerPage,
      sidebar: { title: sidebarTitle, count: sidebarCount === 'ALL' ? -1 : sidebarCount },
      posts: listed.map(postSummary),
      tags: Object.fromEntries((main?.tags ?? []).map((t) => [t.key, t])),
      authors: Object.fromEntries([...(main?.authors ?? new Map()).entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
      archive: archiveYears(listed).map((y) => ({ year: y.year, posts: y.posts.map((p) => p.path) })),
      ...(Object.keys(localePosts).length > 0 ? { localePosts } : {}),
    },
  };
}

type PostSummary = ReturnType<typeof postSummary>;

interface LocaleBlog {
  pages: PlannedPage[];
  /** listed posts, newest first */
  listed: PostInfo[];
  tags: (BlogTag & { count: number })[];
  authors: Map<string, BlogAuthor>;
}

/** The blog of one locale: its posts' pages, lists, tag and author pages and archive. */
function planLocaleBlog(
  infos: PostInfo[],
  locale: string,
  routes: BlogRoutes,
  authorsFile: AuthorsFile,
  input: BlogInput,
  ctx: PlanContext,
): LocaleBlog {
  const { blog } = input;
  const listed = infos.filter((p) => !p.frontmatter.unlisted);
  // a translated blog's title and description come from its options.json, as Docusaurus translates them
  const own = blogTranslation(ctx, locale, blog);
  const title = own?.title ?? blog.options.title;
  const description = own?.description ?? blog.options.description;
  const words = localeWords(ctx, locale);
  const pages: PlannedPage[] = [];
  // another blog instance's routes name it, so the viewer shows that blog's recent posts beside them
  const instance = instanceOf(blog, ctx);
  const paging = { postsPerPage: blog.options.postsPerPage, pageBasePath: blog.pageBasePath, ...(instance ? { blog: instance } : {}) };
  // list pages of every locale are one page for the language menu, named by their default-locale path
  const base = blogRoutes(blog);
  const alternate = (path: string) => `${base.base}${path.slice(routes.base.length)}`;

  // newer/older links run along the listed posts; an unlisted post has neither
  const position = new Map(listed.map((post, i) => [post, i]));
  for (const post of infos) {
    const i = position.get(post) ?? -1;
    pages.push(postPage(post, i > 0 ? listed[i - 1]! : null, i >= 0 ? (listed[i + 1] ?? null) : null, { layout: blog, instance }, ctx));
  }

  const authors = new Map<string, BlogAuthor>();
  for (const [key, entry] of Object.entries(authorsFile))
    authors.set(key, authorFromFile(key, entry, routes.authors, blog.naming.type === 'docusaurus' ? 'kebab' : 'key'));
  for (const post of listed) for (const a of post.authors) if (!authors.has(a.key)) authors.set(a.key, a);
  // by permalink, as Docusaurus groups them: `Web` on one post and `web` on another are one tag page
  const tags = new Map<string, BlogTag & { count: number }>();
  for (const post of listed) {
    for (const tag of new Map(post.tags.map((t) => [t.permalink, t])).values()) {
      const known = tags.get(tag.permalink);
      tags.set(tag.permalink, { ...(known ?? tag), count: (known?.count ?? 0) + 1 });
    }
  }
  const sortedTags = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label, 'en'));
  const authorCount = (key: string) => listed.filter((p) => p.authors.some((a) => a.key === key)).length;

  if (infos.length > 0) {
    pages.push(
      ...paginatedList({
        kind: 'blogList',
        base: routes.base,
        title,
        description,
        posts: listed,
        locale,
        alternate: alternate(routes.base),
        ...paging,
      }),
    );
    for (const tag of sortedTags) {
      const posts = listed.filter((p) => p.tags.some((t) => t.permalink === tag.permalink));
      const { count: _count, ...plain } = tag;
      const nPosts = words.plural('theme.blog.post.plurals', 'One post|{count} posts', tag.count);
      const heading = words.text('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts, tagName: tag.label });
      const origin = keyAt(input.tagsFile, tag.key) ?? firstUse(posts, 'tags', tag.key);
      const spec = {
        kind: 'blogTag',
        base: tag.permalink,
        title: heading,
        description: tag.description ?? '',
        posts,
        tag: plain,
        origin,
      } as const;
      pages.push(...paginatedList({ ...paging, ...spec, locale, alternate: alternate(tag.permalink) }));
    }
    for (const author of authors.values()) {
      if (!author.permalink) continue;
      const posts = listed.filter((p) => p.authors.some((a) => a.key === author.key));
      const origin = keyAt(input.authorsFile, author.key);
      // as Docusaurus' useBlogAuthorPageTitle: the tab reads 'Sébastien Lorber - 3 posts'
      const nPosts = words.plural('theme.blog.post.plurals', 'One post|{count} posts', posts.length);
      const spec = {
        kind: 'blogAuthor',
        base: author.permalink,
        title: words.text('theme.blog.author.pageTitle', '{authorName} - {nPosts}', { authorName: author.name, nPosts }),
        description: author.title ?? '',
        posts,
        author,
        // an author's later pages: `/blog/authors/<key>/page/2`, or `.../authors/2` before Docusaurus 3.10
        pageBasePath: blog.authorPageBasePath,
      } as const;
      pages.push(...paginatedList({ ...paging, ...spec, ...(origin ? { origin } : {}), locale, alternate: alternate(author.permalink) }));
    }
    // as Docusaurus: no tags page for a blog without tags, no authors page without authors
    if (sortedTags.length > 0) {
      const tagsTitle = words.text('theme.tags.tagsPageTitle', 'Tags');
      const tagsData: PageData = { kind: 'blogTags', ...baseData(routes.tags, tagsTitle, '', locale), tags: sortedTags };
      pages.push(generated(routes.tags, 'blogTags', tagsTitle, tagsData, locale, alternate(routes.tags), instance));
    }
    const authorList = [...authors.values()]
      .map((a) => ({ ...a, count: authorCount(a.key) }))
      .filter((a) => a.count > 0 || Object.hasOwn(authorsFile, a.key));
    // as Docusaurus: the authors page lists the authors map's (authors.yml); without one there is none,
    // however many inline or legacy authors the posts name
    if (authorList.length > 0 && Object.keys(authorsFile).length > 0) {
      const authorsTitle = words.text('theme.blog.authorsList.pageTitle', 'Authors');
      const authorsData: PageData = { kind: 'blogAuthors', ...baseData(routes.authors, authorsTitle, '', locale), authors: authorList };
      pages.push(generated(routes.authors, 'blogAuthors', authorsTitle, authorsData, locale, alternate(routes.authors), instance));
    }
    if (routes.archive !== null) {
      const archiveTitle = words.text('theme.blog.archive.title', 'Archive');
      const archiveData: PageData = {
        kind: 'blogArchive',
        ...baseData(routes.archive, archiveTitle, words.text('theme.blog.archive.description', 'Archive'), locale),
        years: archiveYears(listed).map((y) => ({ year: y.year, posts: y.posts.map(postSummary) })),
      };
      pages.push(generated(routes.archive, 'blogArchive', archiveTitle, archiveData, locale, alternate(routes.archive), instance));
    }
  }
  return { pages, listed, tags: sortedTags, authors };
}

/** The plugin id of a blog other than the site's main one; undefined for the main blog. */
const instanceOf = (blog: BlogLayout, ctx: PlanContext): string | undefined => (blog.id === ctx.layout.blogs[0].id ? undefined : blog.id);

/** A locale's options.json words of a blog: `docusaurus-plugin-content-blog/options.json` for the main blog, `-<id>/` for another. */
function blogTranslation(ctx: PlanContext, locale: string, blog: BlogLayout): Record<string, string> | undefined {
  const files = ctx.layout.themeTranslations?.[locale];
  const instance = instanceOf(blog, ctx);
  return instance ? files?.blogs?.[instance] : files?.blog;
}

/** Where `key:` starts a top-level entry of a YAML data file. */
function keyAt(input: { file: string; text: string } | null, key: string): SourcePosition | undefined {
  const match = input ? new RegExp(`^["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm').exec(input.text) : null;
  return input && match ? { file: input.file, ...lineColumnAt(input.text, match.index) } : undefined;
}

/** The frontmatter entry of the first post that names `key` in `field`. */
function firstUse(posts: PostInfo[], field: 'tags', key: string): SourcePosition | undefined {
  for (const post of posts) {
    const i = post.frontmatter[field].indexOf(key);
    if (i !== -1) return { file: post.record.file, ...post.record.locate([field, i]) };
  }
  return undefined;
}

function archiveYears(posts: PostInfo[]): { year: string; posts: PostInfo[] }[] {
  const years = new Map<string, PostInfo[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([year, list]) => ({ year, posts: list }));
}

function generated(
  path: string,
  kind: 'blogTags' | 'blogAuthors' | 'blogArchive',
  title: string,
  data: PageData,
  locale: string,
  alternate: string,
  /** another blog instance's id */
  blog: string | undefined,
): PlannedPage {
  const route = { path, kind, title, locale, ...(blog ? { blog } : {}), unlisted: false, draft: false };
  return { route, data, source: null, alternateKey: `blog:${alternate}`, searchable: false };
}

function load<S extends typeof authorsFileSchema | typeof tagsFileSchema>(
  input: { file: string; text: string } | null,
  schema: S,
  diagnostics: Diagnostic[],
) {
  if (!input) return null;
  const parsed = parseYamlFile(input.file, input.text, schema);
  diagnostics.push(...parsed.diagnostics);
  return parsed.data as import('zod').output<S> | null;
}
