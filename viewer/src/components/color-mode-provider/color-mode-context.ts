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
  disabled: boolean;
}

export const ColorModeContext = createContext<ColorModeState | null>(null);
