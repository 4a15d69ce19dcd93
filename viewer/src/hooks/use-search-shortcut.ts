import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` (outside text fields) or Ctrl+K / Cmd+K calls `onShortcut`: it focuses the search box, or opens the search dialog; null listens to none. */
export function useSearchShortcut(onShortcut: (() => void) | null): void {
  // the latest callback, so the listener is added once
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  const listening = onShortcut !== null;
  useEffect(() => {
    if (!listening) return;
    function onKeyDown(event: KeyboardEvent) {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (!slash && !commandK) return;
      event.preventDefault();
      latest.current?.();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [listening]);
}
