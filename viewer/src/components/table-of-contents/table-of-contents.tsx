import type { TocItem } from '../../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { useActiveHeading } from '../../hooks/use-active-heading.ts';
import './table-of-contents.css';

/** TOC levels (spec section 9): h2 and h3 only. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/** The TOC's entries: the h2 and h3 headings. */
export function shownTocItems(items: TocItem[]): TocItem[] {
  return items.filter((item) => item.level >= TOC_MIN_LEVEL && item.level <= TOC_MAX_LEVEL);
}

/**
 * How deep each entry sits, as Docusaurus nests its TOC: under the nearest heading above it of a lower
 * level; an h3 with no h2 before it is at the top, not indented under nothing.
 */
export function tocDepths(items: TocItem[]): number[] {
  const open: number[] = [];
  return items.map((item) => {
    while (open.length > 0 && open.at(-1)! >= item.level) open.pop();
    open.push(item.level);
    return open.length - 1;
  });
}

/**
 * The page's headings, the one in view highlighted: the right-hand column on desktop,
 * or (`inline`) the list inside the collapsible 'On this page' above a page on narrow screens. With theme-classic's
 * TOCItems names beside docgate's (`table-of-contents`, `table-of-contents__link`, `toc-highlight`...), which only a
 * site's CSS styles (signatory's 16 px entries in its own colours).
 */
export function TableOfContents({ items, inline = false }: { items: TocItem[]; inline?: boolean }) {
  const shown = shownTocItems(items);
  const active = useActiveHeading(shown.map((item) => item.id));
  const depths = tocDepths(shown);
  if (shown.length === 0) return null;
  return (
    <nav className={`toc ${inline ? 'toc--inline' : ''}`} aria-label="On this page">
      <ul className={`toc__list ${inline ? 'table-of-contents' : 'table-of-contents table-of-contents__left-border'}`}>
        {shown.map((item, i) => (
          <li key={item.id} className={`toc__item toc__item--depth-${depths[i]}`}>
            <a
              href={`#${item.id}`}
              className={`toc__link table-of-contents__link ${inline ? '' : 'toc-highlight '}${item.id === active ? `toc__link--active${inline ? '' : ' table-of-contents__link--active'}` : ''}`}
              aria-current={item.id === active ? 'location' : undefined}
            >
              {item.parts
                ? item.parts.map(({ text, code }, n) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: a heading's parts are fixed by the build and never reorder; two may read alike
                    code ? <code key={n}>{text}</code> : text,
                  )
                : item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The TOC's column beside a doc or post wider than 996 px, sticky under the navbar: Docusaurus' TOC box, its
 * `tableOfContents_` name first, as a site's `[class^='tableOfContents']` selects it.
 */
export function TocColumn({ items, className }: { items: TocItem[]; className?: string | undefined }) {
  return (
    <div className={`${MODULE_CLASS.tableOfContents} doc-toc${className ? ` ${className}` : ''}`}>
      <TableOfContents items={items} />
    </div>
  );
}
