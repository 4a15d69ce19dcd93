import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { LoadedManifest } from '../../../src/contracts/manifest-parts.ts';
import type { SidebarItem, Site } from '../../../src/contracts/manifest.ts';
import { LoadError } from '../components/load-error/load-error.tsx';
import { LoadingScreen } from '../components/loading-screen/loading-screen.tsx';
import { ScreenFrame } from '../components/screen-frame/screen-frame.tsx';
import { SiteBuilding } from '../components/site-building/site-building.tsx';
import { GateError } from '../gate/gate-client.ts';
import { GATE_CODES } from '../../../src/contracts/gate-contract.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { useLiveReload, type LiveBuild } from '../hooks/use-live-reload.ts';
import { ContentContext, type Content } from './content-context.ts';
import { createContentSource } from './content-source.ts';
import { unloadSiteBundle } from '../site-bundle/load-site-bundle.ts';

type Words = NonNullable<Site['translations']>[string];

/** Fetches the manifest through the gate for the signed-in reader and refreshes it on each new build. */
export function ContentProvider({ children }: { children: ReactNode }) {
  const { state, connection, endSession } = useAuth();
  const token = state.status === 'authenticated' ? state.token : '';
  const gate = connection?.gate ?? null;
  const source = useMemo(() => (gate ? createContentSource(gate, token, endSession) : null), [gate, token, endSession]);
  const [manifest, setManifest] = useState<LoadedManifest | null>(null);
  const latestManifest = useRef(manifest);
  latestManifest.current = manifest;
  const following = useRef<Promise<void>>(Promise.resolve());
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  // the path open when the manifest is fetched: its locale's words come with it
  const [pathname] = useLocation();
  const openPath = useRef(pathname);
  openPath.current = pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Retry button's counter; a new value fetches the manifest again
  useEffect(() => {
    if (!source) return;
    let current = true;
    source.manifest(openPath.current).then(
      (loaded) => current && setManifest(loaded),
      (failure: Error) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [source, attempt]);

  useEffect(
    () => () => {
      source?.dispose();
      // sign-out: the site bundle's stylesheet leaves the page with the reader's content
      unloadSiteBundle();
    },
    [source],
  );

  useLiveReload(
    connection?.liveReloadUrl,
    useCallback(
      ({ buildId, from }: LiveBuild) => {
        if (!source) return;
        // one build at a time, in the order announced: a slow fetch never puts an older manifest back
        following.current = following.current
          .then(async () => {
            const current = latestManifest.current;
            if (current && buildId === current.buildId) return;
            // a patch of the build on screen: fetch what changed in the manifest, then the page if its file did
            let next = current && from ? await source.follow(current, from) : null;
            if (!next) {
              source.invalidate();
              next = await source.manifest(openPath.current);
            }
            latestManifest.current = next;
            // the open page follows the new manifest in place
            setManifest(next);
          })
          // on failure the last good manifest stays
          .catch((failure: unknown) => console.error(failure));
      },
      [source],
    ),
  );

  const putSidebar = useCallback((id: string, file: string, items: SidebarItem[]) => {
    const now = latestManifest.current;
    // a build that went live meanwhile may have another part for it: the route view asks again
    if (!now || now.parts.sidebars[id] !== file || id in now.sidebars) return;
    const next = { ...now, sidebars: { ...now.sidebars, [id]: items } };
    latestManifest.current = next;
    setManifest(next);
  }, []);

  // the other locales' words once the first screen is in: a page of another locale then shows its navbar,
  // footer and theme strings in its words at once, without their bytes delaying the first page
  useEffect(() => {
    const missing = Object.entries(manifest?.parts.translations ?? {}).filter(([code]) => !(code in (manifest?.site.translations ?? {})));
    if (!source || missing.length === 0) return;
    let current = true;
    Promise.all(missing.map(([code, file]) => source.json<Words>(file).then((words) => [code, file, words] as const))).then(
      (loaded) => {
        const now = latestManifest.current;
        // a build that went live meanwhile may have other words: this runs again for its manifest
        const fresh = loaded.filter(([code, file]) => now?.parts.translations?.[code] === file && !(code in (now.site.translations ?? {})));
        if (!current || !now || fresh.length === 0) return;
        const translations = { ...now.site.translations, ...Object.fromEntries(fresh.map(([code, , words]) => [code, words])) };
        const next = { ...now, site: { ...now.site, translations } };
        latestManifest.current = next;
        setManifest(next);
      },
      (failure: unknown) => console.error(failure),
    );
    return () => {
      current = false;
    };
  }, [manifest, source]);

  const content = useMemo<Content | null>(
    () => (manifest && source ? { manifest, source, putSidebar } : null),
    [manifest, source, putSidebar],
  );
  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  // asks again while the last answer stays on screen (no flash of 'Loading...')
  const poll = useCallback(() => setAttempt((count) => count + 1), []);
  // no build is live yet (a cold start): wait for the first one instead of showing the gate's 404
  if (error && !content && error instanceof GateError && error.code === GATE_CODES.notFound)
    return (
      <ScreenFrame>
        <SiteBuilding onRetry={poll} />
      </ScreenFrame>
    );
  if (error && !content) {
    return (
      <ScreenFrame>
        <LoadError error={error} onRetry={retry} title="The documentation could not be loaded" />
      </ScreenFrame>
    );
  }
  if (!content) return <LoadingScreen />;
  return <ContentContext.Provider value={content}>{children}</ContentContext.Provider>;
}
