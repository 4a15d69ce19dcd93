import { useLocation } from 'wouter';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';
import type { NavbarItem } from '../../../../src/contracts/manifest.ts';
import { versionEntries, versionsOf } from '../../lib/docs-versions.ts';
import { isMenuExtra, withMenuExtras } from '../../lib/navbar-items.ts';
import { savePreferredVersion } from '../../lib/preferred-version.ts';
import { localizedPath, pageLocale } from '../../lib/localized-site.ts';
import { Dropdown } from '../dropdown/dropdown.tsx';
import { SiteLink } from '../site-link/site-link.tsx';

/**
 * The docs-version menu: the open doc in each version (else that version's main doc); the choice is
 * remembered. As Docusaurus 3, a menu of one entry (a single version, no dropdownItemsBefore/After) is a
 * plain link to that version's main doc.
 */
export function VersionDropdown({
  item,
  placeClass = '',
}: {
  item: Extract<NavbarItem, { type: 'docsVersionDropdown' }>;
  placeClass?: string;
}) {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  const versions = versionsOf(manifest, item.docsPluginId);
  if (versions.length === 0) return null;
  const route = findRoute(manifest, pathname);
  const entries = versionEntries(manifest, route, versions);
  const current = entries.find((entry) => entry.active) ?? entries[0]!;
  const items = withMenuExtras(manifest, item, entries, route, pathname);
  if (items.length <= 1) {
    const version = versions.find((v) => v.name === current.key)!;
    return (
      <SiteLink
        to={localizedPath(manifest, version.mainDocPath, pageLocale(manifest, pathname))}
        className={`${placeClass} navbar__link ${item.className ?? ''}`}
      >
        {current.label}
      </SiteLink>
    );
  }
  return (
    <Dropdown
      className={`version-dropdown ${placeClass}`}
      toggleClassName={item.className}
      label={<span>{current.label}</span>}
      menuLabel="Docs versions"
      entries={items}
      onSelect={(entry) => {
        if (!isMenuExtra(entry) && !item.docsPluginId) savePreferredVersion(entry.key);
        navigate(entry.to);
      }}
    />
  );
}
