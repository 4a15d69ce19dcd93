import { useCallback, useMemo, useState } from 'react';
import { useContent } from '../../hooks/use-content.ts';
import { useDocumentLocale } from '../../hooks/use-document-locale.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { htmlLangOf } from '../../site-bundle/site-i18n.ts';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { MobileMenu } from '../mobile-menu/mobile-menu.tsx';
import { NavbarContent } from './navbar-content.tsx';
import { NavbarLayout } from './navbar-layout.tsx';
import { NavbarMenuContext } from './navbar-menu-context.ts';
import './navbar.css';
import { SignOutPlacement } from './sign-out-placement.tsx';

/**
 * docgate's navbar, made of the classic theme's parts (Layout > Content > menu button, logo, items, colour
 * mode), each the site's where it swizzled it: `@theme-original/Navbar` of a site's wrapping Navbar.
 */
export function DocgateNavbar() {
  const content = <SiteThemePiece name="Navbar/Content" fallback={<NavbarContent />} />;
  return (
    <SiteThemePiece name="Navbar/Layout" fallback={<NavbarLayout>{content}</NavbarLayout>}>
      {content}
    </SiteThemePiece>
  );
}

/**
 * The top bar: docgate's, or the Navbar the site swizzled, drawn from the site bundle once it is in (docgate's
 * until then, so the bar never goes blank); sign-out stays in it either way, and the menu button (docgate's,
 * or the site's through useNavbarMobileSidebar) opens docgate's mobile menu.
 */
export function Navbar() {
  const { manifest } = useContent();
  const { locale } = useLocalizedChrome();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menu = useMemo(() => ({ shown: menuOpen, toggle: () => setMenuOpen((open) => !open) }), [menuOpen]);
  useDocumentLocale(htmlLangOf(manifest, locale), manifest.site.locales.find((entry) => entry.code === locale)?.direction ?? 'ltr');
  return (
    <NavbarMenuContext.Provider value={menu}>
      <SignOutPlacement>
        <SiteThemePiece name="Navbar" fallback={<DocgateNavbar />} />
      </SignOutPlacement>
      {menuOpen ? <MobileMenu onClose={closeMenu} /> : null}
    </NavbarMenuContext.Provider>
  );
}
