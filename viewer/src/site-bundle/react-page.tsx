import type { ComponentType, ReactNode } from 'react';
import { IslandBoundary } from './island-boundary.tsx';
import { useSiteBundle } from './use-site-bundle.ts';
import './react-page.css';

/** A React page of the site (src/pages/*.js): its component from the site bundle, `standIn` until then or if it throws. */
export function ReactPage({ component, standIn }: { component: string; standIn: ReactNode }) {
  const bundle = useSiteBundle(true);
  const Page = bundle?.pages[component] as ComponentType | undefined;
  if (!Page) return <>{standIn}</>;
  return <ReactPageBody Page={Page} standIn={standIn} />;
}

/**
 * The page's component; if it throws (a package not installed, a bug), its text and a line saying so,
 * since a page made only of code would otherwise be blank.
 */
export function ReactPageBody({ Page, standIn }: { Page: ComponentType; standIn: ReactNode }) {
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
        <Page />
      </IslandBoundary>
    </div>
  );
}
