import type { Manifest, Route } from '../../../../src/contracts/manifest.ts';
import { samePageInVersion, versionOfRoute } from '../../lib/docs-versions.ts';
import { versionLabel } from '../../lib/localized-site.ts';
import { savePreferredVersion } from '../../lib/preferred-version.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
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
  const t = useThemeString();
  const version = versionOfRoute(manifest, route);
  const latest = manifest.versions.find((v) => v.latest);
  if (!version || !latest || !version.banner || version.banner === 'none') return null;
  const title = manifest.site.title;
  return (
    <div className="theme-doc-version-banner alert alert--warning" role="alert">
      <div>
        {/* the version's label in bold, as Docusaurus' banner has it */}
        {version.banner === 'unreleased'
          ? t.nodes(
              'theme.docs.versions.unreleasedVersionLabel',
              'This is unreleased documentation for {siteTitle} {versionLabel} version.',
              {
                siteTitle: title,
                versionLabel: <b>{versionLabel(manifest, version, route.locale)}</b>,
              },
            )
          : t.nodes(
              'theme.docs.versions.unmaintainedVersionLabel',
              'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
              { siteTitle: title, versionLabel: <b>{versionLabel(manifest, version, route.locale)}</b> },
            )}
      </div>
      <div className="theme-doc-version-banner__latest">
        {t.nodes(
          'theme.docs.versions.latestVersionSuggestionLabel',
          'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
          {
            latestVersionLink: (
              <b>
                {/* as Docusaurus' banner: the reader chose the latest version, which docs links lead to from now on */}
                <InternalLink to={samePageInVersion(manifest, route, latest)} onClick={() => savePreferredVersion(latest.name)}>
                  {t('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
                </InternalLink>
              </b>
            ),
            versionLabel: versionLabel(manifest, latest, route.locale),
          },
        )}
      </div>
    </div>
  );
}

/** Docusaurus' "Version: x" badge over a doc, when its version has one. */
export function DocVersionBadge({ manifest, route }: Props) {
  const t = useThemeString();
  const version = versionOfRoute(manifest, route);
  if (!version?.badge) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary">
      {t('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: versionLabel(manifest, version, route.locale) })}
    </span>
  );
}
