import type { SidebarItem } from '../../../../src/contracts/manifest.ts';
import { DocsSidebarItems } from './docs-sidebar-items.tsx';
import './docs-sidebar.css';
import { useThemeString } from '../../hooks/use-theme-string.ts';

/** The docs sidebar beside the page on desktop (the mobile menu carries it below 996 px). */
export function DocsSidebar({ items }: { items: SidebarItem[] }) {
  const t = useThemeString();
  return (
    <aside className="docs-sidebar">
      <nav className="docs-sidebar__nav menu thin-scrollbar" aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}>
        <DocsSidebarItems items={items} />
      </nav>
    </aside>
  );
}
