import { useState } from 'react';
import type { TocItem } from '../../../../src/contracts/manifest.ts';
import { MODULE_CLASS } from '../../../../src/contracts/module-classes.ts';
import { ChevronDownIcon } from '../icons/chevron-down-icon.tsx';
import { shownTocItems, TableOfContents } from '../table-of-contents/table-of-contents.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import './toc-collapsible.css';

const { tocCollapsible, tocCollapsibleButton, tocCollapsibleContent } = MODULE_CLASS;

/**
 * Below 996 px, where there is no TOC column: an 'On this page' button above the page that unfolds the same
 * list. Docusaurus' TOCCollapsible's names, its box's and list's first, as a site's `[class^=...]` selects them.
 */
export function TocCollapsible({ items }: { items: TocItem[] }) {
  const [open, setOpen] = useState(false);
  const t = useThemeString();
  if (shownTocItems(items).length === 0) return null;
  return (
    <div className={`${tocCollapsible} toc-collapsible ${open ? 'toc-collapsible--open' : ''}`}>
      <button
        type="button"
        className={`toc-collapsible__button ${tocCollapsibleButton}`}
        aria-expanded={open}
        aria-controls="toc-collapsible-list"
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
        <ChevronDownIcon size={14} className="toc-collapsible__chevron" />
      </button>
      {open ? (
        // a chosen heading folds the list away again, as Docusaurus does
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegated from the links inside, which are keyboard-reachable themselves
        <div
          id="toc-collapsible-list"
          className={`${tocCollapsibleContent} toc-collapsible__list`}
          onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
        >
          <TableOfContents items={items} inline />
        </div>
      ) : null}
    </div>
  );
}
