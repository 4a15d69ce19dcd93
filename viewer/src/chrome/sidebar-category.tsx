import { useEffect, useId, useState } from 'react';
import type { SidebarItem } from '../../../src/contracts/manifest.ts';
import { DocsSidebarItems } from './docs-sidebar-items.tsx';
import { InternalLink } from './internal-link.tsx';
import { sidebarContains } from './sidebar-contains.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** A sidebar category: opens by itself when it holds the page, and folds on its caret when collapsible. */
export function SidebarCategory({ item, path }: { item: Category; path: string }) {
  const holdsActive = sidebarContains(item, path);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !holdsActive);
  const listId = useId();
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);

  const active = item.path === path;
  const toggle = item.collapsible ? (
    <button
      type="button"
      className="menu__caret"
      aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
      aria-expanded={!collapsed}
      aria-controls={listId}
      onClick={() => setCollapsed((value) => !value)}
    >
      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M4 2l4 4-4 4" />
      </svg>
    </button>
  ) : null;

  return (
    <li className={`menu__category ${collapsed ? 'menu__category--collapsed' : ''}`}>
      <div className="menu__category-row">
        {item.path ? (
          <InternalLink
            to={item.path}
            className={`menu__link menu__link--category ${active ? 'menu__link--active' : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => setCollapsed(false)}
          >
            {item.label}
          </InternalLink>
        ) : (
          <button
            type="button"
            className="menu__link menu__link--category"
            aria-expanded={!collapsed}
            disabled={!item.collapsible}
            onClick={() => setCollapsed((value) => !value)}
          >
            {item.label}
          </button>
        )}
        {toggle}
      </div>
      {collapsed ? null : <DocsSidebarItems id={listId} items={item.items} nested />}
    </li>
  );
}
