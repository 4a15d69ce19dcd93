import type { Manifest, Route } from '../../../../src/contracts/manifest.ts';
import { samePageInVersion, versionOfRoute } from '../../lib/docs-versions.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './doc-version-notice.css';

interface Props {
  manifest: Manifest;
  route: Route;
}

/**
 * Docusaurus' version banner: over a doc of an unreleased or unmaintained version, the notice and a link
 * to the same doc in the latest version (its main doc when the latest version lacks it).
 */
export function DocVersionBanner({ manifest, route }: Props) {
  const version = versionOfRoute(manifest, route);
  const latest = manifest.versions.find((v) => v.latest);
  if (!version || !latest || !version.banner || version.banner === 'none') return null;
  const title = manifest.site.title;
  return (
    <div className="theme-doc-version-banner alert alert--warning" role="alert">
      <div>
        {version.banner === 'unreleased'
          ? `This is unreleased documentation for ${title} ${version.label} version.`
          : `This is documentation for ${title} ${version.label}, which is no longer actively maintained.`}
      </div>
      <div className="theme-doc-version-banner__latest">
        For up-to-date documentation, see the{' '}
        <b>
          <InternalLink to={samePageInVersion(manifest, route, latest)}>latest version</InternalLink>
        </b>{' '}
        ({latest.label}).
      </div>
    </div>
  );
}

/** Docusaurus' "Version: x" badge over a doc, when its version has one. */
export function DocVersionBadge({ manifest, route }: Props) {
  const version = versionOfRoute(manifest, route);
  if (!version?.badge) return null;
  return <span className="theme-doc-version-badge badge badge--secondary">Version: {version.label}</span>;
}
