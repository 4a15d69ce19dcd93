import type { ReactNode } from 'react';
import { isSitePath } from '../../../../src/contracts/url-scheme.ts';
import { gatePath } from '../../content/gate-refs.ts';
import { GatedFileLink } from '../gated-file-link/gated-file-link.tsx';
import { ExternalLinkIcon } from '../icons/external-link-icon.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './site-link.css';

interface Props {
  to?: string;
  href?: string;
  className?: string;
  children?: ReactNode;
  /** sanitized inline HTML in place of the children (a Docusaurus navbar link's `html`): no external arrow, as there */
  html?: string | undefined;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string | undefined;
}

/**
 * A config link: `to` routes inside the site, `href` opens an external page in a new tab, or is an anchor of
 * the page. An `href` that is
 * a path of this site (`/docs/papers`) routes inside it too, as Docusaurus' isInternalUrl judges it.
 */
export function SiteLink({ to, href, children: text, html, ...rest }: Props) {
  const children =
    html !== undefined ? (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the compiler sanitized it (sanitize-inline.ts)
      <span className="site-link__html" dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      text
    );
  // a file of the static folders (`href: '/files/kit.zip'`), which the compiler made a gated asset
  if (to === undefined && gatePath(href)) {
    return (
      <GatedFileLink href={href!} className={rest.className} aria-label={rest['aria-label']}>
        {children}
      </GatedFileLink>
    );
  }
  const inside = to ?? (isSitePath(href) ? href : undefined);
  if (inside) {
    return (
      <InternalLink to={inside} {...rest}>
        {children}
      </InternalLink>
    );
  }
  // `#top` or `#`: a link on the page itself, as Docusaurus keeps it
  if (href?.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  // as Docusaurus' navbar links: an icon link without a label (drawn by the site's CSS) gets no arrow
  const labelled = html === undefined && text !== '' && text !== undefined && text !== null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {labelled ? <ExternalLinkIcon className="external-icon" size={12} /> : null}
    </a>
  );
}
