import type { PageData } from '../../../../src/contracts/manifest.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
// the pagination is a pager with a page count in the middle: the pager's styles first, then this layout over them
import '../pager/pager.css';
import './blog-pagination.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

type Pagination = Extract<PageData, { pagination: unknown }>['pagination'];

/** 'Newer entries' / 'Older entries' between the pages of a post list. */
export function BlogPagination({ pagination }: { pagination: Pagination }) {
  const t = useThemeString();
  if (pagination.totalPages <= 1) return null;
  return (
    <nav className="pager blog-pagination" aria-label={t('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}>
      {pagination.prev ? (
        <InternalLink to={pagination.prev} className="pager__link pager__link--prev">
          <span className="pager__label">« {t('theme.blog.paginator.newerEntries', 'Newer entries')}</span>
        </InternalLink>
      ) : (
        <span />
      )}
      <span className="blog-pagination__count">
        Page {pagination.page} of {pagination.totalPages}
      </span>
      {pagination.next ? (
        <InternalLink to={pagination.next} className="pager__link pager__link--next">
          <span className="pager__label">{t('theme.blog.paginator.olderEntries', 'Older entries')} »</span>
        </InternalLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
