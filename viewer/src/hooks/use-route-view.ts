import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Manifest, PageData, Route } from '../../../src/contracts/manifest.ts';
import type { ContentSource } from '../content/content-source.ts';
import { findRoute } from '../content/find-route.ts';
import { routeModules, type LazyRoute } from '../routes/route-modules.ts';

/** What is on screen: the path, its route (null: not found), its page data and its view. */
export interface RouteView {
  path: string;
  route: Route | null;
  page: PageData | null;
  module: LazyRoute;
}

export interface RouteViewState {
  view: RouteView | null;
  /** a chunk or page file is on its way; the previous view stays until it arrives */
  loading: boolean;
  error: Error | null;
  retry(): void;
}

/** Loads the view chunk and page data of a path; a cached route switches without waiting. */
export function useRouteView(manifest: Manifest, source: ContentSource, pathname: string): RouteViewState {
  const [view, setView] = useState<RouteView | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Retry button's counter; a new value loads the view again
  useEffect(() => {
    const route = findRoute(manifest, pathname);
    const module = routeModules[route?.kind ?? 'notFound'];
    const cached = route ? source.cachedPage(route.file) : undefined;
    if (module.loaded && (!route || cached)) {
      setView({ path: pathname, route, page: cached ?? null, module });
      setLoading(false);
      setError(null);
      return;
    }
    let current = true;
    setLoading(true);
    Promise.all([module.preload(), route ? source.page(route.file) : null]).then(
      ([, page]) => {
        if (!current) return;
        // a transition keeps the previous page on screen while React resolves the lazy view
        startTransition(() => {
          setView({ path: pathname, route, page, module });
          setLoading(false);
          setError(null);
        });
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [manifest, source, pathname, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  return { view, loading, error, retry };
}
