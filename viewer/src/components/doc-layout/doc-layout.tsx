import type { ReactNode } from 'react';
import type { SidebarItem, TocItem } from '../../../../src/contracts/manifest.ts';
import { DocsSidebar } from '../docs-sidebar/docs-sidebar.tsx';
import { TableOfContents } from '../table-of-contents/table-of-contents.tsx';
import './doc-layout.css';

/** Docs sidebar on the left, the article, and the TOC on the right (each only when there is one). */
export function DocLayout({ sidebar, toc, children }: { sidebar?: SidebarItem[]; toc?: TocItem[]; children: ReactNode }) {
  const hasToc = toc !== undefined && toc.length > 0;
  return (
    <div className="doc-layout">
      {sidebar ? <DocsSidebar items={sidebar} /> : null}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className={`doc-container ${hasToc ? 'doc-container--with-toc' : ''}`}>
          <div className="doc-content">{children}</div>
          {hasToc ? (
            <div className="doc-toc">
              <TableOfContents items={toc} />
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
