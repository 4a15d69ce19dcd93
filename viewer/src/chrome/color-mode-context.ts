import { createContext } from 'react';

export type ColorMode = 'light' | 'dark' | 'system';

export interface ColorModeState {
  /** what the reader chose */
  mode: ColorMode;
  /** what is on screen */
  resolved: 'light' | 'dark';
  /** the modes the switch steps through */
  cycle: ColorMode[];
  next(): void;
  disabled: boolean;
}

export const ColorModeContext = createContext<ColorModeState | null>(null);
