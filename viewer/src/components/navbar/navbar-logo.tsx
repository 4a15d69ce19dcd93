import type { ReactNode } from 'react';
import { isExternalUrl } from '../../../../src/contracts/url-scheme.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { SiteLogo } from './site-logo.tsx';

/** The logo and title: home, or where the config's logo `href` leads (another site opens in a new tab, as in Docusaurus). */
function BrandLink({ href, className, children }: { href: string | undefined; className: string; children: ReactNode }) {
  if (href && isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <InternalLink to={href ?? '/'} className={className}>
      {children}
    </InternalLink>
  );
}

/** The navbar's logo and title (the classic theme's Navbar/Logo, and Logo with its class names). */
export function NavbarLogo({
  className = 'navbar__brand',
  titleClassName = 'navbar__title',
}: {
  className?: string;
  titleClassName?: string;
}) {
  const { navbar } = useLocalizedChrome();
  return (
    <BrandLink href={navbar.logo?.href} className={className}>
      <SiteLogo />
      <span className={titleClassName}>{navbar.title}</span>
    </BrandLink>
  );
}
