import { GATE_CODES, type StoredCredentials } from '../../../src/contracts/gate-contract.ts';
import type { AuthState } from './auth-context.ts';
import { readCredentials, removeCredentials, saveCredentials } from './credentials-store.ts';
import { GateError, type GateClient } from './gate-client.ts';

/** Checks the stored session with the server: a live one signs the reader in, anything else is forgotten. */
export async function restoreSession(gate: GateClient | null): Promise<AuthState> {
  let stored: StoredCredentials | null;
  try {
    stored = readCredentials();
  } catch (error) {
    console.error(error);
    removeCredentials();
    return { status: 'unauthenticated' };
  }
  if (!stored || !gate) return { status: 'unauthenticated' };
  if (!(Date.parse(stored.expiresAt) > Date.now())) {
    removeCredentials();
    return { status: 'unauthenticated' };
  }
  try {
    const session = await gate.session(stored.token);
    const email = session.email ?? stored.email;
    saveCredentials({ email, token: stored.token, expiresAt: session.expires_at ?? stored.expiresAt });
    return { status: 'authenticated', email, token: stored.token };
  } catch (error) {
    // an ended session is expected; anything else is worth a console line
    if (!(error instanceof GateError && error.code === GATE_CODES.invalidSession)) console.error(error);
    removeCredentials();
    return { status: 'unauthenticated' };
  }
}
