import type { ReactNode } from 'react';
import { OriginalFooterContext, OriginalPostContext } from './blog-client.tsx';
import { SiteThemePiece } from './site-theme-piece.tsx';

/**
 * A post's footer: the site's swizzled BlogPostItem/Footer once the bundle is in (stryker's comments under each
 * post), around docgate's (`original`) where it draws the theme's; docgate's alone otherwise.
 */
export function PostFooter({ original }: { original: ReactNode }) {
  return (
    <OriginalFooterContext.Provider value={original}>
      <SiteThemePiece name="BlogPostItem/Footer" fallback={original} />
    </OriginalFooterContext.Provider>
  );
}

/** A post: the site's swizzled BlogPostItem once the bundle is in, around docgate's article (`original`) where it draws the theme's. */
export function PostItem({ original }: { original: ReactNode }) {
  return (
    <OriginalPostContext.Provider value={original}>
      <SiteThemePiece name="BlogPostItem" fallback={original} />
    </OriginalPostContext.Provider>
  );
}
