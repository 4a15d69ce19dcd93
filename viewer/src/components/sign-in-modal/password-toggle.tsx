import { EyeIcon } from '../icons/eye-icon.tsx';

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
      <EyeIcon size={20} crossed={!shown} />
    </button>
  );
}
