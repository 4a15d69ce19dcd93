import type { BlogTag } from '../../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import './tag-chips.css';

/** Docusaurus' Tag's names, first as its own: a tag, and one with its count (the tags page). */
export const TAG_CLASS = `${MODULE_CLASS.tag} ${MODULE_CLASS.tagRegular} tag-chip`;
export const COUNTED_TAG_CLASS = `${MODULE_CLASS.tag} ${MODULE_CLASS.tagWithCount} tag-chip tag-chip--counted`;

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
            <InternalLink to={tag.permalink} className={TAG_CLASS} rel="tag" title={tag.description}>
              {tag.label}
            </InternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
