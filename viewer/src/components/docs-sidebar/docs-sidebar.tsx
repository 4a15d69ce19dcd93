import { useState } from 'react';
import type { SidebarItem } from '../../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { useContent } from '../../hooks/use-content.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { DocsSidebarItems } from './docs-sidebar-items.tsx';
import './docs-sidebar.css';

// hidden for the rest of the visit, as Docusaurus keeps it across the pages read
let hiddenNow = false;

const { docSidebarContainer, sidebarViewport, sidebar, menu, collapseSidebarButton, expandButton } = MODULE_CLASS;

/**
 * The docs sidebar beside the page on desktop (the mobile menu carries it at 996 px and below); with the site's
 * `hideable`, a button at its foot folds it to a thin bar that opens it again, as Docusaurus'. Its boxes are
 * Docusaurus' (aside, viewport, sidebar, menu), with their names, for a site's CSS.
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
      <aside className={`docs-sidebar docs-sidebar--hidden ${docSidebarContainer}`}>
        <button
          type="button"
          className={`${expandButton} docs-sidebar__expand`}
          title={label}
          aria-label={label}
          onClick={() => hide(false)}
        >
          »
        </button>
      </aside>
    );
  }
  const collapseLabel = t('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar');
  return (
    <aside className={`docs-sidebar ${docSidebarContainer}`}>
      <div className={`${sidebarViewport} docs-sidebar__viewport`}>
        <div className={`${sidebar} docs-sidebar__content`}>
          <nav
            className={`menu thin-scrollbar ${menu} docs-sidebar__nav`}
            aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}
          >
            <DocsSidebarItems items={items} />
          </nav>
          {hideable ? (
            <button
              type="button"
              className={`${collapseSidebarButton} docs-sidebar__collapse`}
              title={collapseLabel}
              aria-label={collapseLabel}
              onClick={() => hide(true)}
            >
              «
            </button>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
