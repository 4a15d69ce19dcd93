import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { LoadError } from './components/load-error/load-error.tsx';
import { LoadingScreen } from './components/loading-screen/loading-screen.tsx';
import { ScreenFrame } from './components/screen-frame/screen-frame.tsx';
import { PageErrorBoundary } from './components/page-error-boundary/page-error-boundary.tsx';

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

/** Renders the site once its chunk is in; no Suspense here, so React's reveal throttle never delays sign-in. */
export function LazySite() {
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
  if (error)
    return (
      <ScreenFrame>
        <LoadError error={error} onRetry={load} title="The documentation could not be loaded" />
      </ScreenFrame>
    );
  if (!Site) return <LoadingScreen />;
  return (
    <PageErrorBoundary framed>
      <Site />
    </PageErrorBoundary>
  );
}
