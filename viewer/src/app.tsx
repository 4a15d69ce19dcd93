import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadError } from './chrome/load-error.tsx';
import { AuthProvider } from './gate/auth-provider.tsx';
import { LoadingScreen } from './gate/loading-screen.tsx';
import { SignedInOnly } from './gate/signed-in-only.tsx';

type SiteModule = typeof import('./site.tsx');
let siteModule: Promise<SiteModule> | undefined;

/** Fetches the site chunk once (again after a failure); started early so sign-in does not wait for it. */
export function loadSite(): Promise<SiteModule> {
  siteModule ??= import('./site.tsx').catch((error: unknown) => {
    siteModule = undefined;
    throw error;
  });
  return siteModule;
}

class CrashBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <LoadError error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

/** Renders the site once its chunk is in; no Suspense here, so React's reveal throttle never delays sign-in. */
function LazySite() {
  const [Site, setSite] = useState<ComponentType | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const load = useCallback(() => {
    setError(null);
    loadSite().then(
      (module) => setSite(() => module.default),
      (failure: unknown) => setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
  }, []);
  useEffect(load, [load]);
  if (error) return <LoadError error={error} onRetry={load} />;
  if (!Site) return <LoadingScreen />;
  return (
    <CrashBoundary>
      <Site />
    </CrashBoundary>
  );
}

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
