import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Manifest, PageData, Route } from '../../../src/contracts/manifest.ts';

/** A doc's page data (a doc, or a category's own doc page). */
export type DocPageData = Extract<PageData, { kind: 'doc' | 'docCategoryIndex' }>;

/** The doc a doc page shows, as its parts read it (Docusaurus' DocProvider): the site, its route and its page data. */
export interface DocItem {
  manifest: Manifest;
  route: Route;
  page: DocPageData;
  /**
   * docgate's own layout of the doc, which a site's wrapping layout draws (`@theme-original/DocItem/Layout`):
   * handed down by the doc page, which the runtime cannot import (the page renders the site bundle)
   */
  OriginalLayout: ComponentType<{ children?: ReactNode }>;
  /** docgate's DocItem/Content (`@theme/DocItem/Content`, which a site's wraps), handed down the same way */
  OriginalContent: ComponentType<{ children?: ReactNode }>;
}

export const DocItemContext = createContext<DocItem | null>(null);

/** The doc shown around the caller; null outside a doc page. */
export const useDocItemOrNull = (): DocItem | null => useContext(DocItemContext);

/** The doc shown around the caller; throws outside a doc page, as Docusaurus' useDoc does. */
export function useDocItem(): DocItem {
  const doc = useDocItemOrNull();
  if (!doc) throw new Error('Hook useDoc is called outside the <DocProvider>.');
  return doc;
}
