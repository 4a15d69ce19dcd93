import type { SupabaseClient } from '@supabase/supabase-js';
import { GATE_RPC } from '../../../src/contracts/gate-contract.ts';

/** What `docs_sign_in` returns. */
export interface SignInResult {
  token: string;
  email: string;
  expires_at: string;
}

/** The four gate functions, as the viewer calls them; tests inject a fake through the gate context. */
export interface GateClient {
  signIn(email: string, password: string): Promise<SignInResult>;
  session(token: string): Promise<{ email: string; expires_at: string }>;
  signOut(token: string): Promise<void>;
  file<T = unknown>(token: string, path: string): Promise<T>;
}

/** A failed gate call: the SQLSTATE (or '' for network failures) and the server's message. */
export class GateError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'GateError';
    this.code = code;
  }
}

/** The request never got an answer (supabase-js reports status 0): the server is down or the network is gone. */
export class GateUnreachableError extends GateError {
  constructor(message: string) {
    super('', message);
    this.name = 'GateUnreachableError';
  }
}

/** Wraps a supabase-js client: every call is one POST to an rpc, never retried. */
export function createRpcGate(client: SupabaseClient): GateClient {
  async function call<T>(fn: string, args: Record<string, unknown>): Promise<T> {
    const { data, error, status } = await client.rpc(fn, args).retry(false);
    if (error && status === 0) throw new GateUnreachableError(error.message ?? '');
    if (error) throw new GateError(error.code ?? '', error.message ?? '');
    return data as T;
  }
  return {
    signIn: (email, password) => call(GATE_RPC.signIn, { email, password }),
    session: (token) => call(GATE_RPC.session, { token }),
    signOut: async (token) => {
      await call(GATE_RPC.signOut, { token });
    },
    file: (token, path) => call(GATE_RPC.file, { token, path }),
  };
}
