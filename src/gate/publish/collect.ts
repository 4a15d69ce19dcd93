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

/** How a non-JSON file (an asset, a feed) travels in the jsonb body column; the viewer decodes it. */
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
// serves one string instead of parsing a tree of ~100 kB into jsonb (half the cost of publishing an edit,
// which rewrites one such part)
const JSON_AS_TEXT = /^(?:assets|search)\//;

/** The stored form of a file: parsed JSON for data files, a WrappedFile for assets, feeds and the search index. */
export function storedForm(path: string, bytes: Buffer): { body: unknown; size: number; kind: 'json' | 'file' } {
  const ext = extname(path).toLowerCase();
  if (ext === '.json' && !JSON_AS_TEXT.test(path)) {
    return { body: JSON.parse(bytes.toString('utf8')), size: bytes.length, kind: 'json' };
  }
  if (ext in TEXT_TYPES) {
    const wrapped: WrappedFile = { contentType: TEXT_TYPES[ext], encoding: 'utf8', data: bytes.toString('utf8') };
    return { body: wrapped, size: bytes.length + 80, kind: 'file' };
  }
  const wrapped: WrappedFile = {
    contentType: BINARY_TYPES[ext] ?? 'application/octet-stream',
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
  return { path, hash: storedHash(kind, bytes), body, size };
}

/** The content hash of a stored file, from its kind and bytes. */
export const storedHash = (kind: 'json' | 'file', bytes: Uint8Array): string =>
  createHash('sha256').update(`${kind}\n`).update(bytes).digest('hex');
