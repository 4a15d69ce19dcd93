import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/** A supabase-js client as the viewer and CI make it: no auth storage, no refresh; ws for Node 20. */
export function supabaseFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}
