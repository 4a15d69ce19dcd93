import { ThemePart } from '../../site-bundle/site-theme-piece.tsx';
import type { FooterColumn } from './footer-config.ts';
import { FooterLinkItem } from './footer-link-item.tsx';

/** The footer's columns (the classic theme's Footer/Links/MultiColumn): each its title and entries, a link the site's LinkItem where it swizzled it. */
export function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="footer__groups">
      {columns.map((column, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column may have no title; its place is its key
        <div key={at} className={`footer__group${column.className ? ` ${column.className}` : ''}`}>
          {typeof column.title === 'string' ? <h2 className="footer__title">{column.title}</h2> : null}
          <ul className="footer__items">
            {column.items.map((item, at) =>
              item.html !== undefined ? (
                // an entry has no id of its own: its place in the column is its key
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
                <li key={at} className="footer__item footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={at} className="footer__item">
                  <ThemePart name="Footer/LinkItem" Ours={FooterLinkItem} props={{ item }} />
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </div>
  );
}
