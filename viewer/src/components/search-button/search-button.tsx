import { useRef, useState } from 'react';
import { useSearchShortcut } from '../../hooks/use-search-shortcut.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { SearchIcon } from '../icons/search-icon.tsx';
import { SearchDialog } from '../search-dialog/search-dialog.tsx';
import './search-button.css';

// Apple's keyboards say ⌘ where others say Ctrl, as DocSearch's button reads the platform
const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPod|iPad/i.test(navigator.platform);

/**
 * The search of a site whose search bar is Algolia's, drawn as DocSearch's compact button (magnifier,
 * "Search", the Ctrl K keys; the magnifier alone on a phone), so the bar has the room Docusaurus' has: it
 * opens docgate's search dialog, and so do `/` and Ctrl+K / Cmd+K.
 */
export function SearchButton({ locale }: { locale: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useThemeString();
  const label = t('theme.SearchBar.label', 'Search');
  useSearchShortcut(open ? null : () => setOpen(true));
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-label={`${label} (${APPLE ? 'Command' : 'Ctrl'}+K)`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="search-button__container">
          <SearchIcon className="search-button__icon" size={20} />
          <span className="search-button__placeholder">{label}</span>
        </span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd className="search-button__key search-button__key--ctrl">{APPLE ? '⌘' : 'Ctrl'}</kbd>
          <kbd className="search-button__key">K</kbd>
        </span>
      </button>
      {open && <SearchDialog locale={locale} onClose={close} />}
    </>
  );
}
