import { useEffect, useState } from 'react';

/** True while the reader scrolls down past the navbar; scrolling up (or to the top) shows it again. */
export function useHideOnScroll(enabled: boolean, navbarHeight = 64): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      if (y < navbarHeight) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled, navbarHeight]);
  return hidden;
}
