import { useEffect, useState } from 'react';
import { gatePath } from '../content/gate-refs.ts';
import { useContent } from './use-content.ts';

/** A URL usable in `src`: `gate:` assets become blob URLs fetched through the gate, others pass through. */
export function useAssetUrl(url: string | undefined): string | undefined {
  const { source } = useContent();
  const path = gatePath(url);
  const [resolved, setResolved] = useState<string | undefined>(path ? undefined : url);
  useEffect(() => {
    if (!path) {
      setResolved(url);
      return;
    }
    let current = true;
    source.asset(path).then(
      (href) => current && setResolved(href),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [path, url, source]);
  return resolved;
}
