import { formatDate } from '../chrome/format-date.ts';

/** `March 14, 2025 · 3 min read` under a post title. */
export function BlogPostMeta({ date, readingTimeMinutes }: { date: string; readingTimeMinutes: number }) {
  const minutes = Math.max(1, Math.ceil(readingTimeMinutes));
  return (
    <div className="blog-post__meta">
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{minutes} min read</span>
    </div>
  );
}
