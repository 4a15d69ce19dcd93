import { isValidElement, type ReactNode } from 'react';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { useDocItem, type DocItem } from '../../site-bundle/doc-item-context.ts';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { siteLink } from '../../lib/site-metadata.ts';
import { DocBreadcrumbs } from '../breadcrumbs/doc-breadcrumbs.tsx';
import { DocColumns } from '../doc-layout/doc-layout.tsx';
import { DocFooter } from '../doc-footer/doc-footer.tsx';
import { DocVersionBadge, DocVersionBanner } from '../doc-version-notice/doc-version-notice.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { DESKTOP_QUERY } from '../../lib/breakpoints.ts';
import { TocCollapsible } from '../toc-collapsible/toc-collapsible.tsx';
import { hasContentTitle, PageTitle, titleHeaderHtml } from '../page-title/page-title.tsx';
import { Pager } from '../pager/pager.tsx';
import { RenderedHtml } from '../rendered-html/rendered-html.tsx';

type Doc = Omit<DocItem, 'OriginalLayout' | 'OriginalContent'>;

/**
 * A doc's body as docgate draws it: version banner, breadcrumbs, badge, at 996 px and below the collapsible TOC,
 * `children` (DocContent), the footer
 * (tags, edit link and last update), previous/next. The site's own DocItem/Content and DocItem/Footer
 * take their places when it swizzled them, as in Docusaurus' DocItem/Layout, whose docItemContainer holds
 * the article and the pager as this does.
 */
export function DocArticle({ manifest, route, page, children }: Doc & { children: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <article className={`doc-article ${MODULE_CLASS.docItemContainer}`}>
      <SiteThemePiece name="DocVersionBanner" fallback={<DocVersionBanner manifest={manifest} route={route} />} />
      <SiteThemePiece name="DocBreadcrumbs" fallback={<DocBreadcrumbs manifest={manifest} route={route} page={page} />} />
      <SiteThemePiece name="DocVersionBadge" fallback={<DocVersionBadge manifest={manifest} route={route} />} />
      {!desktop && !page.hideTableOfContents ? <TocCollapsible items={page.toc} /> : null}
      <SiteThemePiece name="DocItem/Content" fallback={<DocItemContent>{children}</DocItemContent>}>
        {children}
      </SiteThemePiece>
      <SiteThemePiece name="DocItem/Footer" fallback={<DocFooter page={page} />} />
      <SiteThemePiece name="DocPaginator" props={paginatorProps(page)} fallback={<Pager prev={page.prev} next={page.next} />} />
    </article>
  );
}

/** What Docusaurus' DocItem/Paginator hands DocPaginator: the doc's previous and next, as useDoc().metadata has them. */
const paginatorProps = ({ prev, next }: Doc['page']) => ({ previous: siteLink(prev), next: siteLink(next) });

/** The doc's body and its TOC column: docgate's DocItem/Layout, inside the page's doc layout. */
export function DocArticleColumns({ children, ...doc }: Doc & { children: ReactNode }) {
  return (
    <DocColumns toc={doc.page.hideTableOfContents ? undefined : doc.page.toc}>
      <DocArticle {...doc}>{children}</DocArticle>
    </DocColumns>
  );
}

/**
 * What the doc's content is (the MDX Docusaurus hands its DocItem/Layout as children), drawn as its DocItem/Content
 * draws it: one `theme-doc-markdown markdown` element holding the title's header, unless the title is hidden or in
 * the body, then the HTML.
 */
export function DocContent({ page }: Pick<DocItem, 'page'>) {
  const { html } = page;
  const title = titleHeaderHtml({ title: page.heading ?? page.title, hidden: page.hideTitle, html, id: page.titleId });
  return <RenderedHtml html={html} lead={title} className="theme-doc-markdown markdown" />;
}

/**
 * The doc's MDX content alone, as Docusaurus hands it to DocItem/Layout and DocItem/Content: the Markdown's own
 * title, when it gave one, and the HTML. The title Docusaurus makes up from the frontmatter (its syntheticTitle) is
 * DocItem/Content's to draw: a site's own Content draws it its way (apify's with buttons beside it) and not twice.
 */
export function DocMdxContent({ page }: Pick<DocItem, 'page'>) {
  const { html } = page;
  const own =
    hasContentTitle(page) && titleHeaderHtml({ title: page.heading ?? page.title, hidden: page.hideTitle, html, id: page.titleId });
  return <RenderedHtml html={html} lead={own || ''} />;
}

/**
 * docgate's DocItem/Content (`@theme/DocItem/Content` in site code, and what a site's wraps): the `theme-doc-markdown
 * markdown` element with the made-up title and `children`. Given the doc's own content, as it is unless a site's
 * layout or Content changed it, it is DocContent: one element, as Docusaurus' `.markdown > h2` rules expect.
 */
export function DocItemContent({ children }: { children?: ReactNode }) {
  const { page } = useDocItem();
  if (isValidElement(children) && children.type === DocMdxContent) return <DocContent page={page} />;
  return (
    <div className="theme-doc-markdown markdown">
      {hasContentTitle(page) || page.hideTitle ? null : (
        <header>
          <PageTitle title={page.title} />
        </header>
      )}
      {children}
    </div>
  );
}
