import type { Manifest } from '../../../src/contracts/manifest.ts';

/** How many posts the blog's 'Recent posts' lists (Docusaurus's default). */
export const RECENT_POSTS = 5;

/** The newest posts of the blog in `locale`, for the blog sidebar and the mobile menu on blog pages. */
export function recentPosts(manifest: Manifest, locale: string | undefined): Manifest['blog']['posts'] {
  const posts = (locale && manifest.blog.localePosts?.[locale]) || manifest.blog.posts;
  return posts.slice(0, RECENT_POSTS);
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
