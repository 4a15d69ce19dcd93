import { isExternalUrl } from '../../contracts/url-scheme.ts';

/** True for links that leave the site: `https:`, `mailto:`, protocol-relative. */
export const isExternal = isExternalUrl;

/** Splits `path?query#hash` into its path and the hash (without `#`). */
export function splitUrl(url: string): { path: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return { path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt), hash };
}

/** Resolves a relative URL path against a site path the way a browser does. */
export function resolveRoute(from: string, to: string, decode = safeDecode): string {
  const url = new URL(to, `http://site${from}`);
  const path = decode(url.pathname).replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The site route a link path points to, seen from the page at `from`: relative paths resolved,
 * the baseUrl prefix and trailing slashes dropped, percent-escapes decoded.
 */
export function siteRoute(path: string, from: string, baseUrl: string, decode = safeDecode): string {
  let route = path.startsWith('/') ? path : resolveRoute(from, path, decode);
  if (baseUrl !== '/' && route.startsWith(baseUrl)) route = `/${route.slice(baseUrl.length)}`;
  return decode(route).replace(/(.)\/+$/, '$1');
}

/** As decodeURI: escapes of `?`, `#`, `,`, `/`... stay, as in the route of a file named `Why%3F.md`. */
export const safeDecodeUri = (value: string): string => {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
};

/** Percent-decodes `value`, or keeps it as written when it is not valid percent-encoding. */
export const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

// Docusaurus' `pathname:///x`: one reading for the compiler and the viewer
export { pathnameLink } from '../../contracts/url-scheme.ts';
