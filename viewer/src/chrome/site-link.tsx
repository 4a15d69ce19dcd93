import type { ReactNode } from 'react';
import { InternalLink } from './internal-link.tsx';

interface Props {
  to?: string;
  href?: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
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
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <svg className="external-icon" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
        <path
          fill="currentColor"
          d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
        />
      </svg>
    </a>
  );
}
