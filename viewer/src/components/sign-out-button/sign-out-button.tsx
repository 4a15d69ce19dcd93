import { useAuth } from '../../hooks/use-auth.ts';
import { useThemeString } from '../../hooks/use-theme-string.ts';
import { SignOutIcon } from '../icons/sign-out-icon.tsx';
import '../navbar/navbar.css';

/**
 * Ends the session on the server and here; the modal comes back. `compact`: its icon alone in a Docusaurus site's
 * bar, which has no such item and whose items need the room; its words stay for screen readers, and its title
 * names what it does.
 */
export function SignOutButton({ compact = false }: { compact?: boolean }) {
  const { state, signOut } = useAuth();
  // in the page's language, as docgate translates its own words (src/compiler/read/docusaurus/docgate-strings.ts)
  const t = useThemeString();
  const email = state.status === 'authenticated' ? state.email : '';
  const words = t('theme.docgate.signOut', 'Sign out');
  const signedIn = email ? t('theme.docgate.signedInAs', 'Signed in as {email}', { email }) : undefined;
  return (
    // Infima marks a navbar__link that is no link role="button", and a site's CSS tells them apart by it (gesture-handler hides plain links)
    <button
      type="button"
      // biome-ignore lint/a11y/noRedundantRoles: as Infima's, which a site's CSS reads
      role="button"
      className={compact ? 'navbar__link sign-out sign-out--compact' : 'navbar__link sign-out'}
      title={compact ? [words, signedIn].filter(Boolean).join(' · ') : signedIn}
      onClick={() => void signOut()}
    >
      <SignOutIcon size={18} />
      <span className={compact ? 'sr-only' : undefined}>{words}</span>
    </button>
  );
}
