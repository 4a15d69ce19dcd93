import { BlogLayout } from '../blog/blog-layout.tsx';
import { BlogPostList } from '../blog/blog-post-list.tsx';
import { InternalLink } from '../chrome/internal-link.tsx';
import type { RouteViewProps } from './route-modules.ts';

/** The posts with one tag, and a way back to every tag. */
export default function BlogTagPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogTag') throw new Error(`${route.path} is not a tag page`);
  const tagsPath = manifest.routes.find((candidate) => candidate.kind === 'blogTags' && candidate.locale === route.locale)?.path;
  return (
    <BlogLayout manifest={manifest}>
      <header className="blog-list__header">
        <h1 className="page-title">{page.title}</h1>
        {page.tag?.description ? <p className="blog-list__description">{page.tag.description}</p> : null}
        {tagsPath ? <InternalLink to={tagsPath}>View All Tags</InternalLink> : null}
      </header>
      <BlogPostList page={page} manifest={manifest} />
    </BlogLayout>
  );
}
