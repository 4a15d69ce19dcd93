import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../../src/contracts/gate-contract.ts';

/** The Supabase URL, anon key and live-reload URL: served beside the viewer, else baked in at build time. */
export async function loadRuntimeConfig(): Promise<Partial<RuntimeConfig>> {
  const fallback = {
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  };
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) return fallback;
    const served = (await response.json()) as Partial<RuntimeConfig>;
    return {
      supabaseUrl: served.supabaseUrl ?? fallback.supabaseUrl,
      supabaseAnonKey: served.supabaseAnonKey ?? fallback.supabaseAnonKey,
      liveReloadUrl: served.liveReloadUrl,
    };
  } catch {
    // a static host without the file (or a dev server answering with HTML) means build-time config
    return fallback;
  }
}
