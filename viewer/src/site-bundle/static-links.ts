import { browserShows, openableType } from '../content/content-source.ts';
import { type StaticFile, staticFileOf } from './static-fetch.ts';
import { staticFiles } from './static-files.ts';

// A link to a static file that is no image (`<a href="/files/guide.pdf">`, `<a href={useBaseUrl('/cal/webinar.ics')}
// download>`, a navbar item `to: '/files/x.zip'`): under Docusaurus its host serves the file at that path, and
// the browser opens or downloads it. The viewer's origin serves no site file (the reader got the viewer's
// page, or nothing for a `gate:` URL), so while a site bundle is in, a click on a link naming a file of the
// static index fetches it through the gate with the reader's session (static-fetch.ts) and hands it to the
// browser from a blob: URL as the host would: downloaded, by its name, when the link says `download` or the
// browser would not show its type; else opened, in a new tab for `target="_blank"` or a ctrl/middle click,
// in place otherwise. A type that could run script opens as text, as a Markdown link's file does.

// a blob: URL opened in a tab is kept this long, for the tab to load it
const OPEN_MS = 60_000;

/** The name a download of the file a link names is saved as: the link's `download` value, else its path's last part. */
function fileName(anchor: HTMLAnchorElement, href: string): string {
  const named = anchor.getAttribute('download');
  if (named) return named;
  const path =
    href.startsWith('gate:') || href.startsWith('data:') ? (staticFiles.pathOf(href) ?? '') : new URL(href, location.href).pathname;
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'download';
  } catch {
    return 'download';
  }
}

/** Hands a fetched file to the browser as a click on the link would have under Docusaurus. */
function open(anchor: HTMLAnchorElement, href: string, file: StaticFile, newTab: boolean): void {
  const download = anchor.hasAttribute('download') || !browserShows(file.contentType);
  const url = URL.createObjectURL(new Blob([file.bytes], { type: download ? file.contentType : openableType(file.contentType) }));
  if (download) {
    const saving = document.createElement('a');
    saving.href = url;
    saving.download = fileName(anchor, href);
    saving.click();
  } else if (newTab) window.open(url, '_blank', 'noopener');
  else {
    location.assign(url);
    return;
  }
  setTimeout(() => URL.revokeObjectURL(url), OPEN_MS);
}

/** A click (or middle click) on a link naming a static file: the file through the gate, opened as under Docusaurus. */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button > 1) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || href.startsWith('blob:')) return;
  const file = staticFileOf('GET', href);
  if (!file) return;
  event.preventDefault();
  const newTab =
    (anchor.target !== '' && anchor.target !== '_self') || event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
  file.then(
    (found) => found.status === 200 && open(anchor, href, found, newTab),
    // an ended session: no file, as a request the network failed
    (error: unknown) => console.error(error),
  );
}

let listening = false;

/** Opens the static files links name from the gate from now on (staticFileOf answers nothing on sign-out). */
export function openStaticLinks(): void {
  if (listening) return;
  listening = true;
  // capture: before the site's router or the viewer's link handler makes it a client-side route
  window.addEventListener('click', onClick, true);
  window.addEventListener('auxclick', onClick, true);
}
