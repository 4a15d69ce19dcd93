import { BlogLayout } from '../../components/blog-layout/blog-layout.tsx';
import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { COUNTED_TAG_CLASS } from '../../components/tag-chips/tag-chips.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import './blog-tags-page.css';

/** Every tag, grouped by initial, with its post count (the chips look like the posts' tag chips). */
export default function BlogTagsPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'blogTags') throw new Error(`${route.path} is not the tags page`);
  const byLetter = new Map<string, typeof page.tags>();
  for (const tag of [...page.tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), tag]);
  }
  return (
    <BlogLayout manifest={manifest}>
      <PageTitle title={page.title} />
      {[...byLetter].map(([letter, tags]) => (
        <section key={letter} className="tag-letter" aria-labelledby={`tags-${letter}`}>
          <h2 id={`tags-${letter}`}>{letter}</h2>
          <ul className="tag-chips__list">
            {tags.map((tag) => (
              <li key={tag.key}>
                <InternalLink to={tag.permalink} className={COUNTED_TAG_CLASS}>
                  {tag.label}
                  <span className="tag-chip__count">{tag.count}</span>
                </InternalLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
