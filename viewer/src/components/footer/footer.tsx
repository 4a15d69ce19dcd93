import type { Site } from '../../../../src/contracts/manifest.ts';
import { SiteLink } from '../site-link/site-link.tsx';
import './footer.css';

/** The footer: the config's link groups and the copyright line. */
export function Footer({ footer }: { footer: Site['footer'] }) {
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__groups">
          {footer.links.map((group) => (
            <div key={group.title} className="footer__group">
              <h2 className="footer__title">{group.title}</h2>
              <ul className="footer__items">
                {group.items.map((item, at) =>
                  item.html !== undefined ? (
                    // an entry has no id of its own: its place in the group is its key
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
                    <li key={`html-${at}`} className="footer__item footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />
                  ) : (
                    <li key={item.label}>
                      <SiteLink to={item.to} href={item.href} className="footer__link">
                        {item.label}
                      </SiteLink>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts) */}
        <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
      </div>
    </footer>
  );
}
