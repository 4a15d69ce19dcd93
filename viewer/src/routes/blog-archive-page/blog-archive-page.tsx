import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { useFormatDate } from '../../hooks/use-format-date.ts';
import type { RouteViewProps } from '../route-view-props.ts';
import './blog-archive-page.css';
// theme-classic's archive is a React page of Infima's classes: a site's archive wears what its React pages do
import '../../site-bundle/react-page.css';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

/** Every post, grouped by year, newest first. */
export default function BlogArchivePage({ manifest, route, page }: RouteViewProps) {
  const formatDate = useFormatDate();
  if (page.kind !== 'blogArchive') throw new Error(`${route.path} is not the archive`);
  if (isDocusaurusSite(manifest)) return <InfimaArchive page={page} />;
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

/**
 * A Docusaurus site's archive, as theme-classic's BlogArchivePage: Infima's primary hero with the title and
 * description above `main`, then the years three to a row (col--4), each an h3 over its posts ("August 1 - Title").
 */
function InfimaArchive({ page }: { page: Extract<RouteViewProps['page'], { kind: 'blogArchive' }> }) {
  const formatDate = useFormatDate();
  return (
    <div className="react-page">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{page.title}</h1>
          {page.description ? <p className="hero__subtitle">{page.description}</p> : null}
        </div>
      </header>
      <main id="main-content" className="archive-years" tabIndex={-1}>
        <section className="margin-vert--lg">
          <div className="container">
            <div className="row">
              {page.years.map((year) => (
                <div key={year.year} className="col col--4 margin-vert--lg">
                  <h3 id={String(year.year)}>{year.year}</h3>
                  <ul>
                    {/* oldest first within its year, as theme-classic's listPostsByYears prepends each */}
                    {[...year.posts].reverse().map((post) => (
                      <li key={post.path}>
                        <InternalLink to={post.path}>
                          {formatDate(post.date, { month: 'long', day: 'numeric' })} - {post.title}
                        </InternalLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      </main>
    </div>
  );
}
