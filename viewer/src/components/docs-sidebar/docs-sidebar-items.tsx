import { useState } from 'react';
import { useLocation } from 'wouter';
import { useContent } from '../../hooks/use-content.ts';
import type { SidebarItem } from '../../../../src/contracts/manifest.ts';
import { normalizePath } from '../../content/find-route.ts';
import { uniqueKeys } from '../../lib/unique-keys.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './docs-sidebar.css';
import { SidebarCategory } from './sidebar-category.tsx';
import { SidebarLink } from './sidebar-link.tsx';

function itemName(item: SidebarItem): string {
  if (item.type === 'doc') return item.docId;
  if (item.type === 'html') return item.value;
  return item.type === 'link' ? item.href : item.label;
}

/**
 * A list of sidebar items; the page open now is marked active. Docusaurus' markup and class names
 * (`ul.menu__list`, `li.theme-doc-sidebar-item-link-level-1.menu__list-item`), which a site's CSS styles.
 */
export function DocsSidebarItems({ items, level = 1, id }: { items: SidebarItem[]; level?: number; id?: string }) {
  const [pathname] = useLocation();
  // themeConfig.docs.sidebar.autoCollapseCategories: opening a category folds the others of its list
  const autoCollapse = useContent().manifest.site.sidebar?.autoCollapseCategories === true;
  const [opened, setOpened] = useState<string | null>(null);
  const path = normalizePath(pathname);
  const keys = uniqueKeys(items.map(itemName));
  const linkItem = `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item`;
  return (
    <ul id={id} className={level === 1 ? 'theme-doc-sidebar-menu menu__list' : 'menu__list'}>
      {items.map((item, at) => {
        if (item.type === 'category') {
          // the category's children are this same list, one level down; passed in so the two files need not import each other
          return (
            <SidebarCategory
              key={keys[at]}
              item={item}
              path={path}
              level={level}
              siblingOpened={autoCollapse && opened !== null && opened !== keys[at]}
              onOpen={autoCollapse ? () => setOpened(keys[at]!) : undefined}
            >
              {(listId) => <DocsSidebarItems id={listId} items={item.items} level={level + 1} />}
            </SidebarCategory>
          );
        }
        if (item.type === 'link') {
          return (
            <li key={keys[at]} className={`${linkItem} ${item.className ?? ''}`}>
              <SidebarLink href={item.href} label={item.label} />
            </li>
          );
        }
        if (item.type === 'html') {
          // sanitized by the compiler (inline tags, safe links), as Docusaurus shows it: the HTML as the item
          const className = [item.defaultStyle ? 'menu__list-item menu__html-item' : '', item.className ?? ''].join(' ').trim();
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the compiler sanitized it (sanitize-inline.ts)
          return <li key={keys[at]} className={className || undefined} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
        const active = item.path === path;
        return (
          <li key={keys[at]} className={`${linkItem} ${item.className ?? ''}`}>
            <InternalLink
              to={item.path}
              className={`menu__link ${active ? 'menu__link--active' : ''}`}
              aria-current={active ? 'page' : undefined}
            >
              {item.label}
            </InternalLink>
          </li>
        );
      })}
    </ul>
  );
}
