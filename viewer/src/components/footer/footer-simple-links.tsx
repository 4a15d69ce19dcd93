import { Fragment } from 'react';
import type { Site } from '../../../../src/contracts/manifest.ts';
import { SiteLink } from '../site-link/site-link.tsx';

type Entry = Site['footer']['links'][number]['items'][number];

/** Docusaurus' simple footer (a flat list of links, no columns): one centred line, `·` between the entries. */
export function FooterSimpleLinks({ items }: { items: Entry[] }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {items.map((item, at) => (
          // an entry has no id of its own: its place in the line is its key
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={at}>
            {item.html !== undefined ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
              <span className="footer__link-item footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />
            ) : (
              <SiteLink to={item.to} href={item.href} className="footer__link footer__link-item">
                {item.label}
              </SiteLink>
            )}
            {at < items.length - 1 ? <span className="footer__link-separator">·</span> : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
