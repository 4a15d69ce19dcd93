import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom lacks layout and a few browser APIs the viewer touches; these stand-ins do nothing visible.

/** Installs the browser stand-ins and resets storage, URL and title between tests. */
export function installDom({ prefersDark = false } = {}) {
  // the first render of a file compiles the lazy chunks on the fly
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => {
    localStorage.clear();
    document.body.style.overflow = '';
    document.title = '';
    document.documentElement.removeAttribute('data-theme');
    history.replaceState(null, '', '/');
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = vi.fn();
    // jsdom lays nothing out: an observer of sizes that never change (the navbar watches whether its items fit)
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-color-scheme: dark') ? prefersDark : false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
