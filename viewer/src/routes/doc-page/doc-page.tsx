import { useMemo, type ReactNode } from 'react';
import { DocArticle, DocArticleColumns, DocItemContent, DocMdxContent } from '../../components/doc-article/doc-article.tsx';
import { DocLayout } from '../../components/doc-layout/doc-layout.tsx';
import { localizedSidebar } from '../../lib/localized-site.ts';
import { DocItemContext, useDocItem } from '../../site-bundle/doc-item-context.ts';
import { IslandBoundary } from '../../site-bundle/island-boundary.tsx';
import { useSiteTheme } from '../../site-bundle/site-theme-piece.tsx';
import type { RouteViewProps } from '../route-view-props.ts';

/**
 * A doc: sidebar, breadcrumbs, body, tags, edit link and last update, previous/next, TOC. A site that
 * swizzled DocItem/Layout draws the doc with it, as Docusaurus does, from the parts docgate gives it
 * (the site bundle's runtime: its TOC, pager, footer...); docgate's own until the bundle is in, or if it throws.
 */
export default function DocPage({ manifest, route, page }: RouteViewProps) {
  const SiteLayout = useSiteTheme('DocItem/Layout');
  const doc = useMemo(
    () =>
      page.kind === 'doc' || page.kind === 'docCategoryIndex'
        ? { manifest, route, page, OriginalLayout, OriginalContent: DocItemContent }
        : null,
    [manifest, route, page],
  );
  if (!doc) throw new Error(`${route.path} is not a doc`);
  const sidebar = localizedSidebar(manifest, doc.page.sidebar ?? route.sidebar, route.locale);
  const content = <DocMdxContent page={doc.page} />;
  return (
    <DocItemContext.Provider value={doc}>
      {SiteLayout ? (
        // the site's layout draws the TOC (DocItem/TOC/Desktop) itself: docgate's columns only if it throws
        <DocLayout sidebar={sidebar} siteColumns>
          <IslandBoundary fallback={<DocArticleColumns {...doc}>{content}</DocArticleColumns>}>
            <SiteLayout>{content}</SiteLayout>
          </IslandBoundary>
        </DocLayout>
      ) : (
        <DocLayout sidebar={sidebar} toc={doc.page.hideTableOfContents ? undefined : doc.page.toc}>
          <DocArticle {...doc}>{content}</DocArticle>
        </DocLayout>
      )}
    </DocItemContext.Provider>
  );
}

/** `@theme-original/DocItem/Layout`, which a site's layout wraps: docgate's own body and TOC of the doc. */
function OriginalLayout({ children }: { children?: ReactNode }) {
  const { OriginalLayout: _, OriginalContent: __, ...doc } = useDocItem();
  return <DocArticleColumns {...doc}>{children}</DocArticleColumns>;
}
