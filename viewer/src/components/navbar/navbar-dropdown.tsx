import { useLocation } from 'wouter';
import type { NavbarItem } from '../../../../src/contracts/manifest.ts';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';
import { dropdownEntries, menuEntry } from '../../lib/navbar-items.ts';
import { Dropdown } from '../dropdown/dropdown.tsx';

/** Docusaurus' `dropdown` navbar item: its label opens a menu of its links; the one of the open page is marked. */
export function NavbarDropdown({ item, placeClass = '' }: { item: Extract<NavbarItem, { type: 'dropdown' }>; placeClass?: string }) {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  const entries = dropdownEntries(manifest, item.items, findRoute(manifest, pathname), pathname).map(menuEntry);
  const active = entries.some((entry) => entry.active);
  return (
    <Dropdown
      className={`navbar-dropdown ${active ? 'navbar-dropdown--active' : ''} ${placeClass}`}
      toggleClassName={item.className}
      label={<span>{item.label}</span>}
      menuLabel={item.label}
      entries={entries}
      onSelect={(entry) => navigate(entry.to)}
    />
  );
}
