/** The eye button beside the password field; shows or hides what was typed. */
export function PasswordToggle({ shown, disabled, onToggle }: { shown: boolean; disabled: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      className="gate-password-toggle"
      aria-label={shown ? 'Hide password' : 'Show password'}
      aria-pressed={shown}
      disabled={disabled}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
        <circle cx="12" cy="12" r="3" />
        {shown ? null : <path d="M3 3l18 18" />}
      </svg>
    </button>
  );
}
