import { useContent } from '../../hooks/use-content.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { RouteOutlet } from '../../routes/route-outlet.tsx';
import { AnnouncementBar } from '../announcement-bar/announcement-bar.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { Navbar } from '../navbar/navbar.tsx';
import { SkipLink } from '../skip-link/skip-link.tsx';
import './site-shell.css';

/** Everything around the page: skip link, announcement, navbar, footer. */
export function SiteShell() {
  const { manifest } = useContent();
  const { site } = manifest;
  const { footer } = useLocalizedChrome();
  return (
    <>
      <SkipLink />
      {site.announcementBar ? <AnnouncementBar bar={site.announcementBar} /> : null}
      <Navbar />
      <div id="main-wrapper" className="main-wrapper">
        <RouteOutlet />
      </div>
      <SiteFooter footer={footer} />
    </>
  );
}
