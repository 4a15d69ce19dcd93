import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { openEmbeddedGate, type EmbeddedGate } from '../database/embedded.ts';
import { errorBody, GateError } from '../database/errors.ts';
import { loadOrCreateKeys } from '../database/keys.ts';
import { DatabaseBusyError, readLock } from '../database/lock.ts';

/** Where publish and users go: the embedded database, the running local server, or a Supabase project. */
export interface GateTarget {
  /** for messages: `the embedded database`, `the local server at ...`, `https://x.supabase.co` */
  name: string;
  /** true for the embedded database, directly or through the local server */
  local: boolean;
  /** calls a service function; database errors are thrown as GateError */
  rpc<T = unknown>(fn: string, args?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

/** Calls the embedded database in this process, as service_role. */
export function embeddedTarget(gate: EmbeddedGate, { closeGate = true } = {}): GateTarget {
  return {
    name: 'the embedded database (.docgate/db)',
    local: true,
    async rpc<T>(fn: string, args: Record<string, unknown> = {}) {
      const result = await gate.rpc.call('service_role', fn, args);
      return (result.json === null ? null : JSON.parse(result.json)) as T;
    },
    close: () => (closeGate ? gate.close() : Promise.resolve()),
  };
}

/** Calls a Supabase project (or the local server, which speaks the same RPC) through supabase-js. */
export function supabaseTarget(url: string, serviceRoleKey: string, name = url, local = false): GateTarget {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
  return {
    name,
    local,
    async rpc<T>(fn: string, args: Record<string, unknown> = {}) {
      const { data, error, status } = await client.rpc(fn, args);
      if (error) {
        const e = error as { code?: string; message?: string; details?: string | null; hint?: string | null };
        throw new GateError(status, errorBody(e.code ?? '', e.message || `HTTP ${status}`, e.details ?? null, e.hint ?? null));
      }
      return data as T;
    },
    close: async () => undefined,
  };
}

export class TargetConfigError extends Error {}

/**
 * Picks the target from the environment: SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY mean that project;
 * otherwise the embedded database, through the local server when `docgate dev`/`serve` is running.
 */
export async function resolveTarget(stateDir: string, env: NodeJS.ProcessEnv = process.env): Promise<GateTarget> {
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (url && key) return supabaseTarget(url, key);
  if (url || key) {
    throw new TargetConfigError(
      `Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY to target a Supabase project (only ${url ? 'SUPABASE_URL' : 'SUPABASE_SERVICE_ROLE_KEY'} is set).`,
    );
  }
  const holder = await readLock(stateDir);
  if (holder?.url) {
    // PGlite is one process at a time: talk to the server that holds it, with the local service key
    const keys = await loadOrCreateKeys(stateDir);
    return supabaseTarget(holder.url, keys.serviceRoleKey, `the local server at ${holder.url}`, true);
  }
  if (holder) throw new DatabaseBusyError(holder);
  return embeddedTarget(await openEmbeddedGate({ stateDir }));
}
