import { AuthorCard } from '../../components/author-card/author-card.tsx';
import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import './blog-authors-page.css';

/** Every blog author with their post count. */
export default function BlogAuthorsPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogAuthors') throw new Error(`${route.path} is not the authors page`);
  return (
    <BlogLayout manifest={manifest}>
      <PageTitle title={page.title} />
      <ul className="author-list">
        {page.authors.map((author) => (
          <li key={author.key} className="author-list__item">
            <AuthorCard author={author} count={author.count} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
