import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { BlogPost } from '../../components/blog-post/blog-post.tsx';
import { PageMeta } from '../../components/page-meta/page-meta.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import type { RouteViewProps } from '../route-view-props.ts';
import { blogPostValue } from '../../site-bundle/blog-client.tsx';
import { siteTocItem } from '../../lib/site-metadata.ts';

/** A whole post: title, date, reading time, authors, body, tags, newer/older posts, TOC. */
export default function BlogPostPage({ manifest, route, page }: RouteViewProps) {
  const t = useThemeString();
  if (page.kind !== 'blogPost') throw new Error(`${route.path} is not a blog post`);
  return (
    <BlogLayout manifest={manifest} toc={page.hideTableOfContents ? undefined : page.toc}>
      <BlogPost
        title={page.title}
        date={page.date}
        readingTimeMinutes={page.readingTimeMinutes}
        authors={page.authors}
        tags={page.tags}
        html={page.html}
        post={blogPostValue({ ...page, path: route.path, toc: page.toc.map(siteTocItem) }, true)}
        footer={<PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />}
      />
      <Pager
        prev={page.prev}
        next={page.next}
        drawnEmpty={false}
        prevLabel={t('theme.blog.post.paginator.newerPost', 'Newer post')}
        nextLabel={t('theme.blog.post.paginator.olderPost', 'Older post')}
        ariaLabel={t('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}
      />
    </BlogLayout>
  );
}
