import type { PageData, SidebarItem } from '../../../contracts/manifest.ts';
import { siblingsOfPage } from '../../../contracts/sidebar-category.ts';

type Card = Extract<PageData, { kind: 'doc' | 'docCategoryIndex' }>['items'][number];

/**
 * The doc cards a page's `<DocCardList />` lists (its category's, else its sidebar's top level: siblingsOfPage),
 * each with its doc's description, as Docusaurus' DocCard shows it under the title.
 *
 * Why the page data and not the sidebars: the manifest fetched at sign-in has a budget (DESIGN.md), and a
 * description per sidebar doc would grow it for every reader of a big site; only the few pages that draw
 * cards carry them, and the viewer (the compiled cards, site code's useDocById) reads them from the page in view.
 */
export function categoryDocCards(
  sidebar: SidebarItem[],
  path: string,
  describe: (path: string) => { path: string; description: string },
): Card[] {
  return siblingsOfPage(sidebar, path).flatMap((item): Card[] =>
    item.type === 'doc' ? [{ label: item.label, ...describe(item.path) }] : [],
  );
}
