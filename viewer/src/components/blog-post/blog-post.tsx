import type { ReactNode } from 'react';
import type { BlogAuthor, BlogTag } from '../../../../src/contracts/manifest.ts';
import { RenderedHtml } from '../rendered-html/rendered-html.tsx';
import { ShownPostProvider, type BlogPostContextValue } from '../../site-bundle/blog-client.tsx';
import { PostItem } from '../../site-bundle/post-parts.tsx';
import { BlogPostFooter } from './blog-post-footer.tsx';
import { BlogPostHeader } from './blog-post-header.tsx';
import './blog-post.css';

interface Props {
  title: string;
  /** in a list: the post's path; the title links there and the article is a summary */
  link?: string;
  date: string;
  /** none when the blog shows no reading time */
  readingTimeMinutes?: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** the whole body on the post's page, the truncated summary in a list */
  html: string;
  /** the footer's right side */
  footer?: ReactNode;
  /** what site code in the body gets of `useBlogPost()` */
  post: BlogPostContextValue;
}

/**
 * One post as an article: the same header and footer in the post lists and on the post's own page; the site's
 * swizzled BlogPostItem and its Footer around docgate's, inside the post's useBlogPost() context.
 */
export function BlogPost({ title, link, date, readingTimeMinutes, authors, tags, html, footer, post }: Props) {
  const parts = {
    className: link ? 'blog-post blog-post--summary' : 'blog-post',
    header: <BlogPostHeader title={title} link={link} date={date} readingTimeMinutes={readingTimeMinutes} authors={authors} />,
    footer: (
      <BlogPostFooter tags={tags} onPostPage={!link}>
        {footer}
      </BlogPostFooter>
    ),
  };
  return (
    <ShownPostProvider value={post}>
      <PostItem parts={parts}>
        <RenderedHtml html={html} />
      </PostItem>
    </ShownPostProvider>
  );
}
