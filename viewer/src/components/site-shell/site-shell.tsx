import { RouteOutlet } from '../../routes/route-outlet.tsx';
import { ShellContext } from '../../site-bundle/layout-context.ts';
import { SiteLayout } from '../../site-bundle/site-layout.tsx';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { SHELL_PARTS } from './page-chrome.tsx';
import './site-shell.css';

/** Everything around the page: skip link, announcement, navbar, footer (page-chrome.tsx). */
export function SiteShell() {
  return (
    // a Root the site swizzled is around the whole site, as Docusaurus renders it: its providers reach every page
    <SiteThemePiece name="Root" hold>
      <ShellContext.Provider value={SHELL_PARTS}>
        {/* a Layout the site swizzled is around every page, as Docusaurus draws it; docgate's page otherwise */}
        <SiteLayout>
          <RouteOutlet />
        </SiteLayout>
      </ShellContext.Provider>
    </SiteThemePiece>
  );
}
