import { Breadcrumbs } from '../chrome/breadcrumbs.tsx';
import { DocLayout } from '../chrome/doc-layout.tsx';
import { InternalLink } from '../chrome/internal-link.tsx';
import { Pager } from '../chrome/pager.tsx';
import { RenderedHtml } from '../content/rendered-html.tsx';
import type { RouteViewProps } from './route-modules.ts';

/** A generated category index: the category's title and description, and a card a child page. */
export default function DocCategoryIndexPage({ manifest, route, page }: RouteViewProps) {
  if (page.kind !== 'doc' && page.kind !== 'docCategoryIndex') throw new Error(`${route.path} is not a doc`);
  const sidebarId = page.sidebar ?? route.sidebar;
  return (
    <DocLayout sidebar={sidebarId ? manifest.sidebars[sidebarId] : undefined}>
      <article className="doc-article">
        <Breadcrumbs items={page.breadcrumbs} />
        <h1 className="page-title">{page.title}</h1>
        {page.description ? <p className="category-description">{page.description}</p> : null}
        {page.html ? <RenderedHtml html={page.html} /> : null}
        <ul className="card-grid">
          {page.items.map((item) => (
            <li key={item.path}>
              <InternalLink to={item.path} className="card">
                <h2 className="card__title">{item.label}</h2>
                {item.description ? <p className="card__description">{item.description}</p> : null}
              </InternalLink>
            </li>
          ))}
        </ul>
        <Pager prev={page.prev} next={page.next} />
      </article>
    </DocLayout>
  );
}
