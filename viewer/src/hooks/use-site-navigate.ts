import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '../content/find-route.ts';
import { scrollToHash } from '../lib/scroll-to-hash.ts';

/** Client-side navigation that also handles a `#heading` on the page already open. */
export function useSiteNavigate(): (url: string) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (url: string) => {
      const hashAt = url.indexOf('#');
      const path = hashAt === -1 ? url : url.slice(0, hashAt);
      const hash = hashAt === -1 ? '' : url.slice(hashAt);
      if (path === '' || normalizePath(path) === normalizePath(window.location.pathname)) {
        if (hash) {
          history.pushState(history.state, '', hash);
          scrollToHash(hash);
        } else {
          window.scrollTo(0, 0);
        }
        return;
      }
      navigate(url);
    },
    [navigate],
  );
}
