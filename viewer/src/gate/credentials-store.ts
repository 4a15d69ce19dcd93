import { CREDENTIALS_KEY, type StoredCredentials } from '../../../src/contracts/gate-contract.ts';

/** The stored session, or null; throws when the entry cannot be read (the caller removes it). */
export function readCredentials(): StoredCredentials | null {
  const raw = localStorage.getItem(CREDENTIALS_KEY);
  if (raw === null) return null;
  const value = JSON.parse(raw) as Partial<StoredCredentials> | null;
  if (!value || typeof value.token !== 'string' || typeof value.email !== 'string' || typeof value.expiresAt !== 'string') {
    throw new Error(`${CREDENTIALS_KEY} holds an unreadable entry`);
  }
  return { email: value.email, token: value.token, expiresAt: value.expiresAt };
}

/** Keeps only email, token and expiry: never the password. */
export function saveCredentials(credentials: StoredCredentials): void {
  const { email, token, expiresAt } = credentials;
  localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ email, token, expiresAt }));
}

/** Forgets the stored session. */
export function removeCredentials(): void {
  localStorage.removeItem(CREDENTIALS_KEY);
}
