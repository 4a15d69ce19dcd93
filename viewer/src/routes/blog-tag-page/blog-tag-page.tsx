import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { BlogPostList } from '../../components/blog-post-list/blog-post-list.tsx';
import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import { blogOf } from '../../lib/recent-posts.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';

/** The posts with one tag, and a way back to every tag. */
export default function BlogTagPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogTag') throw new Error(`${route.path} is not a tag page`);
  const t = useThemeString();
  // the tags page of this tag's blog (a changelog has its own) in this locale
  const tagsPath = manifest.routes.find(
    (candidate) => candidate.kind === 'blogTags' && candidate.locale === route.locale && candidate.blog === route.blog,
  )?.path;
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
