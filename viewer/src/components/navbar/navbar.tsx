import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useContent } from '../../hooks/use-content.ts';
import { useDocumentLocale } from '../../hooks/use-document-locale.ts';
import { useHideOnScroll } from '../../hooks/use-hide-on-scroll.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { navbarItemShown } from '../../lib/navbar-items.ts';
import { ColorModeSwitch } from '../color-mode-switch/color-mode-switch.tsx';
import { MenuIcon } from '../icons/menu-icon.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { MobileMenu } from '../mobile-menu/mobile-menu.tsx';
import { SignOutButton } from '../sign-out-button/sign-out-button.tsx';
import { NavbarItem } from './navbar-item.tsx';
import './navbar.css';
import { SiteLogo } from './site-logo.tsx';
import { useDarkBackground } from './use-dark-background.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { isExternalUrl } from '../../../../src/contracts/url-scheme.ts';

/** The logo and title: home, or where the config's logo `href` leads (another site opens in a new tab, as in Docusaurus). */
function BrandLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (href && isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="navbar__brand">
        {children}
      </a>
    );
  }
  return (
    <InternalLink to={href ?? '/'} className="navbar__brand">
      {children}
    </InternalLink>
  );
}

/** The top bar: title, configured items, colour mode, sign-out; a menu button below 996 px. */
export function Navbar() {
  const { manifest } = useContent();
  const { navbar, locale } = useLocalizedChrome();
  const t = useThemeString();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const hidden = useHideOnScroll(navbar.hideOnScroll && !menuOpen);
  const bar = useRef<HTMLElement>(null);
  // a dark bar from the site's own CSS (its swizzled navbar's): Infima's dark style, so the items read
  const darkBar = useDarkBackground(bar, navbar.style !== undefined);
  const style = navbar.style ?? (darkBar ? 'dark' : undefined);
  useDocumentLocale(locale, manifest.site.locales.find((entry) => entry.code === locale)?.direction ?? 'ltr');
  const side = (position: 'left' | 'right') =>
    navbar.items
      .map((item, at) => ({ item, at }))
      .filter(({ item }) => item.position === position && navbarItemShown(item, manifest))
      .map(({ item, at }) => {
        // each item is one element with Infima's navbar__item, as Docusaurus renders it (`a.navbar__item.navbar__link`,
        // `div.navbar__item.dropdown`): a site's padding for `.navbar__item` applies once, and its
        // `.navbar__item.navbar__link` rules match
        return item.type === 'search' ? (
          <div key={at} className="navbar__item navbar__item--search">
            <NavbarItem item={item} locale={locale} />
          </div>
        ) : (
          <NavbarItem key={at} item={item} locale={locale} placeClass="navbar__item navbar__item--desktop" />
        );
      });

  return (
    <>
      {/* Infima's navbar--fixed-top too, as Docusaurus' navbar has it: a site's CSS that pins it (`position: fixed`
          and a padded body, markov-root/atlas) otherwise leaves a blank band above the navbar */}
      <nav
        ref={bar}
        className={`navbar navbar--fixed-top ${style ? `navbar--${style}` : ''} ${hidden ? 'navbar--hidden' : ''}`}
        aria-label={t('theme.NavBar.navAriaLabel', 'Main')}
      >
        <div className="navbar__inner">
          {/* Infima's navbar__items names too, which a site's custom.css styles (`flex-wrap: wrap`) */}
          <div className="navbar__side navbar__items">
            <button
              type="button"
              className="icon-button navbar__toggle"
              aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon size={26} />
            </button>
            <BrandLink href={navbar.logo?.href}>
              <SiteLogo />
              <span className="navbar__title">{navbar.title}</span>
            </BrandLink>
            {side('left')}
          </div>
          <div className="navbar__side navbar__side--right navbar__items navbar__items--right">
            {side('right')}
            <div className="navbar__item navbar__item--color-mode">
              <ColorModeSwitch />
            </div>
            <div className="navbar__item navbar__item--desktop">
              <SignOutButton />
            </div>
          </div>
        </div>
      </nav>
      {menuOpen ? <MobileMenu onClose={closeMenu} /> : null}
    </>
  );
}
