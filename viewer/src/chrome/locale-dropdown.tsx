import { useLocation } from 'wouter';
import { useContent } from '../content/content-context.ts';
import { findRoute } from '../content/find-route.ts';
import { Dropdown } from './dropdown.tsx';
import { localeEntries } from './locale-entries.ts';
import { useSiteNavigate } from './use-site-navigate.ts';
import { GlobeIcon } from '../components/icons/globe-icon.tsx';

/** The language menu: links to the page open now in the other locales. */
export function LocaleDropdown() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  const entries = localeEntries(manifest, findRoute(manifest, pathname), pathname);
  const current = entries.find((entry) => entry.active) ?? entries[0];
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
