import { useLocation } from 'wouter';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';
import type { NavbarItem } from '../../../../src/contracts/manifest.ts';
import { localeEntries } from '../../lib/locale-entries.ts';
import { withMenuExtras } from '../../lib/navbar-items.ts';
import { Dropdown } from '../dropdown/dropdown.tsx';
import { GlobeIcon } from '../icons/globe-icon.tsx';
import { LanguageIcon } from '../icons/language-icon.tsx';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

/**
 * The language menu: links to the page open now in the other locales, and the item's dropdownItemsBefore/After
 * (a link to another site's translation); as Docusaurus, none for a single-locale site without such links.
 */
export function LocaleDropdown({ item, placeClass = '' }: { item: Extract<NavbarItem, { type: 'localeDropdown' }>; placeClass?: string }) {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  const route = findRoute(manifest, pathname);
  const entries = localeEntries(manifest, route, pathname);
  const current = entries.find((entry) => entry.active) ?? entries[0];
  if (entries.length < 2 && !item.before?.length && !item.after?.length) return null;
  return (
    <Dropdown
      className={`locale-dropdown ${placeClass}`}
      toggleClassName={item.className}
      label={
        <>
          {/* a Docusaurus site's is theme-classic's Icon/Language (文A), docgate's own a globe */}
          {isDocusaurusSite(manifest) ? <LanguageIcon size={20} /> : <GlobeIcon size={18} />}
          <span>{current?.label ?? 'Language'}</span>
        </>
      }
      menuLabel="Languages"
      entries={withMenuExtras(manifest, item, entries, route, pathname)}
      onSelect={(entry) => navigate(entry.to)}
    />
  );
}
