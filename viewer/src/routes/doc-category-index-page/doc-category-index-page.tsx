import type { ReactNode } from 'react';
import { docCardIcon } from '../../../../src/contracts/doc-card-icon.ts';
import { isSitePath, pathnameLink } from '../../../../src/contracts/url-scheme.ts';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs.tsx';
import { DocLayout } from '../../components/doc-layout/doc-layout.tsx';
import { DocVersionBadge, DocVersionBanner } from '../../components/doc-version-notice/doc-version-notice.tsx';
import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { RenderedHtml } from '../../components/rendered-html/rendered-html.tsx';
import { localeHome, localizedCrumbs, localizedSidebar } from '../../lib/localized-site.ts';
import type { RouteViewProps } from '../route-view-props.ts';
import type { PageData } from '../../../../src/contracts/manifest.ts';
import './doc-category-index-page.css';

type CategoryCard = Extract<PageData, { kind: 'doc' | 'docCategoryIndex' }>['items'][number];

/**
 * Where a card leads, as Docusaurus' DocCard links it: a page or a path of this site inside the site; a
 * `pathname:///x` as a plain link to that path, loaded whole; another site in a new tab.
 */
function CardLink({ item, children }: { item: CategoryCard; children: ReactNode }) {
  const to = item.path ?? (isSitePath(item.href) ? item.href : undefined);
  if (to) {
    return (
      <InternalLink to={to} className="card">
        {children}
      </InternalLink>
    );
  }
  const plain = item.href ? pathnameLink(item.href) : null;
  if (plain !== null) {
    return (
      <a href={plain} className="card">
        {children}
      </a>
    );
  }
  return (
    <a href={item.href} className="card" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** docgate's cards: one a child of the category, as Docusaurus' generated index page lists them. */
function CardGrid({ items }: { items: CategoryCard[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => {
        const icon = docCardIcon({ category: item.category, href: item.path ?? item.href });
        return (
          <li key={item.path ?? item.href}>
            <CardLink item={item}>
              {/* one line each, the whole text in `title`, as Docusaurus' DocCard */}
              <h2 className="card__title" title={item.label}>
                <span className="card__icon">{icon}</span> <span className="card__text">{item.label}</span>
              </h2>
              {item.description ? (
                <p className="card__description" title={item.description}>
                  {item.description}
                </p>
              ) : null}
            </CardLink>
          </li>
        );
      })}
    </ul>
  );
}

/** A generated category index: the category's title and description, and a card a child page. */
export default function DocCategoryIndexPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'doc' && page.kind !== 'docCategoryIndex') throw new Error(`${route.path} is not a doc`);
  const sidebarId = page.sidebar ?? route.sidebar;
  return (
    <DocLayout sidebar={localizedSidebar(manifest, sidebarId, route.locale)}>
      <article className="doc-article doc-article--category-index">
        <DocVersionBanner manifest={manifest} route={route} />
        <Breadcrumbs
          items={localizedCrumbs(manifest, sidebarId, route.locale, page.breadcrumbs)}
          home={localeHome(manifest, route.locale)}
        />
        <DocVersionBadge manifest={manifest} route={route} />
        <PageTitle title={page.title} />
        {page.description ? <p className="category-description">{page.description}</p> : null}
        {page.html ? <RenderedHtml html={page.html} /> : null}
        {/* a DocCardList or DocCard the site swizzled lists the category as Docusaurus' generated index does */}
        <SiteThemePiece name="DocCardList" className="site-cards" fallback={<CardGrid items={page.items} />} />
        <Pager prev={page.prev} next={page.next} />
      </article>
    </DocLayout>
  );
}
