import { AuthorCard } from '../../components/author-card/author-card.tsx';
import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { BlogPostList } from '../../components/blog-post-list/blog-post-list.tsx';
import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import { blogIndexPath, blogOf } from '../../lib/recent-posts.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

/** One author: their card, a way back to every author (Docusaurus' BlogAuthorsPostsPage), then their posts. */
export default function BlogAuthorPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogAuthor') throw new Error(`${route.path} is not an author page`);
  const t = useThemeString();
  const authorsPath = blogIndexPath(manifest, route, 'blogAuthors');
  return (
    <BlogLayout manifest={manifest}>
      <BlogPostList
        page={page}
        blog={blogOf(manifest, route.blog)}
        header={
          <>
            {page.author ? <AuthorCard author={page.author} large /> : <PageTitle title={page.title} />}
            {authorsPath ? <InternalLink to={authorsPath}>{t('theme.blog.authorsList.viewAll', 'View all authors')}</InternalLink> : null}
          </>
        }
        // a Docusaurus site's: Infima's rule between the header and the posts (BlogAuthorsPostsPage)
        rule={isDocusaurusSite(manifest)}
      />
    </BlogLayout>
  );
}
