import GithubSlugger from 'github-slugger';
import { error, FILE_START, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BlogAuthor, BlogTag } from '../../../contracts/manifest.ts';
import type { PostFrontmatter } from '../../read/frontmatter-schema.ts';
import type { SourceRecord } from '../../read/source.ts';
import { joinRoute } from '../docs/numbers.ts';
import type { AuthorsFile, TagsFile } from './yaml-file.ts';
import { postAuthors } from './authors.ts';
import { docusaurusTags } from '../tag-refs.ts';
import type { BlogLayout } from '../../read/layout.ts';

export interface PostInfo {
  record: SourceRecord;
  frontmatter: PostFrontmatter;
  locale: string | null;
  /** the file or folder name without the date, or the frontmatter slug */
  slug: string;
  path: string;
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** the date with its time of day where it has one (a frontmatter `date: 2024-05-01T10:00`), which orders posts of a day */
  time: number;
  /** the file's path in the blog's folder (in its locale's folder for a translation) */
  sub: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** absent when the blog shows none (showReadingTime: false) */
  readingTimeMinutes?: number;
}

const DATED = /^(\d{4}-\d{2}-\d{2})[-_](.+)$/;
// Docusaurus: a date anywhere in the path, `2021/08/26/welcome.md` or `2021-08-26-welcome/index.md`
const DATE_IN_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i;

/** The blog's routes: `/blog`, its tags, authors and archive pages. */
export interface BlogRoutes {
  base: string;
  tags: string;
  authors: string;
  /** null when the blog has no archive page */
  archive: string | null;
  /** `page`, as in `/blog/page/2` */
  page: string;
}

/** The blog routes of a layout in a locale (null: the default locale). */
export function blogRoutes(blog: BlogLayout, locale: string | null = null): BlogRoutes {
  const base = blogBase(locale, blog.routeBasePath);
  return {
    base,
    tags: joinRoute(base, blog.tagsBasePath),
    authors: joinRoute(base, blog.authorsBasePath),
    archive: blog.archiveBasePath === null ? null : joinRoute(base, blog.archiveBasePath),
    page: blog.pageBasePath,
  };
}

/** The blog base route in a locale: `/blog` or `/fr/blog`. */
export const blogBase = (locale: string | null, routeBasePath: string): string => joinRoute(locale ? `/${locale}` : '/', routeBasePath);

/** Reading time at 200 words a minute, never under a minute. */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / 200));

/** Resolves a tag key through tags.yml; unknown keys warn and get a label and page of their own. */
export function tagFromFile(key: string, tags: TagsFile, tagsBase: string): BlogTag | null {
  if (!Object.hasOwn(tags, key)) return null;
  const entry = tags[key];
  const tag: BlogTag = {
    key,
    label: entry?.label ?? key,
    permalink: joinRoute(tagsBase, entry?.permalink ?? new GithubSlugger().slug(key)),
  };
  if (entry?.description) tag.description = entry.description;
  return tag;
}

/** What a post's route, date and links depend on besides its file. */
export interface PostContext {
  blog: BlogLayout;
  routes: BlogRoutes;
  /** the post's creation time when neither its name nor its frontmatter has a date (Docusaurus) */
  fallbackDate: (record: SourceRecord) => string;
  /** whether the blog has a tags file (a Docusaurus site warns about inline tags only then) */
  tagsFileRead: boolean;
}

