import { useEffect, type ReactNode } from 'react';
import { ColorModeSwitch } from '../components/color-mode-switch/color-mode-switch.tsx';
import { NavbarLayout } from '../components/navbar/navbar-layout.tsx';
import { NavbarLogo } from '../components/navbar/navbar-logo.tsx';
import { useNavbarMenu } from '../components/navbar/navbar-menu-context.ts';
import { NavbarMobileToggle } from '../components/navbar/navbar-toggle.tsx';
import { SearchBox } from '../components/search-box/search-box.tsx';
import { SearchButton } from '../components/search-button/search-button.tsx';
import { useLocalizedChrome } from '../hooks/use-localized-chrome.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { DESKTOP_QUERY } from '../lib/breakpoints.ts';
import { clsx } from './docusaurus-modules.tsx';
import { useShellParts } from './layout-context.ts';

// The classic theme's navbar parts and hooks a site's swizzled Navbar (whole, or its Content, Layout, Logo...)
// and its NavbarItem/ComponentTypes import, made of docgate's own navbar: the items are the config's as the
// manifest holds them (in the open page's locale), the menu button opens docgate's mobile menu.

type Positioned = { position?: string };

/** theme-common's splitNavbarItems: the items on the left (those without a position too) and on the right. */
export const splitNavbarItems = <T extends Positioned>(items: T[]): [T[], T[]] => [
  items.filter((item) => item.position !== 'right'),
  items.filter((item) => item.position === 'right'),
];

/** theme-common's useNavbarMobileSidebar: docgate's mobile menu, which it opens and closes; shown at 996 px and below. */
export function useNavbarMobileSidebar() {
  const { shown, toggle } = useNavbarMenu();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return { disabled: false, shouldRender: !desktop, shown, toggle };
}

/** theme-common's useNavbarSecondaryMenu: docgate's mobile menu holds the page's sidebar itself, so there is none to show. */
export const useNavbarSecondaryMenu = () => ({ shown: false, content: null, hide: () => {}, toggle: () => {} });

/** theme-common's useHideableNavbar: docgate's bar hides on scroll itself (the config's hideOnScroll). */
export const useHideableNavbar = () => ({ navbarRef: () => {}, isNavbarVisible: true });

/** theme-common's useLockBodyScroll: the page behind an open menu does not scroll. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    if (!lock) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [lock]);
}

/** `@theme/NavbarItem`: the item drawn by docgate's navbar, in its place in the bar (the shell's, layout-context.ts). */
function Item(props: Record<string, unknown>) {
  const { NavbarItem: Drawn } = useShellParts();
  return <Drawn {...props} />;
}

/** The classic theme's item of one type (`@theme/NavbarItem/DocSidebarNavbarItem`...): an item of that type. */
const ofType = (type: string | undefined) => (props: Record<string, unknown>) => <Item {...props} type={type} />;

/** `@theme/NavbarItem/ComponentTypes`: the theme's item types, which a site's swizzled map spreads and adds to. */
const COMPONENT_TYPES = Object.fromEntries(
  ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'].map((type) => [
    type,
    ofType(type === 'default' ? undefined : type),
  ]),
);

/** `@theme-original/Navbar`: docgate's navbar, which a site's wrapping Navbar draws. */
function OriginalNavbar() {
  const { OriginalNavbar: Drawn } = useShellParts();
  return <Drawn />;
}

/** `@theme/Navbar/Content`: docgate's navbar content. */
function Content() {
  const { NavbarContent: Drawn } = useShellParts();
  return <Drawn />;
}

/** `@theme/Navbar/ColorModeToggle` and `@theme/ColorModeToggle`: docgate's colour mode switch, in a box of the class given. */
const ColorModeToggle = ({ className }: { className?: string }) => (
  <div className={clsx('navbar__color-mode', className)}>
    <ColorModeSwitch />
  </div>
);

/** `@theme/Navbar/Search`: the box the search bar sits in. */
const NavbarSearch = ({ className, children }: { className?: string; children?: ReactNode }) => (
  <div className={clsx('navbar__search', className)}>{children}</div>
);

/** `@theme/SearchBar`: docgate's search, over the open page's locale: a button as the site's bar draws its search items. */
function SearchBar() {
  const { navbar, locale } = useLocalizedChrome();
  const button = navbar.items.some((item) => item.type === 'search' && item.button);
  return button ? <SearchButton locale={locale} /> : <SearchBox locale={locale} />;
}

/** `@theme/Logo`: the logo and title, with the classes given. */
const Logo = ({ className, titleClassName }: { className?: string; titleClassName?: string }) => (
  <NavbarLogo className={className ?? 'navbar__brand'} titleClassName={titleClassName ?? 'navbar__title'} />
);

/** What theme-common (and its internals) give a site's navbar code. */
export const NAVBAR_HOOKS = {
  splitNavbarItems,
  useNavbarMobileSidebar,
  useNavbarSecondaryMenu,
  useHideableNavbar,
  useLockBodyScroll,
  // theme-common's boundary that names the item that failed: its children
  ErrorCauseBoundary: ({ children }: { children?: ReactNode }) => <>{children}</>,
};

/** The navbar's modules, as the registry holds them (contracts' NAVBAR_MODULES). */
export const NAVBAR_REGISTRY: Record<string, Record<string, unknown>> = {
  '@theme-original/Navbar': { default: OriginalNavbar },
  '@theme/Navbar/Layout': { default: NavbarLayout },
  '@theme/Navbar/Content': { default: Content },
  '@theme/Navbar/Logo': { default: () => <NavbarLogo /> },
  '@theme/Navbar/ColorModeToggle': { default: ColorModeToggle },
  '@theme/Navbar/Search': { default: NavbarSearch },
  '@theme/Navbar/MobileSidebar/Toggle': { default: NavbarMobileToggle },
  // docgate's mobile menu is drawn by its navbar (navbar.tsx), opened by the toggle
  '@theme/Navbar/MobileSidebar': { default: () => null },
  '@theme/Logo': { default: Logo },
  '@theme/ColorModeToggle': { default: ColorModeToggle },
  '@theme/SearchBar': { default: SearchBar },
  '@theme/NavbarItem': { default: Item },
  '@theme/NavbarItem/ComponentTypes': { default: COMPONENT_TYPES },
  '@theme/NavbarItem/DefaultNavbarItem': { default: ofType(undefined) },
  '@theme/NavbarItem/NavbarNavLink': { default: ofType(undefined) },
  '@theme/NavbarItem/DropdownNavbarItem': { default: ofType('dropdown') },
  '@theme/NavbarItem/DocNavbarItem': { default: ofType('doc') },
  '@theme/NavbarItem/DocSidebarNavbarItem': { default: ofType('docSidebar') },
  '@theme/NavbarItem/DocsVersionNavbarItem': { default: ofType('docsVersion') },
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem': { default: ofType('docsVersionDropdown') },
  '@theme/NavbarItem/LocaleDropdownNavbarItem': { default: ofType('localeDropdown') },
  '@theme/NavbarItem/SearchNavbarItem': { default: ofType('search') },
  '@theme/NavbarItem/HtmlNavbarItem': { default: ofType('html') },
};
