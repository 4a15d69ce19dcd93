import { useLocation } from 'wouter';
import type { SidebarItem } from '../../../../src/contracts/manifest.ts';
import { normalizePath } from '../../content/find-route.ts';
import { InternalLink } from '../internal-link/internal-link.tsx';
import './docs-sidebar.css';
import { SidebarCategory } from './sidebar-category.tsx';

/** A list of sidebar items; the page open now is marked active. */
export function DocsSidebarItems({ items, nested = false, id }: { items: SidebarItem[]; nested?: boolean; id?: string }) {
  const [pathname] = useLocation();
  const path = normalizePath(pathname);
  return (
    <ul id={id} className={`menu ${nested ? 'menu--nested' : ''}`}>
      {items.map((item, at) => {
        if (item.type === 'category') return <SidebarCategory key={`${item.label}-${at}`} item={item} path={path} />;
        if (item.type === 'link') {
          return (
            <li key={`${item.href}-${at}`}>
              <a className="menu__link" href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
              </a>
            </li>
          );
        }
        const active = item.path === path;
        return (
          <li key={item.docId} className={item.className}>
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
