import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { useContent } from '../content/content-context.ts';
import { LoadError } from '../chrome/load-error.tsx';
import { PageErrorBoundary } from '../chrome/page-error-boundary.tsx';
import { ProgressBar } from '../chrome/progress-bar.tsx';
import { ScrollOnArrival } from '../chrome/scroll-on-arrival.tsx';
import { useDocumentTitle } from '../chrome/use-document-title.ts';
import { useRouteView } from './use-route-view.ts';
import type { RouteViewProps } from './route-modules.ts';

/** Renders the view of the current path with the progress bar, crash boundary and load errors. */
export function RouteOutlet() {
  const { manifest, source } = useContent();
  const [pathname] = useLocation();
  const { view, loading, error, retry } = useRouteView(manifest, source, pathname);
  const { site } = manifest;
  useDocumentTitle(view ? (view.page?.title ?? 'Page Not Found') : null, site.title, site.titleDelimiter);

  let body = null;
  if (error) {
    body = <LoadError error={error} onRetry={retry} />;
  } else if (view) {
    const { Component } = view.module;
    // the not-found view ignores route and page
    const props = { manifest, route: view.route, page: view.page } as RouteViewProps;
    body = (
      <PageErrorBoundary key={view.path}>
        <Suspense fallback={null}>
          <Component {...props} />
          <ScrollOnArrival path={view.path} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return (
    <>
      <ProgressBar active={loading} />
      {body}
    </>
  );
}
