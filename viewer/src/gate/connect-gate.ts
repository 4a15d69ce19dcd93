import { createRpcGate, type GateClient } from './gate-client.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

/** The gate as the app starts with it: a client (or why there is none) and the live-reload URL. */
export interface GateConnection {
  gate: GateClient | null;
  /** why there is no client: supabase-js's own validation message, shown when the reader signs in */
  setupError?: string;
  liveReloadUrl?: string;
}

/** Reads the runtime config and creates the supabase-js client when both URL and anon key are present. */
export async function connectGate(): Promise<GateConnection> {
  // supabase-js is loaded beside the config so it stays out of the first-paint bundle
  const [config, supabase] = await Promise.all([loadRuntimeConfig(), import('@supabase/supabase-js')]);
  const { supabaseUrl, supabaseAnonKey, liveReloadUrl } = config;
  if (!supabaseUrl || !supabaseAnonKey) {
    console.warn('Supabase URL or Anon Key is missing');
    return { gate: null, liveReloadUrl };
  }
  try {
    const client = supabase.createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    return { gate: createRpcGate(client), liveReloadUrl };
  } catch (error) {
    // 'Invalid supabaseUrl: ...' and friends stand as supabase-js words them
    console.error(error);
    return { gate: null, setupError: (error as Error).message, liveReloadUrl };
  }
}
