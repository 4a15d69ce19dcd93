import { useColorMode } from './use-color-mode.ts';

const LABELS = { light: 'light mode', dark: 'dark mode', system: 'system mode' } as const;

/** The navbar button that steps through the colour modes. */
export function ColorModeSwitch() {
  const { mode, cycle, nextMode, next, disabled } = useColorMode();
  if (disabled) return null;
  const label = `Switch between ${cycle.join(', ')} mode (currently ${LABELS[mode]})`;
  return (
    <button
      type="button"
      className="icon-button color-mode-switch"
      aria-label={label}
      title={`Currently ${LABELS[mode]}; next: ${LABELS[nextMode]}`}
      data-mode={mode}
      onClick={next}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {mode === 'light' ? (
          <>
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 1.5v2.5M12 20v2.5M4.2 4.2l1.8 1.8M18 18l1.8 1.8M1.5 12H4M20 12h2.5M4.2 19.8L6 18M18 6l1.8-1.8" />
          </>
        ) : mode === 'dark' ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <rect x="2.5" y="4" width="19" height="13" rx="2" />
            <path d="M8 21h8M12 17v4" />
          </>
        )}
      </svg>
    </button>
  );
}
