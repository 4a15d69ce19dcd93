import { useRef, useState, type FormEvent } from 'react';
import { signInErrorText } from '../../gate/sign-in-error.ts';
import { useAuth } from '../../hooks/use-auth.ts';
import { useFocusTrap } from '../../hooks/use-focus-trap.ts';
import { useScrollLock } from '../../hooks/use-scroll-lock.ts';
import { LockIcon } from '../icons/lock-icon.tsx';
import { PasswordToggle } from './password-toggle.tsx';
import './sign-in-modal.css';

/** The full-screen, blocking sign-in form; open while the reader is not signed in. `notice`: why they were signed out. */
export function SignInModal({ notice = '' }: { notice?: string }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [error, setError] = useState(notice);
  const [loading, setLoading] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useScrollLock();
  useFocusTrap(dialog);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setError('');
    const address = email.trim();
    if (!address || !password) {
      setError('Please enter both email and password');
      return;
    }
    if (!address.includes('@')) {
      setError('Enter a valid email address');
      return;
    }
    setLoading(true);
    try {
      await signIn(address, password);
    } catch (failure) {
      setError(signInErrorText(failure));
      setLoading(false);
    }
  }

  return (
    <div className="gate-backdrop">
      <div
        ref={dialog}
        className="gate-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="gate-title"
        aria-describedby="gate-subtitle"
      >
        <div className="gate-mark" aria-hidden="true">
          <LockIcon size={28} />
        </div>
        <h1 id="gate-title" className="gate-title">
          Welcome Back
        </h1>
        <p id="gate-subtitle" className="gate-subtitle">
          Access your exclusive documentation and resources
        </p>
        <form className="gate-form" noValidate onSubmit={onSubmit}>
          <label className="gate-label" htmlFor="gate-email">
            Email
          </label>
          <input
            // biome-ignore lint/a11y/noAutofocus: the modal blocks the whole page and asks for this field first; focusing it in the commit itself, not a later effect, lands the first keystroke here
            autoFocus
            id="gate-email"
            className="gate-input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            disabled={loading}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label className="gate-label" htmlFor="gate-password">
            Password
          </label>
          <div className="gate-password">
            <input
              id="gate-password"
              className="gate-input"
              type={passwordShown ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              placeholder="Your password"
              value={password}
              disabled={loading}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordToggle shown={passwordShown} disabled={loading} onToggle={() => setPasswordShown((shown) => !shown)} />
          </div>
          <p className="gate-error" role="alert" aria-live="assertive">
            {error}
          </p>
          <button className="gate-submit" type="submit" disabled={loading}>
            {loading ? 'Authenticating...' : 'Enter Documentation'}
          </button>
        </form>
      </div>
    </div>
  );
}
