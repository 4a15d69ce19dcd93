import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/use-focus-trap.ts';
import { useScrollLock } from '../../hooks/use-scroll-lock.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { SearchBox } from '../search-box/search-box.tsx';
import './search-dialog.css';

/**
 * docgate's search over the page, as DocSearch's modal opens from its button: the search box at the top,
 * its results under it; Escape, a click beside it or a result chosen closes it.
 */
export function SearchDialog({ locale, onClose }: { locale: string; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const t = useThemeString();
  useFocusTrap(dialog);
  useScrollLock();
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a press beside the dialog closes it, as DocSearch's; Escape in its box does too
    <div
      className="search-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="search-dialog" role="dialog" aria-modal="true" aria-label={t('theme.SearchBar.label', 'Search')}>
        <SearchBox locale={locale} onClose={onClose} />
      </div>
    </div>,
    document.body,
  );
}
