import type { BlogTag } from '../../../../src/contracts/manifest.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './tag-chips.css';

/** 'Tags:' and a chip a tag, each linking to its tag page. */
export function TagChips({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="tag-chips">
      <b>Tags:</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.key}>
            <InternalLink to={tag.permalink} className="tag-chip" rel="tag" title={tag.description}>
              {tag.label}
            </InternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
