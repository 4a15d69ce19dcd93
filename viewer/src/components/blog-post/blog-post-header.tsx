import type { BlogAuthor } from '../../../../src/contracts/manifest.ts';
import { useFormatDate } from '../../hooks/use-format-date.ts';
import { AuthorCard } from '../author-card/author-card.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './blog-post.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

interface Props {
  title: string;
  /** in a list: the post's path, and the title is an h2 linking there; on the post itself: absent, and the title is the h1 */
  link?: string;
  date: string;
  /** none when the blog shows no reading time */
  readingTimeMinutes?: number;
  authors: BlogAuthor[];
}

/** The title, `March 14, 2025 · 3 min read`, and the authors' cards. */
export function BlogPostHeader({ title, link, date, readingTimeMinutes, authors }: Props) {
  const t = useThemeString();
  const formatDate = useFormatDate();
  const minutes = readingTimeMinutes === undefined ? null : Math.max(1, Math.ceil(readingTimeMinutes));
  return (
    <header>
      {link ? (
        <h2 className="blog-post__title">
          <InternalLink to={link}>{title}</InternalLink>
        </h2>
      ) : (
        <h1 className="blog-post__title blog-post__title--page">{title}</h1>
      )}
      <div className="blog-post__meta">
        <time dateTime={date}>{formatDate(date)}</time>
        {minutes === null ? null : (
          <>
            <span aria-hidden="true"> · </span>
            <span>
              {t.plural('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', minutes, { readingTime: minutes })}
            </span>
          </>
        )}
      </div>
      {authors.length > 0 ? (
        <div className="blog-post__authors">
          {authors.map((author) => (
            <AuthorCard key={author.key} author={author} />
          ))}
        </div>
      ) : null}
    </header>
  );
}
