import { useColorMode } from '../../hooks/use-color-mode.ts';
import { useContent } from '../../hooks/use-content.ts';
import { HalfCircleIcon } from '../icons/half-circle-icon.tsx';
import { MonitorIcon } from '../icons/monitor-icon.tsx';
import { MoonIcon } from '../icons/moon-icon.tsx';
import { SunIcon } from '../icons/sun-icon.tsx';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;
// a Docusaurus site's switch shows 'system' as theme-classic's does, a half-filled circle
const INFIMA_ICONS = { ...ICONS, system: HalfCircleIcon } as const;

/** The navbar button that steps through the colour modes. */
export function ColorModeSwitch() {
  const { mode, next, disabled } = useColorMode();
  const t = useThemeString();
  const infima = isDocusaurusSite(useContent().manifest);
  if (disabled) return null;
  const named = (m: typeof mode) => t(`theme.colorToggle.ariaLabel.mode.${m}`, `${m} mode`);
  // Docusaurus' words ("Switch between dark and light mode (currently dark mode)") for its two or three modes
  const label = t('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode: named(mode) });
  const Icon = (infima ? INFIMA_ICONS : ICONS)[mode];
  return (
    <button type="button" className="icon-button color-mode-switch" aria-label={label} title={label} data-mode={mode} onClick={next}>
      <Icon size={22} />
    </button>
  );
}
