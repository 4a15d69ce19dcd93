import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from '../../hooks/use-search.ts';
import { useSearchShortcut } from '../../hooks/use-search-shortcut.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { useSiteNavigate } from '../../hooks/use-site-navigate.ts';
import { SearchIcon } from '../icons/search-icon.tsx';
import './search-box.css';

/**
 * The navbar search: results as you type, grouped by page with the matching heading. In the search dialog
 * (search-dialog.tsx) it has the focus from the start, shows its results under it, and `onClose` ends the dialog
 * on Escape or a result chosen.
 */
export function SearchBox({ locale, onClose }: { locale: string; onClose?: () => void }) {
  const { query, setQuery, status, groups, prepare } = useSearch(locale);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useSiteNavigate();
  const listId = useId();
  // the words of Docusaurus' search theme, in the page's language
  const t = useThemeString();
  const label = t('theme.SearchBar.label', 'Search');
  const inDialog = onClose !== undefined;
  // the dialog's button listens for the shortcut
  useSearchShortcut(
    inDialog
      ? null
      : () => {
          input.current?.focus();
          input.current?.select();
        },
  );

  // opened in the dialog, the reader types at once
  useEffect(() => {
    if (inDialog) input.current?.focus();
  }, [inDialog]);

  const hits = useMemo(() => groups.flatMap((group) => group.hits.map((hit) => ({ ...hit, title: group.title }))), [groups]);
  const showPanel = (open || inDialog) && query.trim() !== '';

  function go(url: string) {
    setOpen(false);
    setQuery('');
    input.current?.blur();
    onClose?.();
    navigate(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        event.preventDefault();
        go(hit.url);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      input.current?.blur();
      onClose?.();
    }
  }

  let position = -1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element (2023) is unknown to older browsers and to jsdom; the role gives the landmark everywhere
    <div className="search" role="search">
      <SearchIcon className="search__icon" size={16} />
      <input
        ref={input}
        className="search__input"
        type="search"
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-activedescendant={showPanel && hits[active] ? `${listId}-${active}` : undefined}
        value={query}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> is not focusable; the '/' hint is visual, the input's label names the box */}
      <kbd className="search__kbd" aria-hidden="true">
        /
      </kbd>
      {showPanel ? (
        <div className="search__panel" id={listId} role="listbox" aria-label="Search results">
          {status === 'loading' ? (
            <p className="search__status">{t('theme.SearchPage.fetchingNewResults', 'Loading the search index...')}</p>
          ) : null}
          {status === 'error' ? (
            <p className="search__status">{t('theme.SearchModal.errorScreen.titleText', 'The search index could not be loaded.')}</p>
          ) : null}
          {status === 'ready' && groups.length === 0 ? (
            <p className="search__status">
              {t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for')} “{query.trim()}”
            </p>
          ) : null}
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of listbox options; <fieldset> is for form controls
            <div key={group.path} className="search__group" role="group" aria-label={group.title}>
              <div className="search__page">{group.title}</div>
              {group.hits.map((hit) => {
                position += 1;
                const at = position;
                return (
                  <a
                    key={hit.id}
                    id={`${listId}-${at}`}
                    role="option"
                    aria-selected={at === active}
                    className={`search__hit ${at === active ? 'search__hit--active' : ''}`}
                    href={hit.url}
                    // mousedown, so the input's blur does not close the panel before the click lands
                    onMouseDown={(event) => {
                      event.preventDefault();
                      go(hit.url);
                    }}
                    onMouseEnter={() => setActive(at)}
                  >
                    <span className="search__hash" aria-hidden="true">
                      #
                    </span>
                    <span>{hit.heading || group.title}</span>
                  </a>
                );
              })}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
