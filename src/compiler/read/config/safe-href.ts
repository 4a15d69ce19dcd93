// The URL schemes a config link (navbar, footer, announcement bar) may use; anything else
// (javascript:, vbscript:, data:...) could run script in the site's origin when clicked.
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * True when `url` is relative or uses one of LINK_SCHEMES, read the way a browser's URL parser reads it:
 * leading and trailing controls and spaces dropped, tabs and newlines removed anywhere, scheme case ignored.
 */
export function isSafeHref(url: string): boolean {
  const cleaned = url.replace(/^[\p{Cc} ]+|[\p{Cc} ]+$/gu, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z\d+.-]*):/.exec(cleaned)?.[1];
  return scheme === undefined || LINK_SCHEMES.includes(scheme.toLowerCase());
}

/** A value as the author can read it in a message: control characters spelled out, long ones cut. */
export const shown = (text: string): string =>
  (text.length > 40 ? `${text.slice(0, 40)}…` : text).replace(
    /\p{Cc}/gu,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
