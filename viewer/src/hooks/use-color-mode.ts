import { useContext } from 'react';
import { ColorModeContext, type ColorModeState } from '../components/color-mode-provider/color-mode-context.ts';

/** The colour mode and the switch's next step; only inside <ColorModeProvider>. */
export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return state;
}
