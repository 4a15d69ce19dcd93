import { AuthorCard } from '../blog/author-card.tsx';
import { BlogLayout } from '../blog/blog-layout.tsx';
import { BlogPostList } from '../blog/blog-post-list.tsx';
import type { RouteViewProps } from './route-modules.ts';

/** One author: their card, then their posts. */
export default function BlogAuthorPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogAuthor') throw new Error(`${route.path} is not an author page`);
  return (
    <BlogLayout manifest={manifest}>
      <header className="blog-list__header">
        {page.author ? <AuthorCard author={page.author} large /> : <h1 className="page-title">{page.title}</h1>}
      </header>
      <BlogPostList page={page} manifest={manifest} />
    </BlogLayout>
  );
}
