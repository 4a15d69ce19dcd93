import type { PageData } from '../../../../src/contracts/manifest.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import './pager.css';

interface Props {
  prev: PageData['prev'];
  next: PageData['next'];
  prevLabel?: string;
  nextLabel?: string;
  ariaLabel?: string;
}

/** Previous and next cards at the foot of a doc or post. */
export function Pager({ prev, next, prevLabel, nextLabel, ariaLabel }: Props) {
  const t = useThemeString();
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label={ariaLabel ?? t('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {prev ? (
        <InternalLink to={prev.path} className="pager__link pager__link--prev">
          <span className="pager__sub">{prevLabel ?? t('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pager__label">« {prev.title}</span>
        </InternalLink>
      ) : (
        <span />
      )}
      {next ? (
        <InternalLink to={next.path} className="pager__link pager__link--next">
          <span className="pager__sub">{nextLabel ?? t('theme.docs.paginator.next', 'Next')}</span>
          <span className="pager__label">{next.title} »</span>
        </InternalLink>
      ) : null}
    </nav>
  );
}
