import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorBody } from '../database/errors.ts';

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

/** Sends JSON text as PostgREST does (application/json; charset=utf-8). */
export function sendJsonText(res: ServerResponse, status: number, json: string, extra: Record<string, string> = {}): void {
  const body = Buffer.from(json);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...extra });
  res.end(body);
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
