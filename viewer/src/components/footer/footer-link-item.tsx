import { SiteLink } from '../site-link/site-link.tsx';
import type { FooterItem } from './footer-config.ts';

/** One link of the footer (the classic theme's Footer/LinkItem): `to` routes in the site, `href` opens another one. */
export const FooterLinkItem = ({ item }: { item: FooterItem }) => (
  <SiteLink to={item.to} href={item.href} className={`footer__link footer__link-item${item.className ? ` ${item.className}` : ''}`}>
    {item.label}
  </SiteLink>
);
