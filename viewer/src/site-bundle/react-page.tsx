import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useHistory, useLocation } from './docusaurus-hooks.tsx';
import { useDocusaurusContext } from './docusaurus-modules.tsx';
import { IslandBoundary } from './island-boundary.tsx';
import { useBundlePieces, useSiteBundle } from './use-site-bundle.ts';
import './react-page.css';

/** A React page of the site (src/pages/*.js): its component from the site bundle, `standIn` until then or if it throws. */
export function ReactPage({ component, standIn }: { component: string; standIn: ReactNode }) {
  const bundle = useSiteBundle(true);
  useBundlePieces(bundle, (module) => module.loadPage(component), component);
  const Page = bundle?.pages[component] as ComponentType<PageProps> | undefined;
  const props = usePageProps();
  if (!Page) return <>{standIn}</>;
  return <ReactPageBody Page={Page} props={props} standIn={standIn} />;
}

/** What Docusaurus gives a page's component: its route's props and `config`, the site config (the pages plugin's `modules`). */
interface PageProps {
  config: ReturnType<typeof useDocusaurusContext>['siteConfig'];
  location: ReturnType<typeof useLocation>;
  history: ReturnType<typeof useHistory>;
  match: { path: string; url: string; isExact: boolean; params: Record<string, string> };
}

export function usePageProps(): PageProps {
  const { siteConfig } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  return useMemo(
    () => ({
      config: siteConfig,
      location,
      history,
      match: { path: location.pathname, url: location.pathname, isExact: true, params: {} },
    }),
    [siteConfig, location, history],
  );
}

/**
 * The page's component; if it throws (a package not installed, a bug), its text and a line saying so,
 * since a page made only of code would otherwise be blank.
 */
export function ReactPageBody<P extends object>({ Page, props, standIn }: { Page: ComponentType<P>; props: P; standIn: ReactNode }) {
  const failed = (
    <>
      {standIn}
      <p className="react-page__failed" role="note">
        This page's code could not run, so only its text is shown.
      </p>
    </>
  );
  return (
    <div id="main-content" className="main-wrapper react-page" tabIndex={-1}>
      <IslandBoundary fallback={failed}>
        <Page {...props} />
      </IslandBoundary>
    </div>
  );
}
