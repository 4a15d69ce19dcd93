import type { ReactNode } from 'react';
import { BlogPostItem, OriginalFooterContext, PostPartsContext, type PostParts } from './blog-client.tsx';
import { SiteThemePiece } from './site-theme-piece.tsx';

/**
 * A post: docgate's article of `parts` around the body (`children`), or the site's swizzled BlogPostItem once the
 * bundle is in, handed the body as Docusaurus hands it the post's MDX: one that wraps the theme's, or one made of
 * its parts (Container, Header, Content, Footer), with what it adds. The footer is the site's swizzled
 * BlogPostItem/Footer where it has one (stryker's comments under each post), around docgate's (`parts.footer`)
 * where it draws the theme's.
 */
export function PostItem({ parts, children }: { parts: PostParts; children: ReactNode }) {
  const footer = <SiteThemePiece name="BlogPostItem/Footer" fallback={parts.footer} />;
  return (
    <OriginalFooterContext.Provider value={parts.footer}>
      <PostPartsContext.Provider value={{ ...parts, footer }}>
        <SiteThemePiece name="BlogPostItem" fallback={<BlogPostItem>{children}</BlogPostItem>}>
          {children}
        </SiteThemePiece>
      </PostPartsContext.Provider>
    </OriginalFooterContext.Provider>
  );
}
