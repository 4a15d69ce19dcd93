import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Site } from '../../../src/contracts/manifest.ts';
import { ColorModeContext, type ColorMode, type ColorModeState } from './color-mode-context.ts';
import { useMediaQuery } from './use-media-query.ts';

/** Local storage keys; index.html's inline script reads both before first paint. */
export const COLOR_MODE_KEY = 'theme';
export const COLOR_MODE_DEFAULT_KEY = 'docgate.colorMode.default';

function storedMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(COLOR_MODE_KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : null;
  } catch {
    return null;
  }
}

/** Holds the colour mode: the site default (light) until the reader switches; 'system' joins the cycle when the site respects the OS setting. */
export function ColorModeProvider({ config, children }: { config: Site['colorMode']; children: ReactNode }) {
  const fallback: ColorMode = config.defaultMode;
  const [chosen, setChosen] = useState<ColorMode | null>(storedMode);
  const mode = config.disableSwitch ? config.defaultMode : (chosen ?? fallback);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const cycle = useMemo<ColorMode[]>(
    () => (config.respectPrefersColorScheme ? ['light', 'dark', 'system'] : ['light', 'dark']),
    [config.respectPrefersColorScheme],
  );
  const nextMode = cycle[(cycle.indexOf(mode) + 1) % cycle.length]!;

  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', resolved);
  }, [resolved]);

  useLayoutEffect(() => {
    try {
      // lets the next visit paint the site's default before the manifest arrives
      localStorage.setItem(COLOR_MODE_DEFAULT_KEY, fallback);
    } catch {
      // no storage: the default is light anyway
    }
  }, [fallback]);

  const next = useCallback(() => {
    try {
      localStorage.setItem(COLOR_MODE_KEY, nextMode);
    } catch {
      // the choice lasts for this visit only
    }
    setChosen(nextMode);
  }, [nextMode]);

  const state = useMemo<ColorModeState>(
    () => ({ mode, cycle, nextMode, next, disabled: config.disableSwitch }),
    [mode, cycle, nextMode, next, config.disableSwitch],
  );
  return <ColorModeContext.Provider value={state}>{children}</ColorModeContext.Provider>;
}
