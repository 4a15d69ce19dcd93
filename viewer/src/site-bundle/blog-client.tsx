import { createContext, useContext, type ReactNode } from 'react';
import type { BlogAuthor, BlogTag } from '../../../src/contracts/manifest.ts';

// `@docusaurus/plugin-content-blog/client`'s post context: the post an article draws, on its own page or as a
// summary in a list, for site code in its body (agenta's changelog `<Summary>`, shown in the list only).

/** What `useBlogPost()` gives, in the shape of Docusaurus' BlogPostContext, of what the manifest holds. */
export interface BlogPostContextValue {
  metadata: {
    permalink: string;
    title: string;
    description: string;
    date: string;
    tags: { label: string; permalink: string; description?: string }[];
    authors: { key: string; name: string; title?: string; url?: string; imageURL?: string; page: { permalink: string } | null }[];
    readingTime: number | undefined;
    hasTruncateMarker: boolean;
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  assets: Record<string, never>;
  toc: { value: string; id: string; level: number }[];
  isBlogPostPage: boolean;
}

/** The post an article draws: its page's or a list item's. */
export interface ShownPost {
  path: string;
  title: string;
  description?: string;
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingTimeMinutes?: number;
  truncated?: boolean;
  toc?: { value: string; id: string; level: number }[];
  /** the frontmatter as written, where the site swizzled a post part */
  frontMatter?: Record<string, unknown>;
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);

/** The context value of `post`, on its own page or in a list. */
export function blogPostValue(post: ShownPost, isBlogPostPage: boolean): BlogPostContextValue {
  const frontMatter: Record<string, unknown> = post.frontMatter ?? { title: post.title, date: post.date };
  return {
    metadata: {
      permalink: post.path,
      title: post.title,
      description: post.description ?? '',
      date: post.date,
      tags: post.tags.map(({ label, permalink, description }) => ({ label, permalink, ...(description ? { description } : {}) })),
      authors: post.authors.map((author) => ({
        key: author.key,
        name: author.name,
        ...(author.title ? { title: author.title } : {}),
        ...(author.url ? { url: author.url } : {}),
        ...(author.imageUrl ? { imageURL: author.imageUrl } : {}),
        page: author.permalink ? { permalink: author.permalink } : null,
      })),
      readingTime: post.readingTimeMinutes,
      hasTruncateMarker: post.truncated ?? false,
      frontMatter,
    },
    frontMatter,
    assets: {},
    toc: post.toc ?? [],
    isBlogPostPage,
  };
}

/** Holds the post `value` for the site code drawn inside. */
export function ShownPostProvider({ value, children }: { value: BlogPostContextValue; children?: ReactNode }) {
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

/** `useBlogPost()`: the post drawn around the caller. Docusaurus throws outside a post; so does this. */
export function useBlogPost(): BlogPostContextValue {
  const post = useContext(BlogPostContext);
  if (!post) throw new Error('Hook useBlogPost is called outside the <BlogPostProvider>.');
  return post;
}

/** docgate's footer of the post drawn around it, which a site's swizzled BlogPostItem/Footer draws as its original. */
export const OriginalFooterContext = createContext<ReactNode>(null);

/** docgate's parts of the post a site's swizzled BlogPostItem draws: the article's class, its header and footer (the site's, if swizzled). */
export interface PostParts {
  className: string;
  header: ReactNode;
  footer: ReactNode;
}

export const PostPartsContext = createContext<PostParts>({ className: 'blog-post', header: null, footer: null });

/** `@theme/BlogPostItem/Container`: the post's article, of docgate's class and the one given. */
export function BlogPostItemContainer({ children, className }: { children?: ReactNode; className?: string }) {
  const parts = useContext(PostPartsContext);
  return <article className={className ? `${parts.className} ${className}` : parts.className}>{children}</article>;
}

/** `@theme/BlogPostItem/Header`: docgate's header of the post (its title, date, reading time, authors). */
export const BlogPostItemHeader = () => <>{useContext(PostPartsContext).header}</>;

/** `@theme/BlogPostItem/Content`: the post's body it is given (docgate's, drawn as one `.markdown` element already). */
export const BlogPostItemContent = ({ children }: { children?: ReactNode }) => <>{children}</>;

/**
 * `@theme/BlogPostItem`, and the `@theme-original/` one a site's wrapper draws: docgate's article of the post,
 * its header, the children it is given (the post's body, and what a wrapper adds after it: a newsletter form),
 * its footer, as the theme's draws them.
 */
export const BlogPostItem = ({ children, className }: { children?: ReactNode; className?: string }) => (
  <BlogPostItemContainer className={className}>
    <BlogPostItemHeader />
    <BlogPostItemContent>{children}</BlogPostItemContent>
    {useContext(PostPartsContext).footer}
  </BlogPostItemContainer>
);

/** `@theme/BlogPostItem/Footer`, and the `@theme-original/` one a site's wrapper draws: docgate's footer of the post. */
export const BlogPostItemFooter = () => <>{useContext(OriginalFooterContext)}</>;
