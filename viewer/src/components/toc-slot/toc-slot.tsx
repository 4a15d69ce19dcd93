import type { TocItem } from '../../../../src/contracts/manifest.ts';
import { siteTocItem } from '../../lib/site-metadata.ts';
import { SiteThemePiece } from '../../site-bundle/site-theme-piece.tsx';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL, TocColumn } from '../table-of-contents/table-of-contents.tsx';
/**
 * The TOC's column, or the site's swizzled `TOC` in its place (ory's with a call to action under it, electron's
 * cleaning the entries), handed what Docusaurus' DocItem/TOC/Desktop and BlogPostPage hand it: the page's
 * entries (`toc`), the levels shown, a doc's column class. It is drawn in a column of its own, whose height the
 * original TOC it wraps sticks in.
 */
export function TocSlot({ items, className, siteClassName }: { items: TocItem[]; className?: string; siteClassName?: string }) {
  return (
    <SiteThemePiece
      name="TOC"
      className="toc-slot"
      props={{ toc: items.map(siteTocItem), minHeadingLevel: TOC_MIN_LEVEL, maxHeadingLevel: TOC_MAX_LEVEL, className: siteClassName }}
      fallback={<TocColumn items={items} className={className} />}
    />
  );
}
