import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { DraftBadge } from '../components/draft-badge/draft-badge.tsx';
import { LoadError } from '../components/load-error/load-error.tsx';
import { PageErrorBoundary } from '../components/page-error-boundary/page-error-boundary.tsx';
import { ProgressBar } from '../components/progress-bar/progress-bar.tsx';
import { ScrollOnArrival } from '../components/scroll-on-arrival/scroll-on-arrival.tsx';
import { useContent } from '../hooks/use-content.ts';
import { TitleRequestProvider, useDocumentTitle, useTitleRequests } from '../hooks/use-document-title.ts';
import { useRouteView } from '../hooks/use-route-view.ts';
import { ClientModules } from '../site-bundle/client-modules.tsx';
import { useThemeString } from '../hooks/use-theme-string.ts';
import type { RouteViewProps } from './route-view-props.ts';

/** Renders the view of the current path with the progress bar, crash boundary and load errors. */
export function RouteOutlet() {
  const content = useContent();
  const { manifest } = content;
  const [pathname] = useLocation();
  const { view, loading, error, retry } = useRouteView(content, pathname);
  const { site } = manifest;
  const t = useThemeString();
  // a React page's `<Layout title>` or `<Head><title>` names its tab, as under Docusaurus
  const { request, setRequest } = useTitleRequests(view?.path ?? pathname);
  useDocumentTitle(
    view ? (view.page?.title ?? t('theme.NotFound.title', 'Page Not Found')) : null,
    site.title,
    site.titleDelimiter,
    request,
  );

  let body = null;
  if (error) {
    body = <LoadError error={error} onRetry={retry} />;
  } else if (view) {
    const { Component } = view.module;
    // the not-found view ignores route and page
    const props = { manifest, route: view.route, page: view.page } as RouteViewProps;
    body = (
      <PageErrorBoundary key={view.path}>
        <TitleRequestProvider value={setRequest}>
          <Suspense fallback={null}>
            {view.route?.draft ? <DraftBadge /> : null}
            <Component {...props} />
            <ScrollOnArrival path={view.path} />
          </Suspense>
        </TitleRequestProvider>
      </PageErrorBoundary>
    );
  }
  return (
    <>
      <ProgressBar active={loading} />
      {body}
      <ClientModules path={view?.path ?? null} />
    </>
  );
}
