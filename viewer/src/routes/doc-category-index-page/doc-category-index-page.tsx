import type { ComponentType, ReactNode } from 'react';
import { IslandBoundary } from '../../site-bundle/island-boundary.tsx';
import { useSiteBundle } from '../../site-bundle/use-site-bundle.ts';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs.tsx';
import { DocLayout } from '../../components/doc-layout/doc-layout.tsx';
import { DocVersionBadge, DocVersionBanner } from '../../components/doc-version-notice/doc-version-notice.tsx';
import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { RenderedHtml } from '../../components/rendered-html/rendered-html.tsx';
import { localizedSidebar, localizedCrumbs } from '../../lib/localized-site.ts';
import type { RouteViewProps } from '../route-view-props.ts';
import './doc-category-index-page.css';

/**
 * The category's cards as the site draws them, when it swizzled DocCardList or DocCard: its DocCardList
 * from the site bundle, listing the current category as Docusaurus' generated index page does; docgate's
 * cards (`children`) until the bundle is in, and if that code fails.
 */
function SiteCards({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const bundle = useSiteBundle(wanted);
  const DocCardList = bundle?.theme.DocCardList as ComponentType | undefined;
  if (!DocCardList) return <>{children}</>;
  return (
    <div className="site-cards">
      <IslandBoundary fallback={children}>
        <DocCardList />
      </IslandBoundary>
    </div>
  );
}

/** A generated category index: the category's title and description, and a card a child page. */
export default function DocCategoryIndexPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'doc' && page.kind !== 'docCategoryIndex') throw new Error(`${route.path} is not a doc`);
  const sidebarId = page.sidebar ?? route.sidebar;
  return (
    <DocLayout sidebar={localizedSidebar(manifest, sidebarId, route.locale)}>
      <article className="doc-article">
        <DocVersionBanner manifest={manifest} route={route} />
        <Breadcrumbs items={localizedCrumbs(manifest, sidebarId, route.locale, page.breadcrumbs)} />
        <DocVersionBadge manifest={manifest} route={route} />
        <PageTitle title={page.title} />
        {page.description ? <p className="category-description">{page.description}</p> : null}
        {page.html ? <RenderedHtml html={page.html} /> : null}
        <SiteCards wanted={manifest.bundle?.theme?.includes('DocCardList') ?? false}>
          <ul className="card-grid">
            {page.items.map((item) => {
              // Docusaurus' card emoji: a folder for a subcategory, a page for a doc, a link for an external link
              const body = (
                <>
                  <h2 className="card__title">{`${item.category ? '🗃️' : item.path ? '📄️' : '🔗'} ${item.label}`}</h2>
                  {item.description ? <p className="card__description">{item.description}</p> : null}
                </>
              );
              return (
                <li key={item.path ?? item.href}>
                  {item.path ? (
                    <InternalLink to={item.path} className="card">
                      {body}
                    </InternalLink>
                  ) : (
                    <a href={item.href} className="card" target="_blank" rel="noopener noreferrer">
                      {body}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </SiteCards>
        <Pager prev={page.prev} next={page.next} />
      </article>
    </DocLayout>
  );
}
