import type { Manifest, ListedPost } from '../../../src/contracts/manifest.ts';
import { InternalLink } from '../chrome/internal-link.tsx';
import { TagChips } from '../chrome/tag-chips.tsx';
import { RenderedHtml } from '../content/rendered-html.tsx';
import { AuthorCard } from './author-card.tsx';
import { BlogPostMeta } from './blog-post-meta.tsx';

/** A post in a list: title, date and reading time, authors, the summary, and 'Read more' when truncated. */
export function BlogPostItem({ post, manifest }: { post: ListedPost; manifest: Manifest }) {
  const { blog } = manifest;
  const authors = post.authors.map((key) => blog.authors[key]).filter((author) => author !== undefined);
  const tags = post.tags.map((key) => blog.tags[key]).filter((tag) => tag !== undefined);
  return (
    <article className="blog-post blog-post--summary">
      <header>
        <h2 className="blog-post__title">
          <InternalLink to={post.path}>{post.title}</InternalLink>
        </h2>
        <BlogPostMeta date={post.date} readingTimeMinutes={post.readingTimeMinutes} />
        {authors.length > 0 ? (
          <div className="blog-post__authors">
            {authors.map((author) => (
              <AuthorCard key={author.key} author={author} />
            ))}
          </div>
        ) : null}
      </header>
      <RenderedHtml html={post.summaryHtml} />
      <div className="blog-post__footer">
        <TagChips tags={tags} />
        {post.truncated ? (
          <InternalLink to={post.path} className="blog-post__more" aria-label={`Read more about ${post.title}`}>
            Read more
          </InternalLink>
        ) : null}
      </div>
    </article>
  );
}
