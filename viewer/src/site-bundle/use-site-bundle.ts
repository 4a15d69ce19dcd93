import { useEffect, useState } from 'react';
import type { SiteBundleModule } from '../../../src/contracts/site-bundle.ts';
import { useContent } from '../hooks/use-content.ts';
import { readMessagesFrom } from './docusaurus-modules.tsx';
import { loadSiteBundle } from './load-site-bundle.ts';

/** The site bundle once it is in; `wanted` false (a page without code pieces) fetches nothing. */
export function useSiteBundle(wanted: boolean): SiteBundleModule | null {
  const { manifest, source } = useContent();
  // the site code rendered now calls translate() with this manifest's messages
  readMessagesFrom(manifest);
  const files = manifest.bundle;
  const [bundle, setBundle] = useState<{ script: string; module: SiteBundleModule } | null>(null);
  useEffect(() => {
    if (!wanted || !files) return;
    let live = true;
    loadSiteBundle(source, files).then(
      (module) => live && setBundle({ script: files.script, module }),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [wanted, files, source]);
  return bundle && bundle.script === files?.script ? bundle.module : null;
}
