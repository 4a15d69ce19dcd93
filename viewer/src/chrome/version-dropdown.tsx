import { useLocation } from 'wouter';
import { useContent } from '../content/content-context.ts';
import { findRoute } from '../content/find-route.ts';
import { Dropdown } from './dropdown.tsx';
import { readPreferredVersion, savePreferredVersion } from './preferred-version.ts';
import { useSiteNavigate } from './use-site-navigate.ts';

/** The docs-version menu: each version's main doc; the choice is remembered. */
export function VersionDropdown() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  const { versions } = manifest;
  if (versions.length === 0) return null;
  const shown = findRoute(manifest, pathname)?.version ?? readPreferredVersion() ?? versions[0]!.name;
  const current = versions.find((version) => version.name === shown) ?? versions[0]!;
  return (
    <Dropdown
      className="version-dropdown"
      label={<span>{current.label}</span>}
      menuLabel="Docs versions"
      entries={versions.map((version) => ({
        key: version.name,
        label: version.label,
        to: version.mainDocPath,
        active: version.name === current.name,
      }))}
      onSelect={(entry) => {
        savePreferredVersion(entry.key);
        navigate(entry.to);
      }}
    />
  );
}
