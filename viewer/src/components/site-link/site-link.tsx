import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '../icons/external-link-icon.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './site-link.css';

interface Props {
  to?: string;
  href?: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string | undefined;
}

/** A config link: `to` routes inside the site, `href` opens an external page in a new tab. */
export function SiteLink({ to, href, children, ...rest }: Props) {
  if (to) {
    return (
      <InternalLink to={to} {...rest}>
        {children}
      </InternalLink>
    );
  }
  // as Docusaurus' navbar links: an icon link without a label (drawn by the site's CSS) gets no arrow
  const labelled = children !== '' && children !== undefined && children !== null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {labelled ? <ExternalLinkIcon className="external-icon" size={12} /> : null}
    </a>
  );
}
