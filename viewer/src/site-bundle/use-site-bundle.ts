import { useEffect, useState } from 'react';
import type { SiteBundleModule } from '../../../src/contracts/site-bundle.ts';
import { useContent } from '../hooks/use-content.ts';
import { readMessagesFrom } from './docusaurus-modules.tsx';
import { loadedSiteBundle, loadSiteBundle } from './load-site-bundle.ts';

/**
 * Brings pieces of a bundle in (`load`: its loadIslands or loadPage for `key`), and renders the caller again
 * once they are: a chunked bundle fetches a page's islands and React page when it is shown.
 */
export function useBundlePieces(bundle: SiteBundleModule | null, load: (bundle: SiteBundleModule) => Promise<void>, key: string): void {
  const [, setLoaded] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` brings in, made anew each render
  useEffect(() => {
    if (!bundle) return;
    let live = true;
    load(bundle).then(
      () => live && setLoaded((count) => count + 1),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [bundle, key]);
}

/** The site bundle once it is in; `wanted` false (a page without code pieces) fetches nothing. */
export function useSiteBundle(wanted: boolean): SiteBundleModule | null {
  return useSiteBundleState(wanted).bundle;
}

/** The site bundle once it is in, and whether it is still on its way (false once in, failed, or not wanted). */
export function useSiteBundleState(wanted: boolean): { bundle: SiteBundleModule | null; loading: boolean } {
  const { manifest, source } = useContent();
  // the site code rendered now calls translate() with this manifest's messages
  readMessagesFrom(manifest);
  const files = manifest.bundle;
  const [settled, setSettled] = useState<{ script: string; module: SiteBundleModule | null } | null>(null);
  useEffect(() => {
    if (!wanted || !files) return;
    let live = true;
    loadSiteBundle(source, files).then(
      (module) => live && setSettled({ script: files.script, module }),
      (error: unknown) => {
        console.error(error);
        if (live) setSettled({ script: files.script, module: null });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, files, source]);
  const known = wanted && files ? loadedSiteBundle(files) : undefined;
  const current = settled && settled.script === files?.script ? settled : known ? { script: files!.script, module: known } : null;
  return { bundle: current?.module ?? null, loading: wanted && files !== undefined && current === null };
}
