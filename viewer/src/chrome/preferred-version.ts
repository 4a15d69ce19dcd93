/** Local storage key of the docs version the reader picked last (spec section 9). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The stored version name, or null. */
export function readPreferredVersion(): string | null {
  try {
    return localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

/** Remembers the version the reader picked. */
export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // remembered for this visit only
  }
}
