import { Feed } from 'feed';
import type { SiteConfig } from '../read/config/schema.ts';
import type { PostInfo } from '../plan/blog/post-info.ts';

/** Absolute URL of a site path, from config url + baseUrl. */
export const absoluteUrl = (config: SiteConfig, path: string): string =>
  config.url.replace(/\/+$/, '') + config.baseUrl.replace(/\/$/, '') + path;

/** The blog a feed is of: its base path (`/blog`, `/changelog`), title and description. */
export interface FeedBlog {
  path: string;
  title: string;
  description: string;
}

/** RSS 2.0 and Atom feeds of the listed posts; dated by the newest post so identical input gives identical bytes. */
export function buildFeeds(
  config: SiteConfig,
  blog: FeedBlog,
  posts: PostInfo[],
  htmlOf: (post: PostInfo) => string,
): { rss: string; atom: string } {
  const newest = posts[0]?.date ?? '1970-01-01';
  const blogUrl = absoluteUrl(config, blog.path);
  const feed = new Feed({
    id: blogUrl,
    title: `${config.title} ${blog.title}`,
    description: blog.description,
    link: blogUrl,
    language: config.i18n.defaultLocale,
    updated: new Date(`${newest}T00:00:00.000Z`),
    generator: 'docgate',
    copyright: config.footer.copyright,
    // where Docusaurus serves them: under the blog's base path
    feedLinks: { rss: absoluteUrl(config, `${blog.path}/rss.xml`), atom: absoluteUrl(config, `${blog.path}/atom.xml`) },
  });
  for (const post of posts) {
    const link = absoluteUrl(config, post.path);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(`${post.date}T00:00:00.000Z`),
      description: post.frontmatter.description ?? '',
      content: htmlOf(post),
      author: post.authors.map((a) => ({ name: a.name, ...(a.url ? { link: a.url } : {}) })),
      category: post.tags.map((t) => ({ name: t.label })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
