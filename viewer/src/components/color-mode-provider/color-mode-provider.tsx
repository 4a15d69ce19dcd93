import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Site } from '../../../../src/contracts/manifest.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { safeStorage } from '../../lib/safe-storage.ts';
import { ColorModeContext, type ColorMode, type ColorModeState } from './color-mode-context.ts';

/** Local storage keys; index.html's inline script reads both before first paint (keep the names). */
export const COLOR_MODE_KEY = 'theme';
export const COLOR_MODE_DEFAULT_KEY = 'docgate.colorMode.default';

function storedMode(): ColorMode | null {
  const value = safeStorage.read(COLOR_MODE_KEY);
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
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
    // lets the next visit paint the site's default before the manifest arrives (without storage: light)
    safeStorage.write(COLOR_MODE_DEFAULT_KEY, fallback);
  }, [fallback]);

  const choose = useCallback((to: ColorMode) => {
    // without storage the choice lasts for this visit only
    safeStorage.write(COLOR_MODE_KEY, to);
    setChosen(to);
  }, []);
  const next = useCallback(() => choose(nextMode), [choose, nextMode]);

  const state = useMemo<ColorModeState>(
    () => ({ mode, cycle, nextMode, next, resolved, choose, disabled: config.disableSwitch }),
    [mode, cycle, nextMode, next, resolved, choose, config.disableSwitch],
  );
  return <ColorModeContext.Provider value={state}>{children}</ColorModeContext.Provider>;
}
