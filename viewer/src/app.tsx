import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadError } from './chrome/load-error.tsx';
import { AuthProvider } from './gate/auth-provider.tsx';
import { LoadingScreen } from './gate/loading-screen.tsx';
import { SignedInOnly } from './gate/signed-in-only.tsx';

/** Starts fetching the site chunk; called early so sign-in does not wait for it. */
export const loadSite = () => import('./site.tsx');

class ChunkBoundary extends Component<{ children: ReactNode; onRetry(): void }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <LoadError
        error={error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** The app: the gate first, the site (lazy) for signed-in readers only. */
export function App() {
  const [Site, setSite] = useState(() => lazy(loadSite));
  return (
    <AuthProvider>
      <SignedInOnly>
        <ChunkBoundary onRetry={() => setSite(() => lazy(loadSite))}>
          <Suspense fallback={<LoadingScreen />}>
            <Site />
          </Suspense>
        </ChunkBoundary>
      </SignedInOnly>
    </AuthProvider>
  );
}
