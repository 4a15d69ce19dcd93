import { CREDENTIALS_KEY, type StoredCredentials } from '../../../src/contracts/gate-contract.ts';
import { safeStorage } from '../lib/safe-storage.ts';

/** The stored session, or null; throws when the entry cannot be parsed (the caller removes it). */
export function readCredentials(): StoredCredentials | null {
  const raw = safeStorage.read(CREDENTIALS_KEY);
  if (raw === null) return null;
  const value = JSON.parse(raw) as Partial<StoredCredentials> | null;
  if (!value || typeof value.token !== 'string' || typeof value.email !== 'string' || typeof value.expiresAt !== 'string') {
    throw new Error(`${CREDENTIALS_KEY} holds an unreadable entry`);
  }
  return { email: value.email, token: value.token, expiresAt: value.expiresAt };
}

/** Keeps only email, token and expiry: never the password. Without storage the session lasts for this tab only. */
export function saveCredentials(credentials: StoredCredentials): void {
  const { email, token, expiresAt } = credentials;
  safeStorage.write(CREDENTIALS_KEY, JSON.stringify({ email, token, expiresAt }));
}

/** Forgets the stored session. */
export function removeCredentials(): void {
  safeStorage.remove(CREDENTIALS_KEY);
}
