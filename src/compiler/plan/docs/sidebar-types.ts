import type { SidebarItem } from '../../../contracts/manifest.ts';
import { joinRoute } from './numbers.ts';

export type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** A generated-index page a category links to. */
export interface GeneratedIndex {
  path: string;
  /** its slug under the version's base (`/category/basic`): Docusaurus' id of the page, which a navbar `doc` item may name */
  slug: string;
  title: string;
  description: string;
  category: CategoryItem;
  /** the file (and field) that asked for the page */
  origin?: { file: string; line: number; column: number };
}

/** What a category label links to, kept beside the sidebar to check cycles and report positions. */
export interface CategoryLinkInfo {
  category: CategoryItem;
  docPath: string;
  file: string;
  position: { line: number; column: number };
}

export interface BuiltSidebar {
  items: SidebarItem[];
  generatedIndexes: GeneratedIndex[];
  docLinks: CategoryLinkInfo[];
  /** items shown but skipped by previous/next and a doc's own sidebar: Docusaurus `ref` items and links to site pages */
  refs: Set<SidebarItem>;
}

/**
 * Where a generated-index category links, and whether it has a page of its own. Docusaurus takes the slug
 * as any string: one with a `#` (`/forecasting#trends`, markov-root/atlas' 15 categories) makes a route no
 * URL reaches, so the category label is in effect a link to that heading of another page. Such a category
 * links there and has no generated page.
 */
export function generatedIndexTarget(base: string, slug: string): { path: string; page: boolean } {
  const hashAt = slug.indexOf('#');
  if (hashAt === -1) return { path: joinRoute(base, slug), page: true };
  return { path: `${joinRoute(base, slug.slice(0, hashAt))}${slug.slice(hashAt)}`, page: false };
}

/** A sidebar path that is a page's (not a category's link to a heading of some page). */
export const isPagePath = (path: string): boolean => !path.includes('#');
