import type { NavbarItem as Item } from '../../../../src/contracts/manifest.ts';
import { LocaleDropdown } from '../locale-dropdown/locale-dropdown.tsx';
import { SearchBox } from '../search-box/search-box.tsx';
import { SearchButton } from '../search-button/search-button.tsx';
import { SiteLink } from '../site-link/site-link.tsx';
import { VersionDropdown } from '../version-dropdown/version-dropdown.tsx';
import { NavbarDropdown } from './navbar-dropdown.tsx';
import { useNavbarLink } from './use-navbar-link.ts';

/** One configured navbar entry: a link, the search box or button, or one of the dropdowns; `placeClass` goes on its outermost element. */
export function NavbarItem({ item, locale, placeClass = '' }: { item: Item; locale: string; placeClass?: string }) {
  switch (item.type) {
    case 'link':
    case 'docsVersion':
      return <NavbarLinkItem item={item} placeClass={placeClass} />;
    case 'search': {
      // DocSearch's button where the site's search bar is Algolia's (the manifest's `button`)
      const search = item.button ? <SearchButton locale={locale} /> : <SearchBox locale={locale} />;
      return item.className ? <div className={item.className}>{search}</div> : search;
    }
    case 'localeDropdown':
      return <LocaleDropdown item={item} placeClass={placeClass} />;
    case 'docsVersionDropdown':
      return <VersionDropdown item={item} placeClass={placeClass} />;
    case 'dropdown':
      return <NavbarDropdown item={item} placeClass={placeClass} />;
    case 'custom':
      // the site's component draws it (custom-navbar-item.tsx)
      return null;
    case 'html':
      // biome-ignore lint/security/noDangerouslySetInnerHtml: inline HTML the pipeline sanitized (src/compiler/read/config/sanitize-inline.ts)
      return <div className={`${placeClass} navbar__html ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}

function NavbarLinkItem({ item, placeClass }: { item: Extract<Item, { type: 'link' | 'docsVersion' }>; placeClass: string }) {
  const link = useNavbarLink(item);
  if (!link) return null;
  return (
    <SiteLink
      to={link.to}
      href={link.href}
      className={`${placeClass} navbar__link ${item.className ?? ''} ${link.active ? 'navbar__link--active' : ''}`}
      aria-current={link.active ? 'page' : undefined}
      aria-label={link.ariaLabel}
      html={link.html}
    >
      {link.label}
    </SiteLink>
  );
}
