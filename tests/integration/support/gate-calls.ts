import { createHash } from 'node:crypto';
import { GateError, type GateRole } from '../../../src/gate/database/errors.ts';
import type { RpcRunner } from '../../../src/gate/database/rpc.ts';

/** What a caller sees of one RPC: the HTTP status and the parsed body (success or PostgREST error). */
export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: every gate function answers in its own shape; a test reads the fields it expects
  body: any;
}

/** Calls a gate function as `role` and never throws for database errors: they come back as replies. */
export async function call(rpc: RpcRunner, role: GateRole, fn: string, args: Record<string, unknown> = {}): Promise<Reply> {
  try {
    const result = await rpc.call(role, fn, args);
    return { status: result.status, body: result.json === null ? null : JSON.parse(result.json) };
  } catch (error) {
    if (error instanceof GateError) return { status: error.status, body: error.body };
    throw error;
  }
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Publishes `files` (path -> JSON body) as build `buildId` through the service functions. */
export async function publishFiles(rpc: RpcRunner, buildId: string, files: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(files).map(([path, body]) => ({ path, body, hash: sha256(JSON.stringify(body)) }));
  await rpc.call('service_role', 'docs_publish_put_files', { files: entries.map(({ hash, body }) => ({ hash, body })) });
  await rpc.call('service_role', 'docs_publish_build', {
    build_id: buildId,
    files: Object.fromEntries(entries.map(({ path, hash }) => [path, hash])),
  });
}

export const READER = { email: 'reader@example.com', password: 'correct horse battery' };
export const SITE = {
  'manifest.json': { schemaVersion: 1, buildId: 'b1', secret: 'manifest-secret-text' },
  'pages/abc123.json': { title: 'Intro', html: '<p>page-secret-text</p>' },
  // big enough to be sent compressed
  'pages/long42.json': { title: 'Long', html: '<p>A long page of the same words.</p>'.repeat(400) },
};
