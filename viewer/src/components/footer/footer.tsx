import { ThemePart } from '../../site-bundle/site-theme-piece.tsx';
import { FooterCopyright } from './footer-copyright.tsx';
import { FooterLayout } from './footer-layout.tsx';
import { FooterLinks } from './footer-links.tsx';
import { FooterLogo } from './footer-logo.tsx';
import { useFooterConfig } from './use-footer-config.ts';

/**
 * docgate's footer, made of the classic theme's parts as its Footer is (Layout given the links, logo and
 * copyright as elements), each the site's where it swizzled it: `@theme-original/Footer` of a site's wrapping
 * Footer. None when the config gives no links, logo or copyright.
 */
export function Footer() {
  const { style, links, logo, copyright } = useFooterConfig();
  if (links.length === 0 && !copyright && !logo) return null;
  const parts = {
    style,
    links: links.length > 0 ? <ThemePart name="Footer/Links" Ours={FooterLinks} props={{ links }} /> : undefined,
    logo: logo ? <ThemePart name="Footer/Logo" Ours={FooterLogo} props={{ logo }} /> : undefined,
    copyright: copyright ? <ThemePart name="Footer/Copyright" Ours={FooterCopyright} props={{ copyright }} /> : undefined,
  };
  return <ThemePart name="Footer/Layout" Ours={FooterLayout} props={parts} />;
}
