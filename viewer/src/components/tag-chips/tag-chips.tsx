import type { BlogTag } from '../../../../src/contracts/manifest.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import './tag-chips.css';

/** 'Tags:' and a chip a tag, each linking to its tag page. */
export function TagChips({ tags }: { tags: BlogTag[] }) {
  const t = useThemeString();
  if (tags.length === 0) return null;
  return (
    <div className="tag-chips">
      <b>{t('theme.tags.tagsListLabel', 'Tags:')}</b>
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
