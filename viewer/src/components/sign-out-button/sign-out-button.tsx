import { useAuth } from '../../hooks/use-auth.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { SignOutIcon } from '../icons/sign-out-icon.tsx';
import '../navbar/navbar.css';

/** Ends the session on the server and here; the modal comes back. */
export function SignOutButton() {
  const { state, signOut } = useAuth();
  // in the page's language, as docgate translates its own words (src/compiler/read/docusaurus/docgate-strings.ts)
  const t = useThemeString();
  const email = state.status === 'authenticated' ? state.email : '';
  return (
    // Infima marks a navbar__link that is no link role="button", and a site's CSS tells them apart by it (gesture-handler hides plain links)
    <button
      type="button"
      // biome-ignore lint/a11y/noRedundantRoles: as Infima's, which a site's CSS reads
      role="button"
      className="navbar__link sign-out"
      title={email ? t('theme.docgate.signedInAs', 'Signed in as {email}', { email }) : undefined}
      onClick={() => void signOut()}
    >
      <SignOutIcon size={18} />
      <span>{t('theme.docgate.signOut', 'Sign out')}</span>
    </button>
  );
}
