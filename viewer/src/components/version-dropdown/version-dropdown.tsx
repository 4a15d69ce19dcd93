import { useLocation } from 'wouter';
import { findRoute } from '../../content/find-route.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';
import { readPreferredVersion, savePreferredVersion } from '../../lib/preferred-version.ts';
import { Dropdown } from '../dropdown/dropdown.tsx';

/** The docs-version menu: each version's main doc; the choice is remembered. None with a single version (as Docusaurus). */
export function VersionDropdown() {
  const { manifest } = useContent();
  const [pathname] = useLocation();
  const navigate = useSiteNavigate();
  const { versions } = manifest;
  if (versions.length < 2) return null;
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
