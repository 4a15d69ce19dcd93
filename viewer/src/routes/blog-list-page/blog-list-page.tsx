import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { BlogPostList } from '../../components/blog-post-list/blog-post-list.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import { blogOf } from '../../lib/recent-posts.ts';

/** /blog and its further pages: truncated posts with 'Read more', and pagination. */
export default function BlogListPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogList') throw new Error(`${route.path} is not a blog list`);
  return (
    <BlogLayout manifest={manifest}>
      <BlogPostList
        page={page}
        blog={blogOf(manifest, route.blog)}
        header={
          <>
            <PageTitle title={page.title} />
            {page.description ? <p className="blog-list__description">{page.description}</p> : null}
          </>
        }
      />
    </BlogLayout>
  );
}
