import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Redirects } from '../../../src/contracts/redirects.ts';
import { normalizePath } from '../content/find-route.ts';
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
  useEffect(() => {
    if (!file || leaving) return;
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
  }, [file, pathname, source, navigate, leaving]);
  return file !== undefined && (leaving || none !== pathname);
}
