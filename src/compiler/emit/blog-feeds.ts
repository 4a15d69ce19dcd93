import type { Manifest } from '../../contracts/manifest.ts';
import type { SiteConfig } from '../read/config/schema.ts';
import type { SourceRecord } from '../read/source.ts';
import { contentHash } from '../read/hash.ts';
import { rewriteUrls } from '../markdown/rewrite-urls.ts';
import type { BlogPlan } from '../plan/blog/plan.ts';
import type { SitePlan } from '../plan/plan-site.ts';
import { buildFeeds } from './feeds.ts';

// The manifest's blog blocks and the feed files of every blog: the main blog's `blog` and `blog/rss.xml`,
// another's `blogs.<id>` and `blog/<id>/rss.xml`. Both are kept by blog plan: a patched plan keeps the
// blogs no edit touched, so an edit of a doc re-makes neither.

/** A feed file's text and its content hash (for the build id), by its path under dist/site. */
export type Feeds = Map<string, { content: string; hash: string }>;

const made = new WeakMap<BlogPlan, Manifest['blog']>();
const blogManifestOf = (blog: BlogPlan): Manifest['blog'] => {
  let manifest = made.get(blog);
  if (!manifest) {
    manifest = { ...blog.manifest, ...(blog.listed.length > 0 ? { feeds: feedPaths(blog) } : {}) };
    made.set(blog, manifest);
  }
  return manifest;
};

/** The manifest's `blog` (the main blog) and, when the site has more, `blogs` (plugin id -> blog). */
export function blogManifests(plan: SitePlan): Pick<Manifest, 'blog' | 'blogs'> {
  const [main, ...others] = plan.blogs;
  return {
    blog: blogManifestOf(main),
    ...(others.length > 0 ? { blogs: Object.fromEntries(others.map((blog) => [blog.instance!, blogManifestOf(blog)])) } : {}),
  };
}

/** A blog's feed files under dist/site: `blog/rss.xml` for the main blog, `blog/<id>/rss.xml` for another. */
const feedPaths = (blog: BlogPlan): NonNullable<Manifest['blog']['feeds']> => {
  const dir = blog.instance ? `blog/${blog.instance}` : 'blog';
  return { rss: `${dir}/rss.xml`, atom: `${dir}/atom.xml` };
};

const feedCache = new WeakMap<BlogPlan, { maps: (Map<string, string> | undefined)[]; feeds: Feeds }>();

/** Every blog's RSS and Atom feeds, each blog's made again only when it or the URL maps of its posts changed. */
export function feedsOf(config: SiteConfig, plan: SitePlan, maps: Map<SourceRecord, Map<string, string>>): Feeds {
  const all: Feeds = new Map();
  for (const blog of plan.blogs) for (const [path, feed] of blogFeeds(config, blog, maps)) all.set(path, feed);
  return all;
}

function blogFeeds(config: SiteConfig, blog: BlogPlan, maps: Map<SourceRecord, Map<string, string>>): Feeds {
  // a blog left on with no posts (a site that never wrote one) has no feed, as under Docusaurus
  if (blog.listed.length === 0) return new Map();
  const used = blog.listed.map((post) => maps.get(post.record));
  const cached = feedCache.get(blog);
  if (cached?.maps.every((map, i) => map === used[i])) return cached.feeds;
  const { rss, atom } = buildFeeds(config, blog.manifest, blog.listed, (post) =>
    rewriteUrls(post.record.output!.html, maps.get(post.record) ?? new Map()),
  );
  const paths = feedPaths(blog);
  const feeds: Feeds = new Map([
    [paths.rss, { content: rss, hash: contentHash(rss) }],
    [paths.atom, { content: atom, hash: contentHash(atom) }],
  ]);
  feedCache.set(blog, { maps: used, feeds });
  return feeds;
}
