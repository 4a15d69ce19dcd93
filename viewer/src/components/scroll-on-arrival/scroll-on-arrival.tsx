import { useLayoutEffect } from 'react';
import { scrollToHash } from '../../lib/scroll-to-hash.ts';

/** Mounted beside a new page: scrolls to the URL's `#heading`, or to the top; same path keeps the scroll. */
export function ScrollOnArrival({ path }: { path: string }) {
  useLayoutEffect(() => {
    if (!scrollToHash(window.location.hash)) window.scrollTo(0, 0);
  }, [path]);
  return null;
}
