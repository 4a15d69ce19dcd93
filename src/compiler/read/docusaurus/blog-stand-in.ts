import { resolve } from 'node:path';
import { isRecord } from './plugins.ts';

// `@docusaurus/plugin-content-blog` as a plugin that takes its posts sees it (the blog-global-data plugin:
// `const blogPlugin = await pluginContentBlog.default(context, { ...options, path, id })`, then
// `await blogPlugin.loadContent()` in its own loadContent). Installed or not, the real one would read the
// folder itself, before docgate has read the blog; this one's loadContent gives docgate's own posts of that
// folder, as planned, in Docusaurus' BlogContent shape (plan/blog/docusaurus-content.ts makes them).

/** The posts of a blog folder (absolute) in a locale, as Docusaurus' BlogContent; null when docgate builds no blog there. */
export type BlogPosts = (folder: string, locale: string) => unknown;

/** A stand-in of the blog plugin's module, fed the posts of the current plan before its plugins' hooks run. */
export class BlogStandIn {
  private posts: BlogPosts = () => null;
  /** folders it was asked for that no blog of the site has, for the warning */
  readonly unknown = new Set<string>();

  /** What `require('@docusaurus/plugin-content-blog')` gives the plugin. */
  readonly module = {
    default: async (context: unknown, options: unknown) => this.plugin(context, options),
    // `blogGlobalDataPlugin.validateOptions = pluginContentBlog.validateOptions`: the options as given
    validateOptions: ({ options }: { options?: unknown }) => options,
  };

  constructor(private readonly siteDir: string) {}

  /** Reads `posts` until the next feed: the posts of the plan made now. */
  feed(posts: BlogPosts): void {
    this.posts = posts;
    this.unknown.clear();
  }

  private plugin(context: unknown, options: unknown) {
    const own = isRecord(options) ? options : {};
    const folder = resolve(this.siteDir, typeof own.path === 'string' ? own.path : 'blog');
    const i18n = isRecord(context) && isRecord(context.i18n) ? context.i18n : {};
    const locale = [i18n.currentLocale, i18n.defaultLocale].find((code) => typeof code === 'string') ?? 'en';
    return {
      name: 'docusaurus-plugin-content-blog',
      loadContent: async () => {
        const content = this.posts(folder, String(locale));
        if (content !== null) return content;
        this.unknown.add(folder);
        return { blogTitle: '', blogDescription: '', blogSidebarTitle: '', blogPosts: [], blogTags: {}, blogTagsListPath: '' };
      },
      // its pages are docgate's blog's, if any
      contentLoaded: async () => undefined,
    };
  }
}
