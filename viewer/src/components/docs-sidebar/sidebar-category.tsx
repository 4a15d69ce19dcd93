import { useEffect, useId, useState, type ReactNode } from 'react';
import type { SidebarItem } from '../../../../src/contracts/manifest.ts';
import { sidebarContains } from '../../lib/sidebar-contains.ts';
import { ChevronRightIcon } from '../icons/chevron-right-icon.tsx';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './docs-sidebar.css';

type Category = Extract<SidebarItem, { type: 'category' }>;

interface Props {
  item: Category;
  path: string;
  /** its depth, 1 at the top (Docusaurus' theme-doc-sidebar-item-category-level-N) */
  level: number;
  /** renders the category's items as the list with this id (the caret controls it) */
  children(listId: string): ReactNode;
  /** autoCollapseCategories: another category of this list was opened, so this one folds */
  siblingOpened?: boolean;
  /** autoCollapseCategories: the reader opened this one */
  onOpen?: () => void;
}

/** A sidebar category: opens by itself when it holds the page, and folds on its caret when collapsible. */
export function SidebarCategory({ item, path, level, children, siblingOpened = false, onOpen }: Props) {
  const holdsActive = sidebarContains(item, path);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !holdsActive);
  const listId = useId();
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  useEffect(() => {
    if (siblingOpened && item.collapsible) setCollapsed(true);
  }, [siblingOpened, item.collapsible]);
  const toggle = () => {
    if (collapsed) onOpen?.();
    setCollapsed(!collapsed);
  };
  const open = () => {
    if (collapsed) onOpen?.();
    setCollapsed(false);
  };

  const active = item.path === path;
  const caret = item.collapsible ? (
    <button
      type="button"
      className="menu__caret"
      aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
      aria-expanded={!collapsed}
      aria-controls={listId}
      onClick={toggle}
    >
      <ChevronRightIcon size={12} />
    </button>
  ) : null;

  return (
    // Infima's and Docusaurus' names beside docgate's own (menu__list-item, --sublist...), and the item's
    // className, which a site's CSS styles categories by
    <li
      className={`theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item menu__category ${collapsed ? 'menu__list-item--collapsed menu__category--collapsed' : ''} ${item.className ?? ''}`}
    >
      {/* as Docusaurus marks them: the row when the category's own page is open, its link when that page or
          one inside it is (a site's CSS styles them: arrow's white label on its selected row) */}
      <div className={`menu__category-row menu__list-item-collapsible ${active ? 'menu__list-item-collapsible--active' : ''}`}>
        {item.path ? (
          <InternalLink
            to={item.path}
            className={`menu__link menu__link--sublist menu__link--category ${active || holdsActive ? 'menu__link--active' : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={open}
          >
            {item.label}
          </InternalLink>
        ) : item.collapsible ? (
          // biome-ignore lint/a11y/useValidAnchor: Docusaurus draws this toggle as a link, which a site's CSS styles (`.menu__list-item-collapsible a`)
          // biome-ignore lint/a11y/useSemanticElements: as above: a link with the button role, as Docusaurus'
          <a
            href="#"
            role="button"
            className={`menu__link menu__link--sublist menu__link--sublist-caret menu__link--category ${holdsActive ? 'menu__link--active' : ''}`}
            aria-expanded={!collapsed}
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
          >
            {item.label}
          </a>
        ) : (
          // biome-ignore lint/a11y/useValidAnchor: a category that cannot fold is a heading of its items, as Docusaurus draws it: a link to nowhere (actualbudget's `.menu__link:not([href])` makes it a small caps title)
          <a className="menu__link menu__link--category">{item.label}</a>
        )}
        {caret}
      </div>
      {collapsed ? null : children(listId)}
    </li>
  );
}
