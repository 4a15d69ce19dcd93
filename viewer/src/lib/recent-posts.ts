import type { Blog, Manifest, Route } from '../../../src/contracts/manifest.ts';

/** How many posts the blog's 'Recent posts' lists (Docusaurus's default). */
export const RECENT_POSTS = 5;

/** The blog a page belongs to: another blog instance's (its route names it: a changelog), else the main blog. */
export function blogOf(manifest: Manifest, blogId: string | undefined): Blog {
  return (blogId && manifest.blogs?.[blogId]) || manifest.blog;
}

/** The heading of the recent posts list: the blog's `blogSidebarTitle`, in the locale's words (options.json). */
export function recentPostsTitle(manifest: Manifest, locale: string | undefined, blogId?: string): string {
  const words = locale ? manifest.site.translations?.[locale] : undefined;
  const own = blogId && manifest.blogs?.[blogId] ? words?.blogs?.[blogId]?.sidebarTitle : words?.blog?.sidebarTitle;
  return own ?? blogOf(manifest, blogId).sidebar?.title ?? 'Recent posts';
}

/** The newest posts of the blog in `locale`, for the blog sidebar and the mobile menu on blog pages; none when the blog's sidebar count is 0. */
export function recentPosts(manifest: Manifest, locale: string | undefined, blogId?: string): Blog['posts'] {
  const blog = blogOf(manifest, blogId);
  const posts = (locale && blog.localePosts?.[locale]) || blog.posts;
  const count = blog.sidebar?.count ?? RECENT_POSTS;
  return count === -1 ? posts : posts.slice(0, count);
}

/** Posts grouped by the year of their date, in the order given (newest first): `[['2025', [...]], ...]`. */
export function postsByYear<T extends { date: string }>(posts: T[]): [string, T[]][] {
  const years = new Map<string, T[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

/** The tags or authors page of a route's blog (a changelog has its own) in the route's locale, if it has one. */
export function blogIndexPath(manifest: Manifest, route: Route, kind: 'blogTags' | 'blogAuthors'): string | undefined {
  return manifest.routes.find((candidate) => candidate.kind === kind && candidate.locale === route.locale && candidate.blog === route.blog)
    ?.path;
}
