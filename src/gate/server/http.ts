import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorBody } from '../database/errors.ts';
import { GzipCache } from './gzip-cache.ts';

// supabase-js sends these; a viewer on another origin (a static host) needs them allowed
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, apikey, content-type, accept, accept-profile, content-profile, prefer, range, x-client-info, x-supabase-api-version, x-retry-count',
  'access-control-expose-headers': 'content-range',
  'access-control-max-age': '86400',
};

/** Adds the CORS headers every /rest/v1 answer carries. */
export const setCors = (res: ServerResponse): void => {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
};

// below this a response fits a packet or two anyway; above, JSON shrinks ~5-10x (a 2,000-page
// manifest: ~800 kB to ~110 kB), which a hosted project's API gateway does too
const COMPRESS_FROM = 1400;

// one per process: the files of the live build are the same for every reader
const gzipped = new GzipCache();

/** True when the request accepts gzip (`Accept-Encoding: gzip, br`), not when it says `gzip;q=0`. */
export function acceptsGzip(req: IncomingMessage | undefined): boolean {
  return String(req?.headers['accept-encoding'] ?? '')
    .split(',')
    .some((entry) => {
      const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/** Sends JSON text as PostgREST does (application/json; charset=utf-8), gzipped when the client accepts it. */
export function sendJsonText(res: ServerResponse, status: number, json: string, extra: Record<string, string> = {}): void {
  const headers = { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding', ...extra };
  const plain = () => {
    const body = Buffer.from(json);
    res.writeHead(status, { ...headers, 'content-length': body.length });
    res.end(body);
  };
  // characters, not bytes: close enough to decide, and a cache hit never encodes the text at all
  if (json.length < COMPRESS_FROM || !acceptsGzip(res.req)) {
    plain();
    return;
  }
  gzipped.compress(json).then((zipped) => {
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': zipped.length });
    res.end(zipped);
  }, plain);
}

/** Sends a PostgREST error body with its status. */
export const sendError = (res: ServerResponse, status: number, body: ErrorBody): void => sendJsonText(res, status, JSON.stringify(body));

export class BodyTooLargeError extends Error {}

/** Reads the request body, refusing more than `limit` bytes without buffering the rest. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
