import type { Site } from '../../../../src/contracts/manifest.ts';
import { isExternalUrl } from '../../../../src/contracts/url-scheme.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { LogoImage } from '../logo-image/logo-image.tsx';
import { SiteLink } from '../site-link/site-link.tsx';
import { FooterSimpleLinks } from './footer-simple-links.tsx';
import './footer.css';

/** The footer: the config's link groups, its logo and the copyright line; none when the config gives none of them. */
export function Footer({ footer }: { footer: Site['footer'] }) {
  const { logo } = footer;
  if (footer.links.length === 0 && !footer.copyright && !logo) return null;
  // no column with a title: Docusaurus' simple footer, a flat list of links
  const simple = footer.links.length > 0 && footer.links.every((group) => group.title === undefined);
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {simple ? (
          <FooterSimpleLinks items={footer.links.flatMap((group) => group.items)} />
        ) : (
          <div className="footer__groups">
            {footer.links.map((group, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column may have no title; its place is its key
              <div key={at} className="footer__group">
                {group.title !== undefined ? <h2 className="footer__title">{group.title}</h2> : null}
                <ul className="footer__items">
                  {group.items.map((item, at) =>
                    item.html !== undefined ? (
                      // an entry has no id of its own: its place in the group is its key
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
                      <li key={`html-${at}`} className="footer__item footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : (
                      <li key={item.label}>
                        <SiteLink to={item.to} href={item.href} className="footer__link footer__link-item">
                          {item.label}
                        </SiteLink>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        )}
        {logo ? (
          <div className="footer__logo-box">
            {logo.href && isExternalUrl(logo.href) ? (
              // as Docusaurus links it: no external-link arrow beside an image
              <a href={logo.href} target="_blank" rel="noopener noreferrer" className="footer__logo-link">
                <LogoImage logo={logo} className="footer__logo" />
              </a>
            ) : logo.href ? (
              <InternalLink to={logo.href} className="footer__logo-link">
                <LogoImage logo={logo} className="footer__logo" />
              </InternalLink>
            ) : (
              <LogoImage logo={logo} className="footer__logo" />
            )}
          </div>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts) */}
        <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
      </div>
    </footer>
  );
}
