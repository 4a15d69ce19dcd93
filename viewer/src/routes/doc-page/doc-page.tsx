import { useEffect } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs.tsx';
import { DocLayout } from '../../components/doc-layout/doc-layout.tsx';
import { DocVersionBadge, DocVersionBanner } from '../../components/doc-version-notice/doc-version-notice.tsx';
import { PageMeta } from '../../components/page-meta/page-meta.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { RenderedHtml } from '../../components/rendered-html/rendered-html.tsx';
import { TagChips } from '../../components/tag-chips/tag-chips.tsx';
import { versionOfRoute } from '../../lib/docs-versions.ts';
import { savePreferredVersion } from '../../lib/preferred-version.ts';
import { localizedSidebar, localizedCrumbs } from '../../lib/localized-site.ts';
import type { RouteViewProps } from '../route-view-props.ts';
import './doc-page.css';

/** A doc: sidebar, breadcrumbs, body, tags, edit link and last update, previous/next, TOC. */
export default function DocPage({ manifest, route, page }: RouteViewProps) {
  const version = versionOfRoute(manifest, route)?.name;
  // the version read last is the one the navbar's docs links lead to next time (Docusaurus' preferred version)
  useEffect(() => {
    if (version && manifest.versions.length > 1) savePreferredVersion(version);
  }, [version, manifest]);
  if (page.kind !== 'doc' && page.kind !== 'docCategoryIndex') throw new Error(`${route.path} is not a doc`);
  const sidebarId = page.sidebar ?? route.sidebar;
  return (
    <DocLayout sidebar={localizedSidebar(manifest, sidebarId, route.locale)} toc={page.hideTableOfContents ? undefined : page.toc}>
      <article className="doc-article">
        <DocVersionBanner manifest={manifest} route={route} />
        <Breadcrumbs items={localizedCrumbs(manifest, sidebarId, route.locale, page.breadcrumbs)} />
        <DocVersionBadge manifest={manifest} route={route} />
        <PageTitle title={page.heading ?? page.title} hidden={page.hideTitle} html={page.html} id={page.titleId} />
        <RenderedHtml html={page.html} />
        <div className="doc-footer">
          <TagChips tags={page.tags} />
          <PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />
        </div>
        <Pager prev={page.prev} next={page.next} />
      </article>
    </DocLayout>
  );
}
