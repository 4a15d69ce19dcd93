import type { PageData } from '../../../../src/contracts/manifest.ts';
import { uniqueKeys } from '../../lib/unique-keys.ts';
import { HomeIcon } from '../icons/home-icon.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './breadcrumbs.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

/** Home icon, then the page's categories; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: PageData['breadcrumbs'] }) {
  const t = useThemeString();
  if (items.length === 0) return null;
  const keys = uniqueKeys(items.map((crumb) => crumb.label));
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li>
          <InternalLink to="/" className="breadcrumbs__home" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
            <HomeIcon size={16} />
          </InternalLink>
        </li>
        {items.map((crumb, at) => {
          const last = at === items.length - 1;
          return (
            <li key={keys[at]}>
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
