import { useColorMode } from '../../hooks/use-color-mode.ts';
import { MonitorIcon } from '../icons/monitor-icon.tsx';
import { MoonIcon } from '../icons/moon-icon.tsx';
import { SunIcon } from '../icons/sun-icon.tsx';

const LABELS = { light: 'light mode', dark: 'dark mode', system: 'system mode' } as const;
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** The navbar button that steps through the colour modes. */
export function ColorModeSwitch() {
  const { mode, cycle, nextMode, next, disabled } = useColorMode();
  if (disabled) return null;
  const label = `Switch between ${cycle.join(', ')} mode (currently ${LABELS[mode]})`;
  const Icon = ICONS[mode];
  return (
    <button
      type="button"
      className="icon-button color-mode-switch"
      aria-label={label}
      title={`Currently ${LABELS[mode]}; next: ${LABELS[nextMode]}`}
      data-mode={mode}
      onClick={next}
    >
      <Icon size={22} />
    </button>
  );
}
