import { EyeIcon } from '../icons/eye-icon.tsx';

/** The eye button beside the password field; its label and icon say what a press does (show, or hide, what was typed). */
export function PasswordToggle({ shown, disabled, onToggle }: { shown: boolean; disabled: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      className="gate-password-toggle"
      aria-label={shown ? 'Hide password' : 'Show password'}
      disabled={disabled}
      onClick={onToggle}
    >
      <EyeIcon size={20} crossed={shown} />
    </button>
  );
}
