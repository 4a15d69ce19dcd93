import { useEffect, useState } from 'react';
import type { AssetUse } from '../content/content-source.ts';
import { gatePath } from '../content/gate-refs.ts';
import { useContent } from './use-content.ts';

/** A URL usable in `src`: `gate:` assets become blob URLs fetched through the gate, others pass through. */
export function useAssetUrl(url: string | undefined): string | undefined {
  const path = gatePath(url);
  const urls = useAssetUrls(new Map(path ? [[path, 'show' as const]] : []));
  return path ? urls.get(path) : url;
}

/** The URLs of gated files (path -> how it is used) as they come through the gate: none at first. */
export function useAssetUrls(paths: Map<string, AssetUse>): Map<string, string> {
  const { source } = useContent();
  const key = [...paths].map(([path, use]) => `${use}:${path}`).join('\n');
  const [urls, setUrls] = useState(new Map<string, string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for paths, a new Map each render
  useEffect(() => {
    let current = true;
    for (const [path, use] of paths)
      source.asset(path, use).then(
        (url) => current && setUrls((before) => new Map(before).set(path, url)),
        (error: unknown) => console.error(error),
      );
    return () => {
      current = false;
    };
  }, [key, source]);
  return urls;
}
