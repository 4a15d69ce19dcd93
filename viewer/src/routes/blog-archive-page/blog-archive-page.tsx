import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { formatDate } from '../../lib/format-date.ts';
import type { RouteViewProps } from '../route-view-props.ts';
import './blog-archive-page.css';

/** Every post, grouped by year, newest first. */
export default function BlogArchivePage({ route, page }: RouteViewProps) {
  if (page.kind !== 'blogArchive') throw new Error(`${route.path} is not the archive`);
  return (
    <main id="main-content" className="container archive" tabIndex={-1}>
      <header className="archive__header">
        <PageTitle title={page.title} />
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
