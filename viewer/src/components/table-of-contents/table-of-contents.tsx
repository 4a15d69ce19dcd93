import type { TocItem } from '../../../../src/contracts/manifest.ts';
import { useActiveHeading } from '../../hooks/use-active-heading.ts';
import './table-of-contents.css';

/** TOC levels (spec section 9): h2 and h3 only. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/** The page's headings on the right, the one in view highlighted. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const shown = items.filter((item) => item.level >= TOC_MIN_LEVEL && item.level <= TOC_MAX_LEVEL);
  const active = useActiveHeading(shown.map((item) => item.id));
  if (shown.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <div className="toc__title">On this page</div>
      <ul className="toc__list">
        {shown.map((item) => (
          <li key={item.id} className={`toc__item toc__item--level-${item.level}`}>
            <a
              href={`#${item.id}`}
              className={`toc__link ${item.id === active ? 'toc__link--active' : ''}`}
              aria-current={item.id === active ? 'location' : undefined}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
