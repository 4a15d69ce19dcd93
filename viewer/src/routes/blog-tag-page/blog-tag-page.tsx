import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { BlogPostList } from '../../components/blog-post-list/blog-post-list.tsx';
import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import { blogIndexPath, blogOf } from '../../lib/recent-posts.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';

/** The posts with one tag, and a way back to every tag. */
export default function BlogTagPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogTag') throw new Error(`${route.path} is not a tag page`);
  const t = useThemeString();
  const tagsPath = blogIndexPath(manifest, route, 'blogTags');
  return (
    <BlogLayout manifest={manifest}>
      <BlogPostList
        page={page}
        blog={blogOf(manifest, route.blog)}
        header={
          <>
            <PageTitle title={page.title} />
            {page.tag?.description ? <p className="blog-list__description">{page.tag.description}</p> : null}
            {tagsPath ? <InternalLink to={tagsPath}>{t('theme.tags.tagsPageLink', 'View all tags')}</InternalLink> : null}
          </>
        }
      />
    </BlogLayout>
  );
}
