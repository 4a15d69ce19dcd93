import { useLocation } from 'wouter';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';
import type { NavbarItem } from '../../../../src/contracts/manifest.ts';
import { versionEntries } from '../../lib/docs-versions.ts';
import { isMenuExtra, withMenuExtras } from '../../lib/navbar-items.ts';
import { savePreferredVersion } from '../../lib/preferred-version.ts';
import { Dropdown } from '../dropdown/dropdown.tsx';

/** The docs-version menu: the open doc in each version (else that version's main doc); the choice is remembered. None with a single version (as Docusaurus). */
export function VersionDropdown({ item }: { item: Extract<NavbarItem, { type: 'docsVersionDropdown' }> }) {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  if (manifest.versions.length < 2) return null;
  const route = findRoute(manifest, pathname);
  const entries = versionEntries(manifest, route);
  const current = entries.find((entry) => entry.active) ?? entries[0]!;
  return (
    <Dropdown
      className="version-dropdown"
      toggleClassName={item.className}
      label={<span>{current.label}</span>}
      menuLabel="Docs versions"
      entries={withMenuExtras(manifest, item, entries, route, pathname)}
      onSelect={(entry) => {
        if (!isMenuExtra(entry)) savePreferredVersion(entry.key);
        navigate(entry.to);
      }}
    />
  );
}
