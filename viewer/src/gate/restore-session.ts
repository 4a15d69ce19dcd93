import { GATE_CODES, type StoredCredentials } from '../../../src/contracts/gate-contract.ts';
import type { AuthState } from './auth-context.ts';
import { readCredentials, removeCredentials, saveCredentials } from './credentials-store.ts';
import { isUnreachable } from './failure-text.ts';
import { GateError, type GateClient } from './gate-client.ts';

/**
 * Checks the stored session with the server: a live one signs the reader in; an ended one is forgotten with the
 * server's reason; an unanswered check keeps it (the server may be back on retry); anything else is forgotten.
 */
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
    if (isUnreachable(error)) return { status: 'unreachable' };
    removeCredentials();
    // an ended session (a disabled reader's too) is expected and the reader is told; anything else is worth a console line
    if (error instanceof GateError && error.code === GATE_CODES.invalidSession) return { status: 'unauthenticated', notice: error.message };
    console.error(error);
    return { status: 'unauthenticated' };
  }
}
