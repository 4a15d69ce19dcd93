import { ThemePart } from '../../site-bundle/site-theme-piece.tsx';
import { type FooterLinkList, isMultiColumnFooterLinks } from './footer-config.ts';
import { FooterLinksMultiColumn } from './footer-links-multi-column.tsx';
import { FooterLinksSimple } from './footer-simple-links.tsx';

/** The footer's links (the classic theme's Footer/Links): columns, or the simple footer's line, each the site's where it swizzled it. */
export function FooterLinks({ links }: { links: FooterLinkList }) {
  return isMultiColumnFooterLinks(links) ? (
    <ThemePart name="Footer/Links/MultiColumn" Ours={FooterLinksMultiColumn} props={{ columns: links }} />
  ) : (
    <ThemePart name="Footer/Links/Simple" Ours={FooterLinksSimple} props={{ links }} />
  );
}
