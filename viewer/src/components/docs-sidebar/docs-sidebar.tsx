import { useState } from 'react';
import type { SidebarItem } from '../../../../src/contracts/manifest.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { DocsSidebarItems } from './docs-sidebar-items.tsx';
import './docs-sidebar.css';

// hidden for the rest of the visit, as Docusaurus keeps it across the pages read
let hiddenNow = false;

/**
 * The docs sidebar beside the page on desktop (the mobile menu carries it below 996 px); with the site's
 * `hideable`, a button at its foot folds it to a thin bar that opens it again, as Docusaurus'.
 */
export function DocsSidebar({ items }: { items: SidebarItem[] }) {
  const t = useThemeString();
  const hideable = useContent().manifest.site.sidebar?.hideable === true;
  const [hidden, setHidden] = useState(hideable && hiddenNow);
  const hide = (value: boolean) => {
    hiddenNow = value;
    setHidden(value);
  };
  if (hidden) {
    const label = t('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar');
    return (
      <aside className="docs-sidebar docs-sidebar--hidden">
        <button type="button" className="docs-sidebar__expand" title={label} aria-label={label} onClick={() => hide(false)}>
          »
        </button>
      </aside>
    );
  }
  const nav = (
    <nav className="docs-sidebar__nav menu thin-scrollbar" aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}>
      <DocsSidebarItems items={items} />
    </nav>
  );
  if (!hideable) return <aside className="docs-sidebar">{nav}</aside>;
  const collapseLabel = t('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar');
  return (
    <aside className="docs-sidebar">
      <div className="docs-sidebar__viewport">
        {nav}
        <button
          type="button"
          className="docs-sidebar__collapse"
          title={collapseLabel}
          aria-label={collapseLabel}
          onClick={() => hide(true)}
        >
          «
        </button>
      </div>
    </aside>
  );
}
