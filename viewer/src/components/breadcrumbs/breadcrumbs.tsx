import type { PageData } from '../../../../src/contracts/manifest.ts';
import { uniqueKeys } from '../../lib/unique-keys.ts';
import { HomeIcon } from '../icons/home-icon.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './breadcrumbs.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

/** The home icon's crumb, to `home` (the classic theme's DocBreadcrumbs/Items/Home). */
export function HomeCrumb({ home }: { home: string }) {
  const t = useThemeString();
  return (
    <li className="breadcrumbs__item">
      <InternalLink to={home} className="breadcrumbs__link breadcrumbs__home" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
        <HomeIcon size={16} />
      </InternalLink>
    </li>
  );
}

/**
 * Home icon (to `home`, the page's locale's home page; none where the site has no home page, as Docusaurus'
 * useHomePageRoute finds none), then the page's categories; the last crumb is the page itself. Docusaurus' markup
 * (`ul.breadcrumbs > li.breadcrumbs__item > .breadcrumbs__link`), which a site's CSS styles: no `ol` a site
 * numbers (dyte); a category without a page is a plain `span.breadcrumbs__link`, only the active item's
 * crumb is marked.
 */
export function Breadcrumbs({ items, home }: { items: PageData['breadcrumbs']; home: string | undefined }) {
  const t = useThemeString();
  if (items.length === 0) return null;
  const keys = uniqueKeys(items.map((crumb) => crumb.label));
  return (
    <nav className="theme-doc-breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ul className="breadcrumbs">
        {home !== undefined && <HomeCrumb home={home} />}
        {items.map((crumb, at) => {
          const last = at === items.length - 1;
          return (
            <li key={keys[at]} className={`breadcrumbs__item ${last ? 'breadcrumbs__item--active' : ''}`}>
              {crumb.path && !last ? (
                <InternalLink to={crumb.path} className="breadcrumbs__link">
                  {crumb.label}
                </InternalLink>
              ) : (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
