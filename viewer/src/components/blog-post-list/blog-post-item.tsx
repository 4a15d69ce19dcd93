import type { Blog, ListedPost } from '../../../../src/contracts/manifest.ts';
import { BlogPost } from '../blog-post/blog-post.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { blogPostValue } from '../../site-bundle/blog-client.tsx';

/** A post in a list of `blog` (whose authors and tags it names): its header, the summary, and 'Read more' when the summary is truncated. */
export function BlogPostItem({ post, blog }: { post: ListedPost; blog: Blog }) {
  const t = useThemeString();
  const authors = post.authors.map((key) => blog.authors[key]).filter((author) => author !== undefined);
  const tags = post.tags.map((key) => blog.tags[key]).filter((tag) => tag !== undefined);
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
