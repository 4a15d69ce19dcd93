import { fileOfGatePath } from '../../../src/contracts/url-scheme.ts';
import { browserShows, type ContentSource } from './content-source.ts';

/** Swaps `data-gate-src` / `-href` / `-poster` for blob URLs of the assets fetched through the gate. */
export function resolveGateAssets(root: HTMLElement, source: ContentSource): void {
  for (const attribute of ['src', 'href', 'poster'] as const) {
    for (const element of root.querySelectorAll<HTMLElement>(`[data-gate-${attribute}]`)) {
      const written = element.getAttribute(`data-gate-${attribute}`)!;
      element.removeAttribute(`data-gate-${attribute}`);
      // a Markdown link to a file opens it in a new tab, as Docusaurus writes it (`<a target="_blank">`)
      if (element instanceof HTMLAnchorElement && !element.target) Object.assign(element, { target: '_blank', rel: 'noopener' });
      // a fragment (`#gh-dark-mode-only`, which a site's CSS selects images by) stays on the blob URL
      const at = written.indexOf('#');
      const [named, hash] = at === -1 ? [written, ''] : [written.slice(0, at), written.slice(at)];
      const { path, name } = fileOfGatePath(named);
      // an href opens the file as a page of this origin: the source makes a scriptable one plain text
      source.asset(path, attribute === 'href' ? 'link' : 'show').then(
        (url) => {
          element.setAttribute(attribute, `${url}${hash}`);
          // a file the browser would not show (a zip) is saved under its own name, not the blob URL's
          if (name && element instanceof HTMLAnchorElement && !element.hasAttribute('download') && !browserShows(source.typeOf(path) ?? ''))
            element.download = name;
          // a <video>/<audio> picks among its <source>s once, when it loads: let it choose again
          const media = element.parentElement;
          if (element.tagName === 'SOURCE' && media instanceof HTMLMediaElement) media.load();
        },
        (error: unknown) => console.error(error),
      );
    }
  }
}
