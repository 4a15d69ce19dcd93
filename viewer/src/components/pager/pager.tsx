import type { PageData } from '../../../../src/contracts/manifest.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './pager.css';

interface Props {
  prev: PageData['prev'];
  next: PageData['next'];
  prevLabel?: string;
  nextLabel?: string;
  ariaLabel?: string;
}

/** Previous and next cards at the foot of a doc or post. */
export function Pager({ prev, next, prevLabel = 'Previous', nextLabel = 'Next', ariaLabel = 'Docs pages' }: Props) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label={ariaLabel}>
      {prev ? (
        <InternalLink to={prev.path} className="pager__link pager__link--prev">
          <span className="pager__sub">{prevLabel}</span>
          <span className="pager__label">« {prev.title}</span>
        </InternalLink>
      ) : (
        <span />
      )}
      {next ? (
        <InternalLink to={next.path} className="pager__link pager__link--next">
          <span className="pager__sub">{nextLabel}</span>
          <span className="pager__label">{next.title} »</span>
        </InternalLink>
      ) : null}
    </nav>
  );
}
