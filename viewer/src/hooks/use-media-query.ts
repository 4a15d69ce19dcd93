import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : false),
  );
}
