import { InternalLink } from '../chrome/internal-link.tsx';
import { formatDate } from '../chrome/format-date.ts';
import type { RouteViewProps } from './route-modules.ts';

/** Every post, grouped by year, newest first. */
export default function BlogArchivePage({ route, page }: RouteViewProps) {
  if (page.kind !== 'blogArchive') throw new Error(`${route.path} is not the archive`);
  return (
    <main id="main-content" className="container archive" tabIndex={-1}>
      <header className="archive__header">
        <h1 className="page-title">{page.title}</h1>
        {page.description ? <p>{page.description}</p> : null}
      </header>
      <div className="archive__years">
        {page.years.map((year) => (
          <section key={year.year} className="archive__year" aria-labelledby={`archive-${year.year}`}>
            <h2 id={`archive-${year.year}`}>{year.year}</h2>
            <ul>
              {year.posts.map((post) => (
                <li key={post.path}>
                  <InternalLink to={post.path}>
                    <time dateTime={post.date}>{formatDate(post.date)}</time> – {post.title}
                  </InternalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
