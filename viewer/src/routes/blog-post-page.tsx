import { AuthorCard } from '../blog/author-card.tsx';
import { BlogLayout } from '../blog/blog-layout.tsx';
import { BlogPostMeta } from '../blog/blog-post-meta.tsx';
import { PageMeta } from '../chrome/page-meta.tsx';
import { Pager } from '../chrome/pager.tsx';
import { TagChips } from '../chrome/tag-chips.tsx';
import { RenderedHtml } from '../content/rendered-html.tsx';
import type { RouteViewProps } from './route-modules.ts';

/** A whole post: title, date, reading time, authors, body, tags, newer/older posts, TOC. */
export default function BlogPostPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogPost') throw new Error(`${route.path} is not a blog post`);
  return (
    <BlogLayout manifest={manifest} toc={page.hideTableOfContents ? undefined : page.toc}>
      <article className="blog-post">
        <header>
          <h1 className="blog-post__title blog-post__title--page">{page.title}</h1>
          <BlogPostMeta date={page.date} readingTimeMinutes={page.readingTimeMinutes} />
          {page.authors.length > 0 ? (
            <div className="blog-post__authors">
              {page.authors.map((author) => (
                <AuthorCard key={author.key} author={author} />
              ))}
            </div>
          ) : null}
        </header>
        <RenderedHtml html={page.html} />
        <div className="blog-post__footer">
          <TagChips tags={page.tags} />
          <PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />
        </div>
      </article>
      <Pager prev={page.prev} next={page.next} prevLabel="Newer post" nextLabel="Older post" ariaLabel="Blog post page navigation" />
    </BlogLayout>
  );
}
