import { isExternalUrl } from '../../../../src/contracts/url-scheme.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { LogoImage } from '../logo-image/logo-image.tsx';
import type { FooterLogoConfig } from './footer-config.ts';

/** The footer's logo (the classic theme's Footer/Logo): linked where the config's `href` leads. */
export function FooterLogo({ logo }: { logo: FooterLogoConfig }) {
  const image = <LogoImage logo={logo} className="footer__logo" />;
  if (logo.href && isExternalUrl(logo.href)) {
    return (
      // as Docusaurus links it: no external-link arrow beside an image
      <a href={logo.href} target="_blank" rel="noopener noreferrer" className="footer__logo-link">
        {image}
      </a>
    );
  }
  return logo.href ? (
    <InternalLink to={logo.href} className="footer__logo-link">
      {image}
    </InternalLink>
  ) : (
    image
  );
}
