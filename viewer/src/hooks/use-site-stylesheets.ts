import { useEffect } from 'react';
import type { ContentSource } from '../content/content-source.ts';
import { withAssetUrls } from '../content/css-asset-urls.ts';

/**
 * Applies the site's own stylesheets (a Docusaurus site's custom.css) while the signed-in site is shown,
 * after the viewer's: they come through the gate, their `gate:` URLs swapped for blob URLs first. They go
 * when the reader signs out or a build without them goes live.
 */
export function useSiteStylesheets(paths: string[] | undefined, source: ContentSource): void {
  const key = (paths ?? []).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for paths, whose array is new with each manifest
  useEffect(() => {
    if (!paths || paths.length === 0) return;
    let current = true;
    const elements = paths.map(() => {
      const style = document.createElement('style');
      style.dataset.siteStylesheet = '';
      document.head.append(style);
      return style;
    });
    paths.forEach((path, i) => {
      source
        .text(path)
        .then((css) => withAssetUrls(css, source))
        .then(
          (css) => {
            if (current) elements[i]!.textContent = css;
          },
          (error: unknown) => console.error(error),
        );
    });
    return () => {
      current = false;
      for (const style of elements) style.remove();
    };
  }, [key, source]);
}
