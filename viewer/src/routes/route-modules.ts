import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteKind } from '../../../src/contracts/manifest.ts';
// the views import their props from their own module, not from this one, which imports them
import type { RouteViewProps } from './route-view-props.ts';

type Module = { default: ComponentType<RouteViewProps> };

/** A route view in its own chunk: `preload()` fetches the chunk, `Component` renders it through React.lazy. */
export interface LazyRoute {
  Component: LazyExoticComponent<ComponentType<RouteViewProps>>;
  preload(): Promise<Module>;
  readonly loaded: boolean;
}

function lazyRoute(load: () => Promise<Module>): LazyRoute {
  let pending: Promise<Module> | undefined;
  let loaded = false;
  function preload() {
    pending ??= load().then(
      (module) => {
        loaded = true;
        return module;
      },
      (error: unknown) => {
        // a failed chunk is fetched again on Retry
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  return {
    Component: lazy(preload),
    preload,
    get loaded() {
      return loaded;
    },
  };
}

/** One chunk per route kind, plus the not-found page. */
export const routeModules: Record<RouteKind | 'notFound', LazyRoute> = {
  page: lazyRoute(() => import('./standalone-page/standalone-page.tsx')),
  doc: lazyRoute(() => import('./doc-page/doc-page.tsx')),
  docCategoryIndex: lazyRoute(() => import('./doc-category-index-page/doc-category-index-page.tsx')),
  blogList: lazyRoute(() => import('./blog-list-page/blog-list-page.tsx')),
  blogTag: lazyRoute(() => import('./blog-tag-page/blog-tag-page.tsx')),
  blogAuthor: lazyRoute(() => import('./blog-author-page/blog-author-page.tsx')),
  blogPost: lazyRoute(() => import('./blog-post-page/blog-post-page.tsx')),
  blogArchive: lazyRoute(() => import('./blog-archive-page/blog-archive-page.tsx')),
  blogAuthors: lazyRoute(() => import('./blog-authors-page/blog-authors-page.tsx')),
  blogTags: lazyRoute(() => import('./blog-tags-page/blog-tags-page.tsx')),
  notFound: lazyRoute(() => import('./not-found-page/not-found-page.tsx')),
};
