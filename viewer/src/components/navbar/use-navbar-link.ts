import { useLocation } from 'wouter';
import type { Manifest, NavbarItem } from '../../../../src/contracts/manifest.ts';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { versionedNavbarTarget } from '../../lib/docs-versions.ts';
import { docsVersionLink } from '../../lib/navbar-items.ts';

/** A navbar link as the bar and the mobile menu both draw it (each with its own classes). */
export interface NavbarLink {
  to: string | undefined;
  href: string | undefined;
  label: string;
  html: string | undefined;
  ariaLabel: string | undefined;
  /** the page open now is the link's, as Docusaurus' NavLink and its activeBasePath/activeBaseRegex judge it */
  active: boolean;
}

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

/** Where a `link` or `docsVersion` item leads from the page open now, and whether it is that page's; null: no link here. */
export function useNavbarLink(item: Extract<NavbarItem, { type: 'link' | 'docsVersion' }>): NavbarLink | null {
  const [pathname] = useLocation();
  const { manifest } = useContent();
  const route = findRoute(manifest, pathname);
  if (item.type === 'docsVersion') {
    const link = docsVersionLink(manifest, item, route, pathname);
    return link
      ? { to: link.to, href: undefined, label: link.label, html: undefined, ariaLabel: undefined, active: pathname === link.to }
      : null;
  }
  const to = item.to && item.versioned ? versionedNavbarTarget(manifest, route, item.to) : item.to;
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
  return { to, href: item.href, label: item.label, html: item.html, ariaLabel: item.ariaLabel, active };
}
