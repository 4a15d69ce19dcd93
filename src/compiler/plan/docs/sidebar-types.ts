import type { SidebarItem } from '../../../contracts/manifest.ts';

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
