import { useContent } from '../content/content-context.ts';
import { RouteOutlet } from '../routes/route-outlet.tsx';
import { AnnouncementBar } from './announcement-bar.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { SkipLink } from './skip-link.tsx';

/** Everything around the page: skip link, announcement, navbar, footer. */
export function SiteShell() {
  const { manifest } = useContent();
  const { site } = manifest;
  return (
    <>
      <SkipLink />
      {site.announcementBar ? <AnnouncementBar bar={site.announcementBar} /> : null}
      <Navbar />
      <div id="main-wrapper" className="main-wrapper">
        <RouteOutlet />
      </div>
      <Footer footer={site.footer} />
    </>
  );
}
