import { useLayoutEffect } from 'react';
import { scrollToHash, scrollToTop } from '../../lib/scroll-to-hash.ts';

/** Mounted beside a new page: scrolls to the URL's `#heading`, or to the top; same path keeps the scroll. */
export function ScrollOnArrival({ path }: { path: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the arrival at a new path; it reads the hash from the location itself
  useLayoutEffect(() => {
    if (!scrollToHash(window.location.hash)) scrollToTop();
  }, [path]);
  return null;
}
