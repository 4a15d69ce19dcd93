import { useLayoutEffect } from 'react';

/**
 * Marks the page as a Docusaurus site's (`<html data-look="infima">`) while one is shown, before it paints:
 * rules under `:where([data-look='infima'])` draw it as Infima and theme-classic do (weighing no more than
 * the class they style, so the site's CSS still wins); docgate's own layout keeps its look.
 */
export function useInfimaLook(on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.look = 'infima';
    return () => {
      delete root.dataset.look;
    };
  }, [on]);
}
