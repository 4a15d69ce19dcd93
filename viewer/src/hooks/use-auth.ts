import { useContext } from 'react';
import { AuthContext, type Auth } from '../gate/auth-context.ts';

/** The gate's state and actions; only inside <AuthProvider>. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