/** Computes a post's slug, route, date, authors and tags, reporting unknown authors and tags. */
export function postInfo(
  record: SourceRecord,
  sub: string,
  locale: string | null,
  authorsFile: AuthorsFile,
  tagsFile: TagsFile,
  diagnostics: Diagnostic[],
  post: PostContext,
): PostInfo | null {
  const fm = record.frontmatter as PostFrontmatter;
  const named = post.blog.dateUrls ? docusaurusName(sub) : docgateName(sub);
  const rawDate = fm.date ?? named.date ?? (post.blog.requireDate ? undefined : post.fallbackDate(record));
  const time = rawDate ? new Date(rawDate).getTime() : Number.NaN;
  const date = Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
  if (!date) {
    const at = fm.date !== undefined ? record.locate(['date']) : FILE_START;
    const message = `Blog post has no valid date, expected a file name like YYYY-MM-DD-slug.md or a 'date' field`;
    diagnostics.push(error('blog-date', record.file, at, message));
    return null;
  }
  const slug = fm.slug?.replace(/^\/+/, '') ?? named.slug;
  const naming = post.blog.naming;
  const found = postAuthors(
    record,
    authorsFile,
    {
      authorsBase: post.routes.authors,
      slug: naming.type === 'docusaurus' ? 'kebab' : 'key',
      authorsFileName: post.blog.authorsFile ?? 'blog/authors.yml',
    },
    diagnostics,
  );
  if (naming.type === 'docusaurus' && naming.warnInlineAuthors && found.inline.length > 0) {
    const names = found.inline.map((i) => `'${found.authors[i]?.name}'`).join(', ');
    const message = `Author${found.inline.length > 1 ? 's' : ''} ${names} ${found.inline.length > 1 ? 'are' : 'is'} not defined in ${post.blog.authorsFile ?? 'authors.yml'}; declare them there and use their keys, or set the blog's onInlineAuthors to 'ignore'`;
    const at = record.locate([(record.frontmatter as PostFrontmatter).authors.length > 0 ? 'authors' : 'author']);
    diagnostics.push(warning('blog-author', record.file, at, message));
  }
  const tags =
    naming.type === 'docusaurus'
      ? docusaurusPostTags(record, tagsFile, post, diagnostics)
      : docgatePostTags(record, tagsFile, post, diagnostics);
  const output = record.output!;
  return {
    record,
    frontmatter: fm,
    locale,
    slug,
    path: joinRoute(blogBase(locale, post.blog.routeBasePath), slug),
    title: fm.title ?? output.title ?? named.title,
    date,
    time,
    sub,
    authors: found.authors,
    tags,
    ...(post.blog.options.showReadingTime ? { readingTimeMinutes: readingMinutes(output.words) } : {}),
  };
}

/** docgate's tags: keys of tags.yml; any other tag warns and gets a page of its own. */
function docgatePostTags(record: SourceRecord, tagsFile: TagsFile, post: PostContext, diagnostics: Diagnostic[]): BlogTag[] {
  const slugger = new GithubSlugger();
  return (record.frontmatter as PostFrontmatter).tags.map((ref, i) => {
    const key = typeof ref === 'string' ? ref : ref.label;
    const tag = typeof ref === 'string' ? tagFromFile(key, tagsFile, post.routes.tags) : null;
    if (tag) return tag;
    const message = `Unknown tag '${key}', expected a key of ${post.blog.tagsFile ?? 'blog/tags.yml'}; add it there to give it a label and description`;
    diagnostics.push(warning('blog-tag', record.file, record.locate(['tags', i]), message));
    return {
      key,
      label: key,
      permalink: joinRoute(post.routes.tags, typeof ref === 'string' ? slugger.slug(key) : (ref.permalink ?? slugger.slug(key))),
    };
  });
}

/** Docusaurus' tags: an inline tag warns only when the blog has a tags file. */
function docusaurusPostTags(record: SourceRecord, tagsFile: TagsFile, post: PostContext, diagnostics: Diagnostic[]): BlogTag[] {
  const hasFile = post.tagsFileRead;
  const { tags, inline } = docusaurusTags((record.frontmatter as PostFrontmatter).tags, post.routes.tags, hasFile ? tagsFile : null);
  const naming = post.blog.naming;
  if (hasFile && naming.type === 'docusaurus' && naming.warnInlineTags)
    for (const i of inline) {
      const message = `Tag '${tags[i]!.label}' is not defined in ${post.blog.tagsFile ?? 'tags.yml'}; add it there or set the blog's onInlineTags to 'ignore'`;
      diagnostics.push(warning('blog-tag', record.file, record.locate(['tags', i]), message));
    }
  return tags;
}

/** docgate: `2025-01-10-welcome.md` and `2025-01-10-welcome/index.md` are `welcome`, dated by the name. */
function docgateName(sub: string): { date: string | undefined; slug: string; title: string } {
  const name = sub.split('/')[0]!.replace(/\.mdx?$/i, '');
  const dated = DATED.exec(name);
  const slug = dated?.[2] ?? name;
  return { date: dated?.[1], slug, title: slug };
}

/**
 * Docusaurus (blogUtils' parseBlogFileName): a date in the path makes `YYYY/MM/DD/<folder><text>`, and
 * the title falls back to the text after the date; without one the path itself is the slug.
 */
export function docusaurusName(sub: string): { date: string | undefined; slug: string; title: string } {
  const match = DATE_IN_PATH.exec(sub);
  if (match) {
    const { folder, date, text } = match.groups as { folder: string; date: string; text: string };
    const [y, m, d] = date.split(/[-/]/) as [string, string, string];
    return { date: `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`, slug: `${date.replace(/-/g, '/')}/${folder}${text}`, title: text };
  }
  const text = sub.replace(/(?:\/index)?\.mdx?$/i, '');
  return { date: undefined, slug: text, title: text };
}
