import type { ContentSource } from './content-source.ts';

/** Swaps `data-gate-src` / `-href` / `-poster` for blob URLs of the assets fetched through the gate. */
export function resolveGateAssets(root: HTMLElement, source: ContentSource): void {
  for (const attribute of ['src', 'href', 'poster'] as const) {
    for (const element of root.querySelectorAll<HTMLElement>(`[data-gate-${attribute}]`)) {
      const path = element.getAttribute(`data-gate-${attribute}`)!;
      element.removeAttribute(`data-gate-${attribute}`);
      // an href opens the file as a page of this origin: the source makes a scriptable one plain text
      source.asset(path, attribute === 'href' ? 'link' : 'show').then(
        (url) => {
          element.setAttribute(attribute, url);
          // a <video>/<audio> picks among its <source>s once, when it loads: let it choose again
          const media = element.parentElement;
          if (element.tagName === 'SOURCE' && media instanceof HTMLMediaElement) media.load();
        },
        (error: unknown) => console.error(error),
      );
    }
  }
}
