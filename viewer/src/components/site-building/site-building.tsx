import { useEffect } from 'react';
import './site-building.css';

/** How often the screen asks again whether the first build is live (dev also tells the page at once). */
export const SITE_BUILDING_RETRY_MS = 2000;

/** Shown while the server has no live build yet (a cold `docgate dev`): it asks again on its own. */
export function SiteBuilding({ onRetry }: { onRetry(): void }) {
  useEffect(() => {
    const timer = setInterval(onRetry, SITE_BUILDING_RETRY_MS);
    return () => clearInterval(timer);
  }, [onRetry]);
  return (
    <div className="site-building" role="status" aria-live="polite">
      <span className="site-building__spinner" aria-hidden="true" />
      <h1 className="site-building__title">The site is being built</h1>
      <p className="site-building__text">This page opens by itself as soon as the first build is published.</p>
    </div>
  );
}
