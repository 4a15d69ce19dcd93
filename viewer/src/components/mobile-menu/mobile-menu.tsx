import { useEffect, useRef, useState } from 'react';
import type { NavbarItem } from '../../../../src/contracts/manifest.ts';
import { useLocation } from 'wouter';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useFocusTrap } from '../../hooks/use-focus-trap.ts';
import { useLocalizedChrome } from '../../hooks/use-localized-chrome.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { useScrollLock } from '../../hooks/use-scroll-lock.ts';
import { DESKTOP_QUERY } from '../../lib/breakpoints.ts';
import { versionEntries } from '../../lib/docs-versions.ts';
import { localeEntries } from '../../lib/locale-entries.ts';
import { localizedSidebar } from '../../lib/localized-site.ts';
import { dropdownEntries, navbarItemShown } from '../../lib/navbar-items.ts';
import { recentPosts, recentPostsTitle } from '../../lib/recent-posts.ts';
import { DocsSidebarItems } from '../docs-sidebar/docs-sidebar-items.tsx';
// the lists wear the docs sidebar's menu look, the header the navbar's brand
import '../docs-sidebar/docs-sidebar.css';
import { ColorModeSwitch } from '../color-mode-switch/color-mode-switch.tsx';
import { CloseIcon } from '../icons/close-icon.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { CustomNavbarItem } from '../navbar/custom-navbar-item.tsx';
import { NavbarLogo } from '../navbar/navbar-logo.tsx';
import { useNavbarLink } from '../navbar/use-navbar-link.ts';
import '../navbar/navbar.css';
import { SignOutButton } from '../sign-out-button/sign-out-button.tsx';
import { SiteLink } from '../site-link/site-link.tsx';
import { MenuLinks } from './menu-links.tsx';
import './mobile-menu.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

