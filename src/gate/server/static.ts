import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { IMAGE_TYPES } from '../../contracts/content-types.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  ...IMAGE_TYPES,
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function fileAt(root: string, pathname: string): Promise<{ path: string; size: number; mtime: Date } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(root, decoded));
  // nothing outside the viewer folder, whatever the path says
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built viewer; any path that is not a file gets index.html, so the viewer routes it.
 * The caller sets the security headers (security-headers.ts).
 */
export async function serveViewer(req: IncomingMessage, res: ServerResponse, url: URL, viewerDir: string): Promise<void> {
  const root = resolve(viewerDir);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const found = (url.pathname !== '/' && (await fileAt(root, url.pathname))) || (await fileAt(root, '/index.html'));
  if (!found) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The viewer is not built yet: run `npm run build:viewer` (or `npm start`, which builds it).\n');
    return;
  }
  const hashed = url.pathname.startsWith('/assets/') && found.path !== join(root, 'index.html');
  res.writeHead(200, {
    'content-type': TYPES[extname(found.path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': found.size,
    // hashed file names never change content; index.html must be revalidated to pick up new builds
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'last-modified': found.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(found.path).pipe(res);
}
