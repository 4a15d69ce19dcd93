import type { Manifest } from '../../../src/contracts/manifest.ts';

/** How many posts the blog's 'Recent posts' lists (Docusaurus's default). */
export const RECENT_POSTS = 5;

/** The heading of the recent posts list: the blog's `blogSidebarTitle`, in the locale's words (options.json). */
export function recentPostsTitle(manifest: Manifest, locale: string | undefined): string {
  const own = locale ? manifest.site.translations?.[locale]?.blog?.sidebarTitle : undefined;
  return own ?? manifest.blog.sidebar?.title ?? 'Recent posts';
}

/** The newest posts of the blog in `locale`, for the blog sidebar and the mobile menu on blog pages; none when the blog's sidebar count is 0. */
export function recentPosts(manifest: Manifest, locale: string | undefined): Manifest['blog']['posts'] {
  const posts = (locale && manifest.blog.localePosts?.[locale]) || manifest.blog.posts;
  const count = manifest.blog.sidebar?.count ?? RECENT_POSTS;
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
