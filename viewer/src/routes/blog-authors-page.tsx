import { AuthorCard } from '../blog/author-card.tsx';
import { BlogLayout } from '../blog/blog-layout.tsx';
import type { RouteViewProps } from './route-modules.ts';

/** Every blog author with their post count. */
export default function BlogAuthorsPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogAuthors') throw new Error(`${route.path} is not the authors page`);
  return (
    <BlogLayout manifest={manifest}>
      <h1 className="page-title">{page.title}</h1>
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
