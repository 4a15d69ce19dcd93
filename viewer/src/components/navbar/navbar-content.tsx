import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { NavbarItem as Item } from '../../../../src/contracts/manifest.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { DESKTOP_QUERY } from '../../lib/breakpoints.ts';
import { isImplicitSearch, navbarItemShown } from '../../lib/navbar-items.ts';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { ColorModeSwitch } from '../color-mode-switch/color-mode-switch.tsx';
import { SignOutButton } from '../sign-out-button/sign-out-button.tsx';
import { CustomNavbarItem } from './custom-navbar-item.tsx';
import { NavbarItem } from './navbar-item.tsx';
import { NavbarLogo } from './navbar-logo.tsx';
import { NavbarMobileToggle } from './navbar-toggle.tsx';
import './navbar.css';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

/** The attribute of docgate's own sign-out in the bar: where it is, no other is placed (sign-out-placement.tsx). */
export const SIGN_OUT_ATTRIBUTE = 'data-docgate-sign-out';
/** The attribute of docgate's bar whose items leave sign-out no room: it is placed in the corner. */
export const SIGN_OUT_CORNER_ATTRIBUTE = 'data-docgate-sign-out-corner';

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

// px of room beyond sign-out's own width before it comes back into the bar, so it does not go back and forth
// (the right side's new last item drops its right padding, as Infima's last item has none)
const HYSTERESIS = 32;

/** The room left after a side's items (the side grows into the bar's room, so its scroll width tells none). */
function spare(side: HTMLElement): number {
  const last = side.lastElementChild;
  return last ? side.getBoundingClientRect().right - last.getBoundingClientRect().right : side.clientWidth;
}

/**
 * Whether docgate's sign-out, an item Docusaurus' bar does not have, would crowd the bar's left side: its items
 * overflow their side with it in the bar (react-native-website's full bar at 1,280 px drew its version menu under
 * its next item). Then the bar says so, and sign-out-placement.tsx puts it in the bottom-left corner, as for a bar
 * with no right side, and the bar's items fit as under Docusaurus; it comes back when they fit with it (its width
 * remembered).
 */
function useCrowdedBar(inner: RefObject<HTMLDivElement | null>, left: RefObject<HTMLDivElement | null>): boolean {
  const [crowded, setCrowded] = useState(false);
  const width = useRef(0);
  useLayoutEffect(() => {
    const bar = inner.current;
    const side = left.current;
    if (!bar || !side) return;
    const look = () => {
      // at 996 px and below the items and sign-out are in the mobile menu: no bar to crowd
      if (!window.matchMedia(DESKTOP_QUERY).matches) return setCrowded(false);
      const inBar = bar.querySelector<HTMLElement>(`[${SIGN_OUT_ATTRIBUTE}]`);
      const overflow = side.scrollWidth - side.clientWidth;
      if (inBar) {
        width.current = inBar.getBoundingClientRect().width;
        if (overflow > 1) setCrowded(true);
      } else if (spare(side) > width.current + HYSTERESIS) setCrowded(false);
    };
    look();
    // one look a frame: it measures, and a search box's results or a dropdown's items change the bar's subtree
    // at every keystroke
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        look();
      });
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(bar);
    resized.observe(side);
    // the site's parts are drawn once its bundle is in, at any depth (a custom item's own element)
    const changed = new MutationObserver(schedule);
    changed.observe(bar, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
    };
  }, [inner, left]);
  return crowded;
}

/**
 * What the bar holds (the classic theme's Navbar/Content): the menu button, logo and title, the config's
 * items on their sides, colour mode and sign-out; each part the site's where it swizzled it.
 */
export function NavbarContent() {
  const { manifest } = useContent();
  const { navbar, locale } = useLocalizedChrome();
  const inner = useRef<HTMLDivElement>(null);
  const left = useRef<HTMLDivElement>(null);
  const crowded = useCrowdedBar(inner, left);
  const infima = isDocusaurusSite(manifest);
  const placed = (position: 'left' | 'right', implicit: boolean) =>
    navbar.items
      .map((item, at) => ({ item, at }))
      .filter(({ item }) => item.position === position && isImplicitSearch(item) === implicit && navbarItemShown(item, manifest))
      .map(({ item, at }) => <PlacedNavbarItem key={at} item={item} locale={locale} />);
  const side = (position: 'left' | 'right') => placed(position, false);
  return (
    <div ref={inner} className="navbar__inner" {...(crowded ? { [SIGN_OUT_CORNER_ATTRIBUTE]: '' } : {})}>
      {/* Infima's navbar__items names too, which a site's custom.css styles (`flex-wrap: wrap`) */}
      <div ref={left} className="navbar__side navbar__items">
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
          {/* a Docusaurus site's is ColorModeToggle's 2rem box, no navbar__item (theme-classic's Navbar/Content) */}
          <div className={infima ? 'navbar__color-mode' : 'navbar__item navbar__color-mode'}>
            <ColorModeSwitch />
          </div>
        </Part>
        {/* the search bar Docusaurus adds where the config names none ends the bar, after the colour mode toggle */}
        {placed('right', true)}
        {!crowded && (
          <div className="navbar__item navbar__item--desktop" {...{ [SIGN_OUT_ATTRIBUTE]: '' }}>
            <SignOutButton compact={infima} />
          </div>
        )}
      </div>
    </div>
  );
}
