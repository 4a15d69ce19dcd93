import { useContent } from '../../hooks/use-content.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { RouteOutlet } from '../../routes/route-outlet.tsx';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { AnnouncementBar } from '../announcement-bar/announcement-bar.tsx';
import { Footer } from '../footer/footer.tsx';
import { Navbar } from '../navbar/navbar.tsx';
import { SkipLink } from '../skip-link/skip-link.tsx';
import './site-shell.css';

/** Everything around the page: skip link, announcement, navbar, footer. */
export function SiteShell() {
  const { manifest } = useContent();
  const { site } = manifest;
  const { footer } = useLocalizedChrome();
  return (
    // a Root the site swizzled is around the whole site, as Docusaurus renders it: its providers reach every page
    <SiteThemePiece name="Root" hold>
      <SkipLink />
      {site.announcementBar ? <AnnouncementBar bar={site.announcementBar} /> : null}
      <Navbar />
      <div id="main-wrapper" className="main-wrapper">
        <RouteOutlet />
      </div>
      {/* a Footer the site swizzled is drawn on every page, as Docusaurus draws it */}
      <SiteThemePiece name="Footer" fallback={<Footer footer={footer} />} />
    </SiteThemePiece>
  );
}
