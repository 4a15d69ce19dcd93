import type { ComponentType, ReactNode } from 'react';
import { IslandBoundary } from './island-boundary.tsx';
import { useSiteBundle } from './use-site-bundle.ts';
import './react-page.css';

/** A React page of the site (src/pages/*.js): its component from the site bundle, `standIn` until then or if it throws. */
export function ReactPage({ component, standIn }: { component: string; standIn: ReactNode }) {
  const bundle = useSiteBundle(true);
  const Page = bundle?.pages[component] as ComponentType | undefined;
  if (!Page) return <>{standIn}</>;
  return (
    <div id="main-content" className="main-wrapper react-page" tabIndex={-1}>
      <IslandBoundary fallback={standIn}>
        <Page />
      </IslandBoundary>
    </div>
  );
}
