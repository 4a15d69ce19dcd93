import { useAuth } from '../../hooks/use-auth.ts';
import { SignOutIcon } from '../icons/sign-out-icon.tsx';
import '../navbar/navbar.css';

/** Ends the session on the server and here; the modal comes back. */
export function SignOutButton() {
  const { state, signOut } = useAuth();
  const email = state.status === 'authenticated' ? state.email : '';
  return (
    <button
      type="button"
      className="navbar__link sign-out"
      title={email ? `Signed in as ${email}` : undefined}
      onClick={() => void signOut()}
    >
      <SignOutIcon size={18} />
      <span>Sign out</span>
    </button>
  );
}
