import { useCallback, type MouseEvent } from 'react';
import { useSiteNavigate } from './use-site-navigate.ts';

/** A click handler for compiled HTML: same-origin links navigate client-side, everything else is left alone. */
export function useHtmlLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useSiteNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as HTMLElement).closest('a');
      if (!anchor || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href');
      if (!href || href.startsWith('blob:')) return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );
}
