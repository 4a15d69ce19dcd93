import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { PageData, Route } from '../../../src/contracts/manifest.ts';
import { findRoute } from '../content/find-route.ts';
import { useDocItemOrNull } from '../site-bundle/doc-item-context.ts';
import { useContent } from './use-content.ts';

/** The route and page data in view: the doc page's around the caller, else the open route's cached page. */
export function useShownPage(): { route: Route | null; page: PageData | undefined } {
  const shown = useDocItemOrNull();
  const { manifest, source } = useContent();
  const [pathname] = useLocation();
  const route = shown?.route ?? findRoute(manifest, pathname);
  return { route, page: shown?.page ?? (route ? source.cachedPage(route.file) : undefined) };
}

const none: ReadonlyMap<string, string> = new Map();

/**
 * The descriptions of the docs whose cards the page in view draws, by path: a generated index's cards, or
 * the docs of the category its `<DocCardList />` lists (the compiler puts them in the page data, not the
 * sidebars, which sign-in fetches for every reader).
 */
export function useCardDescriptions(): ReadonlyMap<string, string> {
  const { page } = useShownPage();
  const items = page?.kind === 'doc' || page?.kind === 'docCategoryIndex' ? page.items : null;
  return useMemo(
    () =>
      items
        ? new Map(items.flatMap((item) => (item.path && !item.category && item.description ? [[item.path, item.description]] : [])))
        : none,
    [items],
  );
}
