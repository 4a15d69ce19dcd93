import { warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Asset } from '../check/assets.ts';
import { contentHash } from '../read/hash.ts';
import { matchesIntegrity, type RemoteFiles } from './remote-files.ts';

// What a site's stylesheets fetch from another host become: a sheet's text, read as the site's own CSS is,
// or a file (a font) that goes out as a gated asset. A fetch that fails is told once a build, at the site file
// (or config entry) that names the URL, and the site builds on: only its looks suffer.

/** Where a problem with a remote file is told: the site file or config entry that names it. */
export interface Place {
  file: string;
  at: { line: number; column: number };
}

/** The fetches of one build, and the URLs whose failure was told. */
export interface RemoteFetches {
  files: RemoteFiles;
  told: Set<string>;
  diagnostics: Diagnostic[];
}

// the types a stylesheet's url() may bring (fonts, images); anything else goes out as an opaque .bin file
const EXTENSIONS = new Set(['woff2', 'woff', 'ttf', 'otf', 'eot', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg']);
const BY_TYPE: Record<string, string> = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'application/font-woff': 'woff',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
// a host's error page served with 200 (an HTML sign-in wall) is no stylesheet
const SHEET_TYPES = new Set(['text/css', 'text/plain', 'application/octet-stream', '']);

function told(fetches: RemoteFetches, url: string, place: Place, message: string): null {
  if (!fetches.told.has(url)) {
    fetches.told.add(url);
    fetches.diagnostics.push(warning('missing-asset', place.file, place.at, message));
  }
  return null;
}

/** `'x' (in 'sheet')`: a URL, with the remote sheet that names it when the site's own file does not. */
const named = (url: string, inSheet: string | undefined): string => (inSheet ? `'${url}' (in '${inSheet}')` : `'${url}'`);

/** A remote stylesheet's text; null, told, when it cannot be fetched, is no CSS, or fails its `integrity`. */
export async function remoteSheetText(
  url: string,
  place: Place,
  fetches: RemoteFetches,
  options: { integrity?: string; inSheet?: string } = {},
): Promise<string | null> {
  const got = await fetches.files.get(url);
  const what = `Stylesheet ${named(url, options.inSheet)}`;
  if (!got.ok) return told(fetches, url, place, `${what} could not be fetched (${got.reason}): its rules do not apply`);
  if (!SHEET_TYPES.has(got.type)) return told(fetches, url, place, `${what} is no stylesheet (${got.type}): its rules do not apply`);
  if (options.integrity && !matchesIntegrity(got.bytes, options.integrity))
    return told(fetches, url, place, `${what} does not match its integrity '${options.integrity}': it is left out`);
  return new TextDecoder().decode(got.bytes);
}

/** A file a stylesheet's url() names on another host, as a gated asset; null, told, when it cannot be fetched. */
export async function remoteAsset(url: URL, place: Place, fetches: RemoteFetches, inSheet?: string): Promise<Asset | null> {
  const got = await fetches.files.get(url.href);
  if (!got.ok)
    return told(
      fetches,
      url.href,
      place,
      `File ${named(url.href, inSheet)} in url() could not be fetched (${got.reason}): it is not shown`,
    );
  const fromPath = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const ext = fromPath && EXTENSIONS.has(fromPath) ? fromPath : (BY_TYPE[got.type] ?? 'bin');
  return { path: `assets/${contentHash(got.bytes)}.${ext}`, bytes: got.bytes };
}
