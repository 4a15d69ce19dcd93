import { Fragment } from 'react';
import { ThemePart } from '../../site-bundle/site-theme-piece.tsx';
import type { FooterItem } from './footer-config.ts';
import { FooterLinkItem } from './footer-link-item.tsx';

/**
 * Docusaurus' simple footer (the classic theme's Footer/Links/Simple, a flat list of entries, no columns): one
 * centred line, `·` between the entries, a link the site's LinkItem where it swizzled it.
 */
export function FooterLinksSimple({ links }: { links: FooterItem[] }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {links.map((item, at) => (
          // an entry has no id of its own: its place in the line is its key
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={at}>
            {item.html !== undefined ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
              <span className="footer__link-item footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />
            ) : (
              <ThemePart name="Footer/LinkItem" Ours={FooterLinkItem} props={{ item }} />
            )}
            {at < links.length - 1 ? <span className="footer__link-separator">·</span> : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
