import { SignedInOnly } from './components/signed-in-only/signed-in-only.tsx';
import { AuthProvider } from './gate/auth-provider.tsx';
import { LazySite } from './lazy-site.tsx';

/** The app: the gate first, the site (its own chunk) for signed-in readers only. */
export function App() {
  return (
    <AuthProvider>
      <SignedInOnly>
        <LazySite />
      </SignedInOnly>
    </AuthProvider>
  );
}
