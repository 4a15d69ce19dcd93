import type { BlogAuthor, BlogTag, ListedPost, PageData } from '../../../contracts/manifest.ts';
import type { PlannedPage, SourcePosition } from '../types.ts';
import { baseData } from '../generated-page.ts';
import { joinRoute } from '../docs/numbers.ts';
import type { PostInfo } from './post-info.ts';

/** A post as the manifest's blog index and the archive name it. */
export function postSummary(post: PostInfo): Omit<ListedPost, 'summaryHtml' | 'truncated'> {
  return {
    path: post.path,
    title: post.title,
    date: post.date,
    authors: post.authors.map((a) => a.key),
    tags: post.tags.map((t) => t.key),
    readingTimeMinutes: post.readingTimeMinutes,
  };
}

/** A post as a list entry; its summary HTML is rewritten later with the post's own URL map. */
export function listedPost(post: PostInfo): ListedPost {
  const output = post.record.output!;
  return {
    ...postSummary(post),
    summaryHtml: output.summaryHtml ?? output.html,
    truncated: output.summaryHtml !== null,
    ...(post.record.writtenFrontmatter ? { frontMatter: post.record.writtenFrontmatter } : {}),
  };
}

interface ListSpec {
  kind: 'blogList' | 'blogTag' | 'blogAuthor';
  base: string;
  title: string;
  description: string;
  posts: PostInfo[];
  tag?: BlogTag;
  author?: BlogAuthor;
  /** where the tag or author is defined, for diagnostics about its pages */
  origin?: SourcePosition;
  locale: string;
  /** what names the list in every locale (its default-locale path): the language menu leads to its copy */
  alternate: string;
  /** the path part before a page's number: the blog's pageBasePath (an author's: `authors` before Docusaurus 3.10) */
  pageBasePath: string;
  postsPerPage: number;
  /** another blog instance's id, which its routes carry */
  blog?: string;
}

/** Splits posts into pages of `postsPerPage`: `<base>`, `<base>/page/2`, ... */
export function paginatedList(spec: ListSpec): PlannedPage[] {
  const per = spec.postsPerPage;
  const totalPages = Math.max(1, Math.ceil(spec.posts.length / per));
  const pathOf = (n: number) => (n === 1 ? spec.base : joinRoute(spec.base, spec.pageBasePath, String(n)));
  const { locale } = spec;
  const pages: PlannedPage[] = [];
  for (let n = 1; n <= totalPages; n++) {
    const chunk = spec.posts.slice((n - 1) * per, n * per);
    const path = pathOf(n);
    const data = {
      ...baseData(path, spec.title, spec.description, locale),
      kind: spec.kind,
      posts: chunk.map(listedPost),
      pagination: { page: n, totalPages, ...(n > 1 ? { prev: pathOf(n - 1) } : {}), ...(n < totalPages ? { next: pathOf(n + 1) } : {}) },
      ...(spec.tag ? { tag: spec.tag } : {}),
      ...(spec.author ? { author: spec.author } : {}),
      postTags: Object.fromEntries(chunk.flatMap((post) => post.tags.map((tag) => [tag.key, tag]))),
      postAuthors: Object.fromEntries(chunk.flatMap((post) => post.authors.map((author) => [author.key, author]))),
    } satisfies PageData;
    pages.push({
      route: { path, kind: spec.kind, title: spec.title, locale, ...(spec.blog ? { blog: spec.blog } : {}), unlisted: false, draft: false },
      data,
      source: null,
      postSources: chunk.map((p) => p.record),
      alternateKey: `blog:${spec.alternate}:${n}`,
      searchable: false,
      ...(spec.origin ? { origin: spec.origin } : {}),
    });
  }
  return pages;
}
