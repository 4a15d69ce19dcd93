import type { ReactNode } from 'react';
import type { BlogAuthor, BlogTag } from '../../../../src/contracts/manifest.ts';
import { RenderedHtml } from '../rendered-html/rendered-html.tsx';
import { ShownPostProvider, type BlogPostContextValue } from '../../site-bundle/blog-client.tsx';
import { PostFooter } from '../../site-bundle/post-footer.tsx';
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

/** One post as an article: the same header and footer in the post lists and on the post's own page. */
export function BlogPost({ title, link, date, readingTimeMinutes, authors, tags, html, footer, post }: Props) {
  return (
    <article className={link ? 'blog-post blog-post--summary' : 'blog-post'}>
      <BlogPostHeader title={title} link={link} date={date} readingTimeMinutes={readingTimeMinutes} authors={authors} />
      <ShownPostProvider value={post}>
        <RenderedHtml html={html} />
        <PostFooter
          original={
            <BlogPostFooter tags={tags} onPostPage={!link}>
              {footer}
            </BlogPostFooter>
          }
        />
      </ShownPostProvider>
    </article>
  );
}
