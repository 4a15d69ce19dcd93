import { BlogLayout } from '../blog/blog-layout.tsx';
import { BlogPostList } from '../blog/blog-post-list.tsx';
import type { RouteViewProps } from './route-modules.ts';

/** /blog and its further pages: truncated posts with 'Read more', and pagination. */
export default function BlogListPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogList') throw new Error(`${route.path} is not a blog list`);
  return (
    <BlogLayout manifest={manifest}>
      <header className="blog-list__header">
        <h1 className="page-title">{page.title}</h1>
        {page.description ? <p className="blog-list__description">{page.description}</p> : null}
      </header>
      <BlogPostList page={page} manifest={manifest} />
    </BlogLayout>
  );
}
