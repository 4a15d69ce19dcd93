import type { ReactNode } from 'react';
import type { SidebarItem, TocItem } from '../../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { DESKTOP_QUERY } from '../../lib/breakpoints.ts';
import { DocsSidebar } from '../docs-sidebar/docs-sidebar.tsx';
import { TocSlot } from '../toc-slot/toc-slot.tsx';
import './doc-layout.css';

/**
 * Docs sidebar on the left, the article, and the TOC on the right (each only when there is one);
 * at 996 px and below the TOC column is gone, as Docusaurus hides it (a doc's article holds its collapsible 'On this
 * page' instead, doc-article.tsx; a Markdown page and a post have none, as there). `siteColumns`: the site's own
 * DocItem/Layout lays out the article and its TOC (Infima's row and col--3) in their place. `standalone`: a
 * Markdown page of the site's pages, which Docusaurus draws outside its docs' layout (no docRoot_ names).
 */
export function DocLayout({
  sidebar,
  toc,
  siteColumns = false,
  standalone = false,
  children,
}: {
  sidebar?: SidebarItem[];
  toc?: TocItem[];
  siteColumns?: boolean;
  standalone?: boolean;
  children: ReactNode;
}) {
  // Docusaurus' DocRoot: its names first, as a site's `[class^='docRoot']` selects them
  const named = (name: string, own: string) => (standalone ? own : `${name} ${own}`);
  return (
    <div className={named(MODULE_CLASS.docRoot, 'doc-layout')}>
      {sidebar ? <DocsSidebar items={sidebar} /> : null}
      <main id="main-content" className={named(MODULE_CLASS.docMainContainer, 'doc-main')} tabIndex={-1}>
        {siteColumns ? (
          <div className={`doc-container doc-container--site site-doc-item ${MAIN_CONTAINER}`}>{children}</div>
        ) : (
          <DocColumns toc={toc} standalone={standalone} mainContainer={!standalone}>
            {children}
          </DocColumns>
        )}
      </main>
    </div>
  );
}

/**
 * theme-classic's DocRoot/Layout/Main names its box around the DocItem so, which a site's CSS may style
 * (signatory's `.padding-top--md { padding-top: 120px !important }` put its docs under its 110 px navbar); no CSS
 * of docgate's styles these names there.
 */
const MAIN_CONTAINER = 'padding-top--md padding-bottom--lg';

/**
 * The article and its TOC column wider than 996 px, the article alone below (docgate's doc page, and the original
 * DocItem/Layout a site's wraps). A doc's column is Docusaurus' docItemCol unless `hide_table_of_contents`
 * (`toc` undefined): a doc without headings keeps the TOC's quarter of the row empty, as there.
 */
export function DocColumns({
  toc,
  standalone = false,
  mainContainer = false,
  children,
}: {
  toc?: TocItem[];
  standalone?: boolean;
  /** the box DocRoot's main holds (a doc's own page), not the original Layout a site's DocItem/Layout wraps */
  mainContainer?: boolean;
  children: ReactNode;
}) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const itemCol = !standalone && toc !== undefined;
  const hasToc = toc !== undefined && toc.length > 0 && desktop;
  const columns = hasToc ? 'doc-container--with-toc' : itemCol && desktop ? 'doc-container--toc-room' : '';
  return (
    <div className={`doc-container ${standalone ? '' : 'doc-container--doc'} ${columns}${mainContainer ? ` ${MAIN_CONTAINER}` : ''}`}>
      <div className={itemCol ? `doc-content ${MODULE_CLASS.docItemCol}` : 'doc-content'}>{children}</div>
      {hasToc ? (
        <TocSlot items={toc} className={itemCol ? 'theme-doc-toc-desktop' : undefined} siteClassName="theme-doc-toc-desktop" />
      ) : null}
    </div>
  );
}
