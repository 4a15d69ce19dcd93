import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CREDENTIALS_KEY, GATE_CODES, GATE_MESSAGES } from '../../../src/contracts/gate-contract.ts';
import { AuthContext, type Auth, type AuthState } from './auth-context.ts';
import type { GateConnection } from './connect-gate.ts';
import { ConnectGateContext } from './connect-gate-context.ts';
import { readCredentials, removeCredentials, saveCredentials } from './credentials-store.ts';
import { GateError } from './gate-client.ts';
import { restoreSession } from './restore-session.ts';

/** Owns the gate: connects, restores the stored session, signs in and out, and follows other tabs. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const connect = useContext(ConnectGateContext);
  const [connection, setConnection] = useState<GateConnection | null>(null);
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Retry button's counter; a new value connects again
  useEffect(() => {
    let current = true;
    void (async () => {
      const connected = await connect();
      const restored = await restoreSession(connected.gate);
      if (!current) return;
      setConnection(connected);
      setState(restored);
    })();
    return () => {
      current = false;
    };
  }, [connect, attempt]);

  // signing out (or in) in one tab does the same in the others
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== CREDENTIALS_KEY && event.key !== null) return;
      if (stateRef.current.status === 'loading') return;
      let stored = null;
      try {
        stored = readCredentials();
      } catch {
        stored = null;
      }
      if (!stored) setState({ status: 'unauthenticated' });
      else setState({ status: 'authenticated', email: stored.email, token: stored.token });
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      if (!connection?.gate) throw new Error(connection?.setupError ?? 'Supabase client not initialized');
      try {
        const result = await connection.gate.signIn(email, password);
        saveCredentials({ email: result.email, token: result.token, expiresAt: result.expires_at });
        setState({ status: 'authenticated', email: result.email, token: result.token });
      } catch (error) {
        if (error instanceof GateError && error.code === GATE_CODES.invalidCredentials) {
          throw new Error(GATE_MESSAGES.invalidCredentials);
        }
        throw error;
      }
    },
    [connection],
  );

  const signOut = useCallback(async () => {
    const current = stateRef.current;
    removeCredentials();
    setState({ status: 'unauthenticated' });
    if (current.status === 'authenticated' && connection?.gate) {
      // the local session is gone either way; a failed server call only leaves a token nobody holds
      await connection.gate.signOut(current.token).catch((error: unknown) => console.error(error));
    }
  }, [connection]);

  const endSession = useCallback((notice?: string) => {
    removeCredentials();
    setState({ status: 'unauthenticated', notice });
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const auth = useMemo<Auth>(
    () => ({ state, connection, signIn, signOut, endSession, retry }),
    [state, connection, signIn, signOut, endSession, retry],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
