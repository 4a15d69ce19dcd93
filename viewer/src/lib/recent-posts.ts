import type { Manifest } from '../../../src/contracts/manifest.ts';

/** How many posts the blog's 'Recent posts' lists (Docusaurus's default). */
export const RECENT_POSTS = 5;

/** The newest posts, for the blog sidebar and the mobile menu on blog pages. */
export function recentPosts(manifest: Manifest): Manifest['blog']['posts'] {
  return manifest.blog.posts.slice(0, RECENT_POSTS);
}
