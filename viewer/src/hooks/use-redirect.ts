import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Redirects } from '../../../src/contracts/redirects.ts';
import { findRoute, normalizePath } from '../content/find-route.ts';
import type { Manifest } from '../../../src/contracts/manifest.ts';
import { useContent } from './use-content.ts';
import { isOtherSite } from '../../../src/contracts/url-scheme.ts';

/**
 * On a path with no page: leads on to where the site's redirects send it (a Docusaurus site's client
 * redirects), keeping the query and anchor, as the page Docusaurus writes at the old path does. True
 * while the redirects are still being looked up, so that "Page Not Found" does not flash first.
 */
export function useRedirect(): boolean {
  const { manifest, source } = useContent();
  const [pathname, navigate] = useLocation();
  const file = manifest.redirects;
  // the path found to have no redirect
  const [none, setNone] = useState<string | null>(null);
  // on the way to the redirect's page: this view stays until that one is in, and shows nothing meanwhile
  const [leaving, setLeaving] = useState(false);
  const home = pageUnderBaseUrl(manifest, pathname);
  // a path under the Docusaurus site's baseUrl (`/docs/intro` of a site at `/docs/`, as its readers know it):
  // docgate serves the site at the root, so the page is there
  useEffect(() => {
    if (!home) return;
    setLeaving(true);
    navigate(`${home}${window.location.search}${window.location.hash}`, { replace: true });
  }, [home, navigate]);
  useEffect(() => {
    if (!file || leaving || home) return;
    let live = true;
    source.json<Redirects>(file).then(
      (redirects) => {
        if (!live) return;
        const to = redirects[normalizePath(pathname)];
        if (to === undefined || (!to.startsWith('/') && !isOtherSite(to))) return setNone(pathname);
        const rest = `${window.location.search}${window.location.hash}`;
        setLeaving(true);
        if (isOtherSite(to)) window.location.replace(`${to}${rest}`);
        else navigate(`${to}${rest}`, { replace: true });
      },
      // no redirects to read: the path is not found, as it would be without them
      () => live && setNone(pathname),
    );
    return () => {
      live = false;
    };
  }, [file, pathname, source, navigate, leaving, home]);
  return home !== null || leaving || (file !== undefined && none !== pathname);
}

/** The page `pathname` names with the site's baseUrl before it, when the site has one and the page exists. */
function pageUnderBaseUrl(manifest: Manifest, pathname: string): string | null {
  const base = manifest.site.baseUrl.replace(/\/$/, '');
  if (base === '' || !pathname.startsWith(`${base}/`)) return null;
  const path = pathname.slice(base.length);
  return findRoute(manifest, path) ? path : null;
}
