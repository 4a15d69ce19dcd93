import { createContext } from 'react';
import type { GateConnection } from './connect-gate.ts';

/**
 * The gate's states (spec section 4); 'authenticating' lives in the modal while a sign-in is in flight.
 * `notice` says why a reader was dropped (the server's words); 'unreachable' keeps the stored session for a retry.
 */
export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthenticated'; notice?: string }
  | { status: 'unreachable' }
  | { status: 'authenticated'; email: string; token: string };

export interface Auth {
  state: AuthState;
  connection: GateConnection | null;
  /** resolves when signed in; rejects with the error the modal shows */
  signIn(email: string, password: string): Promise<void>;
  /** ends the server session, forgets the stored one, and shows the modal */
  signOut(): Promise<void>;
  /** the server said the session is over (code 28000): forget it and show the modal with the server's `notice`, keeping the URL */
  endSession(notice?: string): void;
  /** after 'unreachable': connect and check the stored session again */
  retry(): void;
}

export const AuthContext = createContext<Auth | null>(null);
