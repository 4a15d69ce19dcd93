import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PageData, Route } from '../../../src/contracts/manifest.ts';
import type { Content } from '../content/content-context.ts';
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

/** Loads the view chunk, page data and sidebar of a path; a cached route switches without waiting. */
export function useRouteView({ manifest, source, putSidebar }: Content, pathname: string): RouteViewState {
  const [view, setView] = useState<RouteView | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Retry button's counter; a new value loads the view again
  useEffect(() => {
    const route = findRoute(manifest, pathname);
    const module = routeModules[route?.kind ?? 'notFound'];
    const cached = route ? source.cachedPage(route.file) : undefined;
    // a doc's sidebar comes in its own part; once it is in, the manifest changes and this runs again
    const sidebar =
      route?.sidebar && !(route.sidebar in manifest.sidebars) && route.sidebar in manifest.parts.sidebars ? route.sidebar : null;
    if (module.loaded && (!route || cached) && !sidebar) {
      const next = { path: pathname, route, page: cached ?? null, module };
      // the same view again (its sidebar just came in): keep the object, so nothing renders twice
      setView((shown) => (shown && (Object.keys(next) as (keyof RouteView)[]).every((key) => shown[key] === next[key]) ? shown : next));
      setLoading(false);
      setError(null);
      return;
    }
    let current = true;
    setLoading(true);
    Promise.all([module.preload(), route ? source.page(route.file) : null, sidebar ? source.sidebar(manifest, sidebar) : null]).then(
      ([, page, items]) => {
        if (!current) return;
        // a transition keeps the previous page on screen while React resolves the lazy view; the
        // sidebar goes in with it, so the page and its sidebar appear together
        startTransition(() => {
          if (sidebar && items) putSidebar(sidebar, manifest.parts.sidebars[sidebar]!, items);
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
  }, [manifest, source, putSidebar, pathname, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  return { view, loading, error, retry };
}
