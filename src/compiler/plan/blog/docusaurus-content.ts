import { relative, resolve, sep } from 'node:path';
import type { BlogAuthor, BlogTag, PageData } from '../../../contracts/manifest.ts';
import type { BlogLayout } from '../../read/layout.ts';
import type { SourceRecord } from '../../read/source.ts';
import type { PlannedPage } from '../types.ts';
import { joinRoute } from '../docs/numbers.ts';
import type { SitePlan } from '../plan-site.ts';
import { blogRoutes } from './post-info.ts';

// The posts of a blog folder as Docusaurus' blog plugin loads them (its loadContent's BlogContent, 3.x, with
// 2.x's formattedDate and blogListPaginated too): what a site's plugin taking them hands its code
// (blog-stand-in.ts). Made from docgate's plan of the blog, so routes, titles, dates, authors and tags are the
// pages' own; permalinks carry the baseUrl, as Docusaurus' do.

type PostData = Extract<PageData, { kind: 'blogPost' }>;

interface TagMetadata {
  label: string;
  permalink: string;
  description?: string;
}

interface BlogPost {
  id: string;
  metadata: {
    permalink: string;
    source: string;
    title: string;
    description: string;
    /** a Date in Docusaurus, its ISO string once sent to the browser */
    date: string;
    formattedDate: string;
    tags: TagMetadata[];
    readingTime?: number;
    hasTruncateMarker: boolean;
    authors: Record<string, unknown>[];
    frontMatter: Record<string, unknown>;
    unlisted: boolean;
    editUrl?: string;
    prevItem?: { title: string; permalink: string };
    nextItem?: { title: string; permalink: string };
  };
  /** the post's Markdown, without its frontmatter */
  content: string;
}

interface BlogPaginated {
  metadata: {
    blogTitle: string;
    blogDescription: string;
    permalink: string;
    page: number;
    postsPerPage: number;
    totalCount: number;
    totalPages: number;
    previousPage?: string;
    nextPage?: string;
  };
  items: string[];
}

/** Docusaurus' BlogContent. */
export interface BlogContent {
  blogTitle: string;
  blogDescription: string;
  blogSidebarTitle: string;
  blogPosts: BlogPost[];
  blogListPaginated: BlogPaginated[];
  blogTags: Record<string, TagMetadata & { items: string[]; pages: BlogPaginated[]; unlisted: boolean }>;
  blogTagsListPath: string;
}

export interface ContentOptions {
  /** the site folder, absolute */
  siteDir: string;
  baseUrl: string;
  defaultLocale: string;
  /** a post file's text (its record: a record is made anew each time its file is read again) */
  read: (record: SourceRecord) => string | null;
}

/**
 * The posts of a folder (absolute) in a locale, as the blog plugin given that folder loads them: the planned
 * posts whose file is in it (a blog's own folder, or a locale's translation folder), in the locale asked for
 * where they are built in it, else in the one they are. Null when no blog has posts or its folder there.
 */
export function blogContent(plan: SitePlan, folder: string, locale: string, options: ContentOptions): BlogContent | null {
  const inFolder = (abs: string) => abs === folder || abs.startsWith(folder + sep);
  for (const [i, blogPlan] of plan.blogs.entries()) {
    const blog = plan.blogInputs[i]!.blog;
    const found = blogPlan.pages.filter((page) => page.route.kind === 'blogPost' && page.source && inFolder(resolve(page.source.abs)));
    if (found.length === 0 && resolve(options.siteDir, blog.path) !== folder) continue;
    const shown = found.some((page) => page.route.locale === locale) ? locale : (found[0]?.route.locale ?? locale);
    const posts = found.filter((page) => page.route.locale === shown);
    return localeContent(blog, posts, blogPlan.pages, shown, options);
  }
  return null;
}

function localeContent(blog: BlogLayout, posts: PlannedPage[], pages: PlannedPage[], locale: string, options: ContentOptions): BlogContent {
  const withBase = (path: string) => joinRoute(options.baseUrl, path);
  // the blog's routes in that locale: `/zh/blog` for the zh posts
  const routes = blogRoutes(blog, locale === options.defaultLocale ? null : locale);
  // the blog's title as its list page in that locale has it (its options.json words)
  const list = pages.find((page) => page.route.kind === 'blogList' && page.route.locale === locale)?.data;
  const blogTitle = list?.title ?? blog.options.title;
  const blogDescription = list?.description ?? blog.options.description;
  const blogPosts = posts.map((page) => blogPost(page, routes.base, options));
  const listed = blogPosts.filter((post) => !post.metadata.unlisted);
  const paging = { blogTitle, blogDescription, postsPerPage: blog.options.postsPerPage, pageBasePath: blog.pageBasePath };
  const tags = new Map<string, TagMetadata & { items: string[] }>();
  for (const post of listed)
    for (const tag of post.metadata.tags) {
      const known = tags.get(tag.permalink) ?? { ...tag, items: [] };
      if (!known.items.includes(post.metadata.permalink)) known.items.push(post.metadata.permalink);
      tags.set(tag.permalink, known);
    }
  return {
    blogTitle,
    blogDescription,
    blogSidebarTitle: blog.options.sidebarTitle,
    blogPosts,
    blogListPaginated: paginate(withBase(routes.base), listed, paging),
    blogTags: Object.fromEntries(
      [...tags].map(([permalink, tag]) => [permalink, { ...tag, pages: paginate(permalink, tag.items, paging), unlisted: false }]),
    ),
    blogTagsListPath: withBase(routes.tags),
  };
}

