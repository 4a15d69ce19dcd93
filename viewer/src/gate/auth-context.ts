import { createContext } from 'react';
import type { GateConnection } from './connect-gate.ts';

/** The gate's states (spec section 4); 'authenticating' lives in the modal while a sign-in is in flight. */
export type AuthState = { status: 'loading' } | { status: 'unauthenticated' } | { status: 'authenticated'; email: string; token: string };

export interface Auth {
  state: AuthState;
  connection: GateConnection | null;
  /** resolves when signed in; rejects with the error the modal shows */
  signIn(email: string, password: string): Promise<void>;
  /** ends the server session, forgets the stored one, and shows the modal */
  signOut(): Promise<void>;
  /** the server said the session is over (code 28000): forget it and show the modal, keeping the URL */
  endSession(): void;
}

export const AuthContext = createContext<Auth | null>(null);
