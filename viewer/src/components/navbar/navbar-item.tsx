import { useLocation } from 'wouter';
import type { NavbarItem as Item } from '../../../../src/contracts/manifest.ts';
import { LocaleDropdown } from '../locale-dropdown/locale-dropdown.tsx';
import { SearchBox } from '../search-box/search-box.tsx';
import { SiteLink } from '../site-link/site-link.tsx';
import { VersionDropdown } from '../version-dropdown/version-dropdown.tsx';

/** One configured navbar entry: a link, the search box, or one of the dropdowns. */
export function NavbarItem({ item, locale }: { item: Item; locale: string }) {
  const [pathname] = useLocation();
  switch (item.type) {
    case 'link': {
      const active = item.to ? pathname === item.to || pathname.startsWith(`${item.to === '/' ? '' : item.to}/`) : false;
      return (
        <SiteLink
          to={item.to}
          href={item.href}
          className={`navbar__link ${active ? 'navbar__link--active' : ''}`}
          aria-current={active ? 'page' : undefined}
        >
          {item.label}
        </SiteLink>
      );
    }
    case 'search':
      return <SearchBox locale={locale} />;
    case 'localeDropdown':
      return <LocaleDropdown />;
    case 'docsVersionDropdown':
      return <VersionDropdown />;
  }
}
