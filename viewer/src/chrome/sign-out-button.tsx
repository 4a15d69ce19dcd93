import { useAuth } from '../gate/use-auth.ts';

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
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
      </svg>
      <span>Sign out</span>
    </button>
  );
}
