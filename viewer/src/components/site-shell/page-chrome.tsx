import type { ReactNode } from 'react';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { useContent } from '../../hooks/use-content.ts';
import { InShellPage, type ShellParts } from '../../site-bundle/layout-context.ts';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { AnnouncementBar } from '../announcement-bar/announcement-bar.tsx';
import { Footer } from '../footer/footer.tsx';
import { FooterLinks } from '../footer/footer-links.tsx';
import { FooterLinksMultiColumn } from '../footer/footer-links-multi-column.tsx';
import { FooterLinksSimple } from '../footer/footer-simple-links.tsx';
import { DocgateNavbar, Navbar } from '../navbar/navbar.tsx';
import { NavbarContent } from '../navbar/navbar-content.tsx';
import { SiteNavbarItem } from '../navbar/site-navbar-item.tsx';
import { SkipLink } from '../skip-link/skip-link.tsx';

/** The site's announcement bar, if it has one. */
function SiteAnnouncementBar() {
  const bar = useContent().manifest.site.announcementBar;
  return bar ? <AnnouncementBar bar={bar} /> : null;
}

/**
 * The footer: a Footer the site swizzled is drawn on every page, as Docusaurus draws it; docgate's otherwise
 * (its parts the site's where it swizzled them). In a box of no layout of its own, where Infima's classes
 * apply (infima-utilities.css), as the site's footer code writes them.
 */
const SiteFooter = () => (
  <div className="site-footer">
    <SiteThemePiece name="Footer" fallback={<Footer />} />
  </div>
);

/** docgate's page around the route: skip link, announcement, navbar, the page, footer. */
function PageChrome({ children }: { children?: ReactNode }) {
  return (
    <InShellPage.Provider value={true}>
      <SkipLink />
      <SiteAnnouncementBar />
      <Navbar />
      <div id="main-wrapper" className={`main-wrapper ${MODULE_CLASS.mainWrapper}`}>
        {children}
      </div>
      <SiteFooter />
    </InShellPage.Provider>
  );
}

/** The page and its parts, which a site's swizzled Layout draws (`@theme-original/Layout`, `@theme/Navbar`...). */
export const SHELL_PARTS: ShellParts = {
  Layout: PageChrome,
  SkipToContent: SkipLink,
  AnnouncementBar: SiteAnnouncementBar,
  Navbar,
  Footer: SiteFooter,
  OriginalNavbar: DocgateNavbar,
  NavbarContent,
  NavbarItem: SiteNavbarItem,
  OriginalFooter: Footer,
  FooterLinks,
  FooterLinksMultiColumn,
  FooterLinksSimple,
};
