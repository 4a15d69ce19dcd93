import { createContext } from 'react';

export type ColorMode = 'light' | 'dark' | 'system';

export interface ColorModeState {
  /** what the reader chose */
  mode: ColorMode;
  /** the modes the switch steps through */
  cycle: ColorMode[];
  /** the mode `next()` switches to */
  nextMode: ColorMode;
  next(): void;
  /** the mode the page shows: 'system' resolved by the OS setting */
  resolved: 'light' | 'dark';
  /** switches to a mode, as the reader's choice (a site component's setColorMode) */
  choose(mode: ColorMode): void;
  disabled: boolean;
}

export const ColorModeContext = createContext<ColorModeState | null>(null);
