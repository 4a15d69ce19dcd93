import type { PageData } from '../../../../src/contracts/manifest.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { useContent } from '../../hooks/use-content.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';
import './pager.css';

interface Props {
  prev: PageData['prev'];
  next: PageData['next'];
  prevLabel?: string;
  nextLabel?: string;
  ariaLabel?: string;
  /** theme-classic's DocPaginator's (a doc's, a generated index's): drawn with neither; a post's is not */
  drawnEmpty?: boolean;
}

/**
 * Previous and next cards at the foot of a doc or post. On a Docusaurus site with Infima's pagination-nav names
 * beside docgate's, which only a site's CSS styles (signatory's rule above it, its labels' font), and there even with
 * neither, as theme-classic's DocPaginator draws it: its 3rem margin stays under a doc in no sidebar's order.
 */
export function Pager({ prev, next, prevLabel, nextLabel, ariaLabel, drawnEmpty = true }: Props) {
  const t = useThemeString();
  const infima = isDocusaurusSite(useContent().manifest);
  if (!prev && !next && !(infima && drawnEmpty)) return null;
  const named = (own: string, theirs: string) => (infima ? `${own} ${theirs}` : own);
  return (
    <nav
      className={named('pager', 'pagination-nav docusaurus-mt-lg')}
      aria-label={ariaLabel ?? t('theme.docs.paginator.navAriaLabel', 'Docs pages')}
    >
      {prev ? (
        <InternalLink to={prev.path} className={named('pager__link pager__link--prev', 'pagination-nav__link pagination-nav__link--prev')}>
          <span className={named('pager__sub', 'pagination-nav__sublabel')}>
            {prevLabel ?? t('theme.docs.paginator.previous', 'Previous')}
          </span>
          <span className={named('pager__label', 'pagination-nav__label')}>« {prev.title}</span>
        </InternalLink>
      ) : (
        <span />
      )}
      {next ? (
        <InternalLink to={next.path} className={named('pager__link pager__link--next', 'pagination-nav__link pagination-nav__link--next')}>
          <span className={named('pager__sub', 'pagination-nav__sublabel')}>{nextLabel ?? t('theme.docs.paginator.next', 'Next')}</span>
          <span className={named('pager__label', 'pagination-nav__label')}>{next.title} »</span>
        </InternalLink>
      ) : null}
    </nav>
  );
}
