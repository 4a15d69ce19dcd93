import type { ReactNode } from 'react';
import type { SidebarItem, TocItem } from '../../../../src/contracts/manifest.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { DESKTOP_QUERY } from '../../lib/breakpoints.ts';
import { DocsSidebar } from '../docs-sidebar/docs-sidebar.tsx';
import { TableOfContents } from '../table-of-contents/table-of-contents.tsx';
import { TocCollapsible } from '../toc-collapsible/toc-collapsible.tsx';
import './doc-layout.css';

/**
 * Docs sidebar on the left, the article, and the TOC on the right (each only when there is one);
 * below 996 px the TOC is a collapsible 'On this page' above the article. `siteColumns`: the site's own
 * DocItem/Layout lays out the article and its TOC (Infima's row and col--3) in their place.
 */
export function DocLayout({
  sidebar,
  toc,
  siteColumns = false,
  children,
}: {
  sidebar?: SidebarItem[];
  toc?: TocItem[];
  siteColumns?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="doc-layout">
      {sidebar ? <DocsSidebar items={sidebar} /> : null}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        {siteColumns ? (
          <div className="doc-container doc-container--site site-doc-item">{children}</div>
        ) : (
          <DocColumns toc={toc}>{children}</DocColumns>
        )}
      </main>
    </div>
  );
}

/** The article and its TOC column from 996 px, the collapsible TOC above it below (docgate's doc page, and the original DocItem/Layout a site's wraps). */
export function DocColumns({ toc, children }: { toc?: TocItem[]; children: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const hasToc = toc !== undefined && toc.length > 0 && desktop;
  return (
    <div className={`doc-container ${hasToc ? 'doc-container--with-toc' : ''}`}>
      <div className="doc-content">
        {toc && !desktop ? <TocCollapsible items={toc} /> : null}
        {children}
      </div>
      {hasToc ? (
        <div className="doc-toc">
          <TableOfContents items={toc} />
        </div>
      ) : null}
    </div>
  );
}
