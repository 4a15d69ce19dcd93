import type { Manifest, PageData, Route } from '../../../../src/contracts/manifest.ts';
import { localeHome, localizedCrumbs } from '../../lib/localized-site.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

/** A doc's breadcrumbs, in its sidebar's words of its locale. */
export function DocBreadcrumbs({
  manifest,
  route,
  page,
}: {
  manifest: Manifest;
  route: Route;
  page: Pick<PageData, 'breadcrumbs'> & { sidebar: string | null };
}) {
  return (
    <Breadcrumbs
      items={localizedCrumbs(manifest, page.sidebar ?? route.sidebar, route.locale, page.breadcrumbs)}
      home={localeHome(manifest, route.locale)}
    />
  );
}
