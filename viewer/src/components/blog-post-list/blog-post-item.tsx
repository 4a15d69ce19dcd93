import type { Blog, ListedPost, PageData } from '../../../../src/contracts/manifest.ts';

export type ListPage = Extract<PageData, { kind: 'blogList' | 'blogTag' | 'blogAuthor' }>;
import { BlogPost } from '../blog-post/blog-post.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { blogPostValue } from '../../site-bundle/blog-client.tsx';

/**
 * A post in a list: its header, the summary, and 'Read more' when the summary is truncated. Its authors and tags
 * are the list page's (`named`, in the page's locale), else those of `blog`, the default locale's.
 */
export function BlogPostItem({ post, blog, named }: { post: ListedPost; blog: Blog; named: Pick<ListPage, 'postTags' | 'postAuthors'> }) {
  const t = useThemeString();
  const authors = post.authors.map((key) => (named.postAuthors ?? blog.authors)[key]).filter((author) => author !== undefined);
  const tags = post.tags.map((key) => (named.postTags ?? blog.tags)[key]).filter((tag) => tag !== undefined);
  return (
    <BlogPost
      title={post.title}
      link={post.path}
      date={post.date}
      readingTimeMinutes={post.readingTimeMinutes}
      authors={authors}
      tags={tags}
      html={post.summaryHtml}
      post={blogPostValue({ ...post, authors, tags }, false)}
      footer={
        post.truncated ? (
          <InternalLink to={post.path} className="blog-post__more" aria-label={`Read more about ${post.title}`}>
            {t('theme.blog.post.readMore', 'Read more')}
          </InternalLink>
        ) : null
      }
    />
  );
}
