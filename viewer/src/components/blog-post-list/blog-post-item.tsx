import type { ListedPost, Manifest } from '../../../../src/contracts/manifest.ts';
import { BlogPost } from '../blog-post/blog-post.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';

/** A post in a list: its header, the summary, and 'Read more' when the summary is truncated. */
export function BlogPostItem({ post, manifest }: { post: ListedPost; manifest: Manifest }) {
  const { blog } = manifest;
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