function blogPost(page: PlannedPage, base: string, options: ContentOptions): BlogPost {
  const data = page.data as PostData;
  const record = page.source!;
  const frontMatter = record.writtenFrontmatter ?? {};
  const withBase = (path: string) => joinRoute(options.baseUrl, path);
  const link = (to: { title: string; path: string } | null) => (to ? { title: to.title, permalink: withBase(to.path) } : undefined);
  const date = postDate(frontMatter.date, data.date);
  return {
    // the slug: the post's path under the blog's route base
    id: data.path.slice(base.length).replace(/^\//, ''),
    metadata: {
      permalink: withBase(data.path),
      source: `@site/${relative(options.siteDir, record.abs).split(sep).join('/')}`,
      title: data.title,
      description: data.description,
      date: date.toISOString(),
      formattedDate: new Intl.DateTimeFormat(data.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date),
      tags: data.tags.map((tag) => tagMetadata(tag, withBase)),
      ...(data.readingTimeMinutes !== undefined ? { readingTime: data.readingTimeMinutes } : {}),
      hasTruncateMarker: data.truncated,
      authors: data.authors.map((author) => authorOf(author, withBase)),
      frontMatter,
      unlisted: page.route.unlisted,
      ...(data.editUrl ? { editUrl: data.editUrl } : {}),
      // Docusaurus' previous is the newer post, as docgate's
      ...(data.prev ? { prevItem: link(data.prev) } : {}),
      ...(data.next ? { nextItem: link(data.next) } : {}),
    },
    content: withoutFrontmatter(options.read(record) ?? ''),
  };
}

/** The frontmatter's date where it has a time (docgate's plan keeps the day), else the planned day at 00:00 UTC. */
function postDate(written: unknown, day: string): Date {
  const exact = typeof written === 'string' ? new Date(written) : null;
  return exact && !Number.isNaN(exact.getTime()) && exact.toISOString().startsWith(day) ? exact : new Date(`${day}T00:00:00.000Z`);
}

const tagMetadata = (tag: BlogTag, withBase: (path: string) => string): TagMetadata => ({
  label: tag.label,
  permalink: withBase(tag.permalink),
  ...(tag.description !== undefined ? { description: tag.description } : {}),
});

/** An author as Docusaurus normalizes one: `imageURL`, and its `page` when it has one. */
function authorOf(author: BlogAuthor, withBase: (path: string) => string): Record<string, unknown> {
  const { imageUrl, permalink, socials, ...rest } = author;
  return {
    ...rest,
    // Docusaurus' shape: an object by platform (docgate's manifest lists them)
    socials: Object.fromEntries(socials.map(({ platform, url }) => [platform, url])),
    ...(imageUrl !== undefined ? { imageURL: imageUrl } : {}),
    page: permalink ? { permalink: withBase(permalink) } : null,
  };
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const withoutFrontmatter = (text: string): string => text.replace(FRONTMATTER, '');

/** Docusaurus' paginateBlogPosts: list pages of `postsPerPage` at `<base>`, `<base>/page/2`... */
function paginate(
  base: string,
  posts: (BlogPost | string)[],
  paging: { blogTitle: string; blogDescription: string; postsPerPage: number; pageBasePath: string },
): BlogPaginated[] {
  const items = posts.map((post) => (typeof post === 'string' ? post : post.metadata.permalink));
  const per = paging.postsPerPage > 0 ? paging.postsPerPage : Math.max(1, items.length);
  const totalPages = Math.max(1, Math.ceil(items.length / per));
  const permalink = (page: number) => (page === 1 ? base : joinRoute(base, paging.pageBasePath, String(page)));
  return Array.from({ length: totalPages }, (_, i) => ({
    metadata: {
      blogTitle: paging.blogTitle,
      blogDescription: paging.blogDescription,
      permalink: permalink(i + 1),
      page: i + 1,
      postsPerPage: per,
      totalCount: items.length,
      totalPages,
      ...(i > 0 ? { previousPage: permalink(i) } : {}),
      ...(i + 1 < totalPages ? { nextPage: permalink(i + 2) } : {}),
    },
    items: items.slice(i * per, (i + 1) * per),
  }));
}
