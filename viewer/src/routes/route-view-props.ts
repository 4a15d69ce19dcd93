import type { Manifest, PageData, Route } from '../../../src/contracts/manifest.ts';

/** What every route view receives; the not-found page gets no route and no page. */
export interface RouteViewProps {
  manifest: Manifest;
  route: Route;
  page: PageData;
}
