import type { PageData } from '../../../src/contracts/manifest.ts';
import { InternalLink } from './internal-link.tsx';

/** Home icon, then the page's categories; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: PageData['breadcrumbs'] }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <InternalLink to="/" className="breadcrumbs__home" aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </InternalLink>
        </li>
        {items.map((crumb, at) => {
          const last = at === items.length - 1;
          return (
            <li key={`${crumb.label}-${at}`}>
              {crumb.path && !last ? (
                <InternalLink to={crumb.path} className="breadcrumbs__link">
                  {crumb.label}
                </InternalLink>
              ) : (
                <span className="breadcrumbs__link breadcrumbs__link--current" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
