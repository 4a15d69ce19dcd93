import { AuthorCard } from '../../components/author-card/author-card.tsx';
import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { BlogPostList } from '../../components/blog-post-list/blog-post-list.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import { blogOf } from '../../lib/recent-posts.ts';

/** One author: their card, then their posts. */
export default function BlogAuthorPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogAuthor') throw new Error(`${route.path} is not an author page`);
  return (
    <BlogLayout manifest={manifest}>
      <BlogPostList
        page={page}
        blog={blogOf(manifest, route.blog)}
        header={page.author ? <AuthorCard author={page.author} large /> : <PageTitle title={page.title} />}
      />
    </BlogLayout>
  );
}
