import { useLocation } from 'wouter';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';
import { localeEntries } from '../../lib/locale-entries.ts';
import { Dropdown } from '../dropdown/dropdown.tsx';
import { GlobeIcon } from '../icons/globe-icon.tsx';

/** The language menu: links to the page open now in the other locales; none for a single-locale site (as Docusaurus). */
export function LocaleDropdown() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  const entries = localeEntries(manifest, findRoute(manifest, pathname), pathname);
  const current = entries.find((entry) => entry.active) ?? entries[0];
  if (entries.length < 2) return null;
  return (
    <Dropdown
      className="locale-dropdown"
      label={
        <>
          <GlobeIcon size={18} />
          <span>{current?.label ?? 'Language'}</span>
        </>
      }
      menuLabel="Languages"
      entries={entries}
      onSelect={(entry) => navigate(entry.to)}
    />
  );
}
