import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { BlogPostList } from '../../components/blog-post-list/blog-post-list.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import { blogOf } from '../../lib/recent-posts.ts';

/** /blog and its further pages: truncated posts with 'Read more', and pagination. */
export default function BlogListPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogList') throw new Error(`${route.path} is not a blog list`);
  return (
    <BlogLayout manifest={manifest}>
      {/* as Docusaurus' blog list: its posts under no visible title or description (the tab names it); the title is there for screen readers */}
      <h1 className="sr-only">{page.title}</h1>
      <BlogPostList page={page} blog={blogOf(manifest, route.blog)} />
    </BlogLayout>
  );
}
