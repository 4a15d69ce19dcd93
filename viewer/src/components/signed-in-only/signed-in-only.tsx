import type { ReactNode } from 'react';
import { useAuth } from '../../hooks/use-auth.ts';
import { LoadingScreen } from '../loading-screen/loading-screen.tsx';
import { SignInModal } from '../sign-in-modal/sign-in-modal.tsx';

/** Renders its children only for a signed-in reader: 'Loading...' first, then the modal or the site. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'unauthenticated') return <SignInModal />;
  return <>{children}</>;
}
