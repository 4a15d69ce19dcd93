import type { ReactNode } from 'react';
import { useAuth } from '../../hooks/use-auth.ts';
import { UNREACHABLE_MESSAGE } from '../../gate/failure-text.ts';
import { LoadError } from '../load-error/load-error.tsx';
import { LoadingScreen } from '../loading-screen/loading-screen.tsx';
import { SignInModal } from '../sign-in-modal/sign-in-modal.tsx';

/** Renders its children only for a signed-in reader: 'Loading...' first, then the modal or the site (or, unanswered, Retry). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { state, retry } = useAuth();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'unreachable') return <LoadError error={new Error(UNREACHABLE_MESSAGE)} onRetry={retry} />;
  if (state.status === 'unauthenticated') return <SignInModal notice={state.notice} />;
  return <>{children}</>;
}
