import type { ReactNode } from 'react';
import type { NavbarItem as Item } from '../../../../src/contracts/manifest.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { navbarItemShown } from '../../lib/navbar-items.ts';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { ColorModeSwitch } from '../color-mode-switch/color-mode-switch.tsx';
import { SignOutButton } from '../sign-out-button/sign-out-button.tsx';
import { CustomNavbarItem } from './custom-navbar-item.tsx';
import { NavbarItem } from './navbar-item.tsx';
import { NavbarLogo } from './navbar-logo.tsx';
import { NavbarMobileToggle } from './navbar-toggle.tsx';
import './navbar.css';

/** The attribute of docgate's own sign-out in the bar: where it is, no other is placed (sign-out-placement.tsx). */
export const SIGN_OUT_ATTRIBUTE = 'data-docgate-sign-out';

/**
 * One item as it sits in the bar: each is one element with Infima's navbar__item, as Docusaurus renders it
 * (`a.navbar__item.navbar__link`, `div.navbar__item.dropdown`): a site's padding for `.navbar__item` applies
 * once, and its `.navbar__item.navbar__link` rules match; a custom type is its component's own element.
 */
export function PlacedNavbarItem({ item, locale }: { item: Item; locale: string }) {
  if (item.type === 'custom') return <CustomNavbarItem component={item.component} props={item.props} />;
  return item.type === 'search' ? (
    <div className="navbar__item navbar__item--search">
      <NavbarItem item={item} locale={locale} />
    </div>
  ) : (
    <NavbarItem item={item} locale={locale} placeClass="navbar__item navbar__item--desktop" />
  );
}

/** docgate's part `name` of the navbar, or the one the site swizzled (drawn from the site bundle once it is in). */
const Part = ({ name, children }: { name: string; children: ReactNode }) => <SiteThemePiece name={name} fallback={children} />;

/**
 * What the bar holds (the classic theme's Navbar/Content): the menu button, logo and title, the config's
 * items on their sides, colour mode and sign-out; each part the site's where it swizzled it.
 */
export function NavbarContent() {
  const { manifest } = useContent();
  const { navbar, locale } = useLocalizedChrome();
  const side = (position: 'left' | 'right') =>
    navbar.items
      .map((item, at) => ({ item, at }))
      .filter(({ item }) => item.position === position && navbarItemShown(item, manifest))
      .map(({ item, at }) => <PlacedNavbarItem key={at} item={item} locale={locale} />);
  return (
    <div className="navbar__inner">
      {/* Infima's navbar__items names too, which a site's custom.css styles (`flex-wrap: wrap`) */}
      <div className="navbar__side navbar__items">
        <Part name="Navbar/MobileSidebar/Toggle">
          <NavbarMobileToggle />
        </Part>
        <Part name="Navbar/Logo">
          <NavbarLogo />
        </Part>
        {side('left')}
      </div>
      <div className="navbar__side navbar__side--right navbar__items navbar__items--right">
        {side('right')}
        <Part name="Navbar/ColorModeToggle">
          <div className="navbar__item navbar__item--color-mode">
            <ColorModeSwitch />
          </div>
        </Part>
        <div className="navbar__item navbar__item--desktop" {...{ [SIGN_OUT_ATTRIBUTE]: '' }}>
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}
