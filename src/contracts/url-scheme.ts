// One test of "this URL leaves the site", shared by the compiler (link checks, useBaseUrl) and the
// viewer (Docusaurus' isInternalUrl for site components): a scheme (`https:`, `mailto:`) or `//host`.

const SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** True for a URL with a scheme or a protocol-relative one; false for a site path, relative link or `#hash`. */
export const isExternalUrl = (url: string): boolean => SCHEME.test(url);

/** True for a path of this site (`/docs/papers`): rooted, and not a protocol-relative URL. */
export const isSitePath = (url: string | undefined): url is string => !!url?.startsWith('/') && !isExternalUrl(url);

/**
 * A redirect's target on another site (a Docusaurus site's client redirects), which the reader is sent to as
 * it is: http(s) or protocol-relative only, so that no `javascript:` target can run script in the reader's
 * page. The build refuses any other scheme; the viewer checks again, following only this or a site path.
 */
export const isOtherSite = (to: string): boolean => /^(?:https?:)?\/\//i.test(to);

const PATHNAME = 'pathname://';

/**
 * Docusaurus' `pathname:///api/index.html`: a plain link to that path of the same site, which no route
 * serves (a static file, another app); its path, or null for another URL.
 */
export const pathnameLink = (url: string): string | null =>
  url.startsWith(PATHNAME) ? url.slice(PATHNAME.length - 1).replace(/^\/+/, '/') : null;

// A link's gated file (`gate:assets/<hash>.zip`) carries the name of the file it was (`?name=kit.zip`): the
// reader gets it from a blob: URL, whose own name is random, and a download is saved under this one, as
// Docusaurus' URL of the file names it.
const NAME = '?name=';

/** The gate URL of a file a link names, carrying the file's name: the last part of its URL's path, decoded where it can be. */
export function namedFileUrl(gateUrl: string, url: string): string {
  const path = url.replace(/[?#].*$/, '');
  let name = path.slice(path.lastIndexOf('/') + 1);
  try {
    name = decodeURIComponent(name);
  } catch {}
  return name ? `${gateUrl}${NAME}${encodeURIComponent(name)}` : gateUrl;
}

/** A gate path (`assets/<hash>.zip?name=kit.zip`, fragment gone) as the file's path and the name it carries, null for none. */
export function fileOfGatePath(gatePath: string): { path: string; name: string | null } {
  const at = gatePath.indexOf(NAME);
  if (at === -1) return { path: gatePath, name: null };
  try {
    return { path: gatePath.slice(0, at), name: decodeURIComponent(gatePath.slice(at + NAME.length)) };
  } catch {
    return { path: gatePath.slice(0, at), name: null };
  }
}
