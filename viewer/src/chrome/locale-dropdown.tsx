import { useLocation } from 'wouter';
import { useContent } from '../content/content-context.ts';
import { findRoute } from '../content/find-route.ts';
import { Dropdown } from './dropdown.tsx';
import { localeEntries } from './locale-entries.ts';
import { useSiteNavigate } from './use-site-navigate.ts';

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
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9.5" />
            <path d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5c-2.6-2.8-3.9-6-3.9-9.5s1.3-6.7 3.9-9.5z" />
          </svg>
          <span>{current?.label ?? 'Language'}</span>
        </>
      }
      menuLabel="Languages"
      entries={entries}
      onSelect={(entry) => navigate(entry.to)}
    />
  );
}
