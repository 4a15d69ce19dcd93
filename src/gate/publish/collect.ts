import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { IMAGE_TYPES } from '../../contracts/content-types.ts';

/** One file of dist/site as the database stores it: JSON as itself, anything else wrapped. */
export interface SiteFile {
  /** relative to dist/site, with forward slashes: `manifest.json`, `pages/3f9a.json`, `assets/logo.1a2b.svg` */
  path: string;
  /** sha-256 of the stored form; equal content is uploaded once and shared between builds */
  hash: string;
  body: unknown;
  /** about how many bytes the body takes on the wire */
  size: number;
}

/** How a non-JSON file (an asset, a feed) travels in the json body column; the viewer decodes it. */
export interface WrappedFile {
  contentType: string;
  encoding: 'base64' | 'utf8';
  data: string;
}

const TEXT_TYPES: Record<string, string> = {
  '.xml': 'application/xml; charset=utf-8',
  '.svg': IMAGE_TYPES['.svg']!,
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // the site bundle's modules (bundle/<hash>.js): the viewer imports them from a blob: URL of this type
  '.js': 'text/javascript; charset=utf-8',
};
const { '.svg': _svg, ...BINARY_IMAGES } = IMAGE_TYPES;
const BINARY_TYPES: Record<string, string> = {
  ...BINARY_IMAGES,
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

// the search index's files are JSON the viewer hands to MiniSearch whole: as text, the database stores and
// serves one string (when bodies were jsonb, parsing a tree of ~100 kB was half the cost of publishing an
// edit, which rewrites one such part)
const JSON_AS_TEXT = /^(?:assets|search)\//;

// JSON escapes that the database refuses where it takes an upload apart (docs_publish_put_files reads each
// body out of the batch, which decodes its strings: "unsupported Unicode escape sequence"): NUL, and half of
// a surrogate pair, which a NUL or a cut emoji in a frontmatter string would give; looked for in the text so
// that a page without them (every one, nearly) is parsed without a reviver
const UNSTORABLE_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/** A JSON string as the database takes it: NUL and a lone surrogate become U+FFFD, as CommonMark makes a NUL. */
const storableString = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? value.replace(UNSTORABLE_CHAR, '\uFFFD') : value;
const UNSTORABLE_CHAR = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The stored form of a file: parsed JSON for data files, a WrappedFile for assets, feeds and the search index. */
export function storedForm(path: string, bytes: Buffer): { body: unknown; size: number; kind: 'json' | 'file' } {
  const ext = extname(path).toLowerCase();
  if (ext === '.json' && !JSON_AS_TEXT.test(path)) {
    const text = bytes.toString('utf8');
    return { body: UNSTORABLE_ESCAPE.test(text) ? JSON.parse(text, storableString) : JSON.parse(text), size: bytes.length, kind: 'json' };
  }
  // a text file holding what the database cannot take (a NUL, bytes that are no UTF-8) travels as base64 under its own
  // type: awesome-azd's static folder has a PNG named `.svg`, whose first NUL failed the whole publish
  if (ext in TEXT_TYPES && !bytes.includes(0) && isUtf8(bytes)) {
    const wrapped: WrappedFile = { contentType: TEXT_TYPES[ext], encoding: 'utf8', data: bytes.toString('utf8') };
    return { body: wrapped, size: bytes.length + 80, kind: 'file' };
  }
  const wrapped: WrappedFile = {
    contentType: BINARY_TYPES[ext] ?? TEXT_TYPES[ext] ?? 'application/octet-stream',
    encoding: 'base64',
    data: bytes.toString('base64'),
  };
  return { body: wrapped, size: Math.ceil(bytes.length / 3) * 4 + 80, kind: 'file' };
}

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // dotfiles are temp files of an interrupted write, never site content
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Reads every file of a built site, ready to publish. */
export async function collectSite(siteDir: string): Promise<SiteFile[]> {
  const files = (await walk(siteDir)).sort();
  return Promise.all(files.map((full) => readSiteFile(siteDir, relative(siteDir, full).split(sep).join('/'))));
}

/** Reads one file of a built site (`pages/3f9a.json`), ready to publish. */
export async function readSiteFile(siteDir: string, path: string): Promise<SiteFile> {
  const bytes = await readFile(join(siteDir, ...path.split('/')));
  const { body, size, kind } = storedForm(path, bytes);
  // a file's type is part of what is stored: the same bytes under another name (a PNG named `.svg`) are
  // another body, else the first one stored would answer for both
  return { path, hash: kind === 'json' ? jsonHash(bytes) : storedHash(`${kind}\n${(body as WrappedFile).contentType}`, bytes), body, size };
}

/**
 * The content hash of a JSON file stored as itself. Its kind names the form it is stored in, the text as
 * written: bodies stored as jsonb (keys reordered) had hashes of kind `json`, and a database upgraded from
 * then still holds them, so the same file is uploaded again instead of being found there.
 */
export const jsonHash = (bytes: Uint8Array): string => storedHash('json as written', bytes);

/** The content hash of a stored file, from its kind (a wrapped file's with its content type) and bytes. */
export const storedHash = (kind: string, bytes: Uint8Array): string => createHash('sha256').update(`${kind}\n`).update(bytes).digest('hex');
