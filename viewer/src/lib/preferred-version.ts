import { safeStorage } from './safe-storage.ts';

/** Local storage key of the docs version the reader picked last (spec section 9). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The stored version name, or null. */
export function readPreferredVersion(): string | null {
  return safeStorage.read(PREFERRED_VERSION_KEY);
}

/** Remembers the version the reader picked (for this visit only when storage refuses it). */
export function savePreferredVersion(name: string): void {
  safeStorage.write(PREFERRED_VERSION_KEY, name);
}