/** The sidebar the menu button opens at 996 px and below: navbar links, the language and version lists, and the page's docs sidebar or the blog's recent posts. */
export function MobileMenu({ onClose }: { onClose(): void }) {
  const { manifest } = useContent();
  const { navbar, locale } = useLocalizedChrome();
  const [pathname] = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(pathname);
  useFocusTrap(panel);
  useScrollLock();

  // closes on navigation and at desktop width
  useEffect(() => {
    if (pathname !== openedAt.current || desktop) onClose();
  }, [pathname, desktop, onClose]);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  const route = findRoute(manifest, pathname);
  const sidebar = localizedSidebar(manifest, route?.sidebar, locale);
  const dropdowns = navbar.items.filter((item) => item.type === 'dropdown' && item.items.length > 0) as Extract<
    (typeof navbar.items)[number],
    { type: 'dropdown' }
  >[];
  const offers = (type: string) => manifest.site.navbar.items.some((item) => item.type === type && navbarItemShown(item, manifest));
  const showLocales = offers('localeDropdown');
  const showVersions = offers('docsVersionDropdown');
  const onBlog = route?.kind.startsWith('blog') ?? false;
  const infima = isDocusaurusSite(manifest);
  const t = useThemeString();
  const posts = onBlog ? recentPosts(manifest, route?.locale, route?.blog) : [];
  const postLinks =
    posts.length > 0 ? (
      <MenuLinks
        title={recentPostsTitle(manifest, route?.locale, route?.blog)}
        entries={posts.map((post) => ({ key: post.path, label: post.title, to: post.path }))}
      />
    ) : null;
  // what the page adds (its docs sidebar, the blog's recent posts): on a Docusaurus site a second panel the
  // menu opens on, with a way back to the first (theme-classic's secondary menu; none when the first is
  // empty, as there); in docgate's layout under the first, the docs sidebar headed
  const secondaryMenu = sidebar ? <DocsSidebarItems items={sidebar} /> : postLinks;
  const twoPanels = infima && navbar.items.length > 0 && secondaryMenu !== null;
  const [secondaryShown, setSecondaryShown] = useState(true);
  const primaryMenu = (
    <>
      <ul className="menu">
        {navbar.items.map((item, at) => {
          // as Docusaurus' primary menu: the config's items in their order, each as its mobile self
          const key = `${item.type}:${at}`;
          if (item.type === 'link' || item.type === 'docsVersion') return <MobileLinkItem key={key} item={item} />;
          if (item.type === 'html') {
            return (
              <li
                key={key}
                className={`menu__list-item menu__html-item ${item.className ?? ''}`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the compiler sanitized it (sanitize-inline.ts)
                dangerouslySetInnerHTML={{ __html: item.value }}
              />
            );
          }
          if (item.type === 'custom') {
            // the site's component, told it is in the menu (`mobile`), as Docusaurus' NavbarItem tells it
            return (
              <li key={key} className="menu__list-item">
                <CustomNavbarItem component={item.component} props={{ ...item.props, mobile: true }} />
              </li>
            );
          }
          return null;
        })}
      </ul>
      {dropdowns.map((item) => (
        <MenuLinks key={item.label} title={item.label} entries={dropdownEntries(manifest, item.items, route, pathname)} />
      ))}
      {showLocales ? (
        <MenuLinks title={t('theme.navbar.mobileLanguageDropdown.label', 'Languages')} entries={localeEntries(manifest, route, pathname)} />
      ) : null}
      {showVersions ? (
        <MenuLinks title={t('theme.navbar.mobileVersionsDropdown.label', 'Versions')} entries={versionEntries(manifest, route)} />
      ) : null}
    </>
  );
  const footer = (
    <div className="mobile-menu__footer">
      <SignOutButton />
    </div>
  );

  return (
    <div className="mobile-menu" id="mobile-menu">
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="mobile-menu__header">
          {infima ? (
            // theme-classic's header: the bar's logo and title (Navbar/MobileSidebar/Header)
            <NavbarLogo />
          ) : (
            <InternalLink to="/" className="navbar__brand" onClick={onClose}>
              <span className="navbar__title">{navbar.title}</span>
            </InternalLink>
          )}
          {/* a Docusaurus site's switch, which its menu's header holds in place of the bar (mobile-menu.css) */}
          <div className="mobile-menu__color-mode">
            <ColorModeSwitch />
          </div>
          <button
            type="button"
            className="icon-button mobile-menu__close"
            aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar')}
            onClick={onClose}
          >
            {/* theme-classic's: a thin cross of 21 px */}
            <CloseIcon size={infima ? 21 : 16} />
          </button>
        </div>
        {twoPanels ? (
          <div className={`mobile-menu__panels ${secondaryShown ? 'mobile-menu__panels--secondary' : ''}`}>
            <nav className="mobile-menu__body" aria-label="Mobile" inert={secondaryShown}>
              {primaryMenu}
              {footer}
            </nav>
            <div className="mobile-menu__body" inert={!secondaryShown}>
              <button type="button" className="clean-btn mobile-menu__back" onClick={() => setSecondaryShown(false)}>
                {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
              </button>
              {secondaryMenu}
            </div>
          </div>
        ) : (
          <nav className="mobile-menu__body" aria-label="Mobile">
            {primaryMenu}
            {sidebar ? (
              <>
                <div className="menu__heading">Documentation</div>
                <DocsSidebarItems items={sidebar} />
              </>
            ) : null}
            {postLinks}
            {footer}
          </nav>
        )}
      </div>
    </div>
  );
}

/** A navbar link in the menu, as Docusaurus' DefaultNavbarItemMobile: Infima's menu link, active on its pages. */
function MobileLinkItem({ item }: { item: Extract<NavbarItem, { type: 'link' | 'docsVersion' }> }) {
  const link = useNavbarLink(item);
  if (!link) return null;
  return (
    <li className="menu__list-item">
      <SiteLink
        to={link.to}
        href={link.href}
        className={`menu__link ${item.className ?? ''} ${link.active ? 'menu__link--active' : ''}`}
        aria-current={link.active ? 'page' : undefined}
        aria-label={link.ariaLabel}
        html={link.html}
      >
        {link.label}
      </SiteLink>
    </li>
  );
}
