import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import '../navbar/navbar.css';
import './dropdown.css';

export interface DropdownEntry {
  key: string;
  label: string;
  /** a site path; the entry navigates there */
  to: string;
  active?: boolean;
  lang?: string;
  /** `to` is another site's URL: it opens in a new tab, as a navbar's external links do */
  external?: boolean;
  /** sanitized HTML shown in place of a link (a navbar dropdown's `html` entry): no menu item */
  html?: string;
}

interface Props {
  label: ReactNode;
  /** names the menu for screen readers, e.g. 'Languages' */
  menuLabel: string;
  entries: DropdownEntry[];
  onSelect(entry: DropdownEntry): void;
  className?: string;
  /** the site's class for the navbar item, on its toggle as Docusaurus puts it on the dropdown's link */
  toggleClassName?: string;
}

// how long a menu a mouse opened stays after the pointer leaves, so it crosses the gap to the menu
const HOVER_GRACE_MS = 150;

/**
 * A button that opens a menu of links; Escape, outside clicks and Tab close it; arrows move focus. A mouse
 * over it opens it too, until the pointer leaves, as Infima's `dropdown--hoverable` navbar menus.
 */
export function Dropdown({ label, menuLabel, entries, onSelect, className = '', toggleClassName = '' }: Props) {
  // 'click' holds it open and moves focus into it; 'hover' follows the mouse
  const [open, setOpen] = useState<false | 'click' | 'hover'>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leaving = useRef<number | undefined>(undefined);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: globalThis.PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    if (open === 'click') root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  function onHover(event: PointerEvent<HTMLDivElement>, over: boolean) {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(leaving.current);
    if (over) setOpen((state) => state || 'hover');
    else leaving.current = window.setTimeout(() => setOpen((state) => (state === 'hover' ? false : state)), HOVER_GRACE_MS);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div
      ref={root}
      className={`dropdown ${open ? 'dropdown--open' : ''} ${className}`}
      onPointerEnter={(event) => onHover(event, true)}
      onPointerLeave={(event) => onHover(event, false)}
    >
      {/* Infima's dropdown toggle is a navbar__link with role="button", which a site's CSS tells from links by it (gesture-handler hides plain links) */}
      <button
        ref={button}
        type="button"
        // biome-ignore lint/a11y/noRedundantRoles: as Infima's, which a site's CSS reads
        role="button"
        className={`navbar__link dropdown__toggle ${toggleClassName}`}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={menuId}
        onClick={() => setOpen((state) => (state === 'click' ? false : 'click'))}
      >
        {label}
      </button>
      {open ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA menu pattern: a list with role=menu, its items role=none around menuitems
        <ul id={menuId} className="dropdown__menu" role="menu" aria-label={menuLabel} onKeyDown={onMenuKeyDown}>
          {entries.map((entry) =>
            entry.html !== undefined ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the compiler sanitized it (sanitize-inline.ts)
              <li key={entry.key} role="none" className="dropdown__html" dangerouslySetInnerHTML={{ __html: entry.html }} />
            ) : (
              <li key={entry.key} role="none">
                <a
                  role="menuitem"
                  href={entry.to}
                  lang={entry.lang}
                  className={`dropdown__link ${entry.active ? 'dropdown__link--active' : ''}`}
                  aria-current={entry.active ? 'page' : undefined}
                  {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={(event) => {
                    // another site's page, or an anchor of this one: the browser follows it
                    if (entry.external || entry.to.startsWith('#')) {
                      setOpen(false);
                      return;
                    }
                    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    setOpen(false);
                    onSelect(entry);
                  }}
                >
                  {entry.label}
                </a>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}
