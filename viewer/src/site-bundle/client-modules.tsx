import { useEffect, useRef } from 'react';
import { useContent } from '../hooks/use-content.ts';
import { useLocation } from './docusaurus-hooks.tsx';
import { useSiteBundle } from './use-site-bundle.ts';

type RouteLocation = ReturnType<typeof useLocation>;
type RouteHook = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;

/**
 * The site's client modules (its config's clientModules): the site bundle, which runs them when it loads,
 * is fetched on every page; each page shown (`path`, once its view is on screen, as Docusaurus calls them
 * after the route's code is in) then calls their `onRouteUpdate` and `onRouteDidUpdate` with the new and
 * the last location, the first with none.
 */
export function ClientModules({ path }: { path: string | null }) {
  const { manifest } = useContent();
  const bundle = useSiteBundle(manifest.bundle?.client ?? false);
  const location = useLocation();
  const previous = useRef<RouteLocation | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname counts once its page is shown (`path`), a new query or hash at once
  useEffect(() => {
    if (!bundle || path === null) return;
    const args = { location, previousLocation: previous.current };
    previous.current = location;
    for (const hook of ['onRouteUpdate', 'onRouteDidUpdate'])
      for (const module of bundle.client) {
        const call = module[hook] as RouteHook | undefined;
        try {
          if (typeof call === 'function') call(args);
        } catch (error) {
          // a failing hook stops neither the page nor the other modules, as an island's failure does not
          console.error(`docgate: a client module's ${hook} failed:`, error);
        }
      }
  }, [bundle, path, location.search, location.hash]);
  return null;
}
