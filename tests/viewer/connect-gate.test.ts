import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectGate } from '../../viewer/src/gate/connect-gate.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function serveConfig(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('connecting to the gate', () => {
  it("warns 'Supabase URL or Anon Key is missing' and makes no client without both", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    serveConfig({ supabaseUrl: 'http://127.0.0.1:4321' }); // the key is missing
    const connection = await connectGate();
    expect(connection.gate).toBeNull();
    expect(warn).toHaveBeenCalledWith('Supabase URL or Anon Key is missing');
  });

  it('makes a client from the runtime config and passes the live-reload URL on', async () => {
    serveConfig({ supabaseUrl: 'http://127.0.0.1:4321', supabaseAnonKey: 'anon', liveReloadUrl: '/__docgate/events' });
    const connection = await connectGate();
    expect(connection.gate).not.toBeNull();
    expect(connection.liveReloadUrl).toBe('/__docgate/events');
  });

  it('falls back to the build-time variables when the config file is absent', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:9999');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon');
    serveConfig({}, 404);
    expect((await connectGate()).gate).not.toBeNull();
  });

  it("keeps supabase-js's own message for a malformed URL", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveConfig({ supabaseUrl: 'ftp://nowhere', supabaseAnonKey: 'anon' });
    const connection = await connectGate();
    expect(connection.gate).toBeNull();
    expect(connection.setupError).toBe('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.');
  });
});
