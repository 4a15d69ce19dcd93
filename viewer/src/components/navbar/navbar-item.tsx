import { useLocation } from 'wouter';
import type { NavbarItem as Item, Manifest } from '../../../../src/contracts/manifest.ts';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { versionedNavbarTarget } from '../../lib/docs-versions.ts';
import { docsVersionLink } from '../../lib/navbar-items.ts';
import { LocaleDropdown } from '../locale-dropdown/locale-dropdown.tsx';
import { SearchBox } from '../search-box/search-box.tsx';
import { SiteLink } from '../site-link/site-link.tsx';
import { VersionDropdown } from '../version-dropdown/version-dropdown.tsx';
import { NavbarDropdown } from './navbar-dropdown.tsx';

/** A doc item is active on its page and on every doc of the sidebar its page is in (bitwarden's docs at `/`). */
function inSidebarOf(manifest: Manifest, to: string, pathname: string): boolean {
  if (pathname === to) return true;
  const sidebar = findRoute(manifest, to)?.sidebar;
  return !!sidebar && findRoute(manifest, pathname)?.sidebar === sidebar;
}

const under = (pathname: string, base: string): boolean => pathname === base || pathname.startsWith(`${base === '/' ? '' : base}/`);

/** Docusaurus' activeBaseRegex, tried on the path as its router sees it, with the site's baseUrl. */
function matchesRegex(regex: string, pathname: string, baseUrl: string): boolean {
  const withBase = baseUrl === '/' ? pathname : `${baseUrl.replace(/\/$/, '')}${pathname}`;
  return new RegExp(regex).test(withBase);
}

/** One configured navbar entry: a link, the search box, or one of the dropdowns; `placeClass` goes on its outermost element. */
export function NavbarItem({ item, locale, placeClass = '' }: { item: Item; locale: string; placeClass?: string }) {
  const [pathname] = useLocation();
  const { manifest } = useContent();
  switch (item.type) {
    case 'link': {
      const to = item.to && item.versioned ? versionedNavbarTarget(manifest, findRoute(manifest, pathname), item.to) : item.to;
      const active = item.activeBaseRegex
        ? matchesRegex(item.activeBaseRegex, pathname, manifest.site.baseUrl)
        : item.activeBasePath
          ? under(pathname, item.activeBasePath)
          : to
            ? item.docLink
              ? inSidebarOf(manifest, to, pathname)
              : item.exact
                ? pathname === to
                : under(pathname, to)
            : false;
      return (
        <SiteLink
          to={to}
          href={item.href}
          className={`${placeClass} navbar__link ${item.className ?? ''} ${active ? 'navbar__link--active' : ''}`}
          aria-current={active ? 'page' : undefined}
          aria-label={item.ariaLabel}
          html={item.html}
        >
          {item.label}
        </SiteLink>
      );
    }
    case 'search':
      return item.className ? (
        <div className={item.className}>
          <SearchBox locale={locale} />
        </div>
      ) : (
        <SearchBox locale={locale} />
      );
    case 'localeDropdown':
      return <LocaleDropdown item={item} placeClass={placeClass} />;
    case 'docsVersionDropdown':
      return <VersionDropdown item={item} placeClass={placeClass} />;
    case 'docsVersion': {
      const link = docsVersionLink(manifest, item, findRoute(manifest, pathname), pathname);
      if (!link) return null;
      const active = pathname === link.to;
      return (
        <SiteLink
          to={link.to}
          className={`${placeClass} navbar__link ${item.className ?? ''} ${active ? 'navbar__link--active' : ''}`}
          aria-current={active ? 'page' : undefined}
        >
          {link.label}
        </SiteLink>
      );
    }
    case 'dropdown':
      return <NavbarDropdown item={item} placeClass={placeClass} />;
    case 'custom':
      // the site's component draws it (custom-navbar-item.tsx)
      return null;
    case 'html':
      // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
      return <div className={`${placeClass} navbar__html ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}
