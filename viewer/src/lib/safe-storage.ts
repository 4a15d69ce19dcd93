// Local storage that never throws. Private windows, a full quota and storage disabled by policy (where even
// reading `localStorage` throws a SecurityError) all behave as a store that holds nothing and forgets writes,
// so a remembered choice lasts for this visit only instead of breaking the page.

/** Reads, writes and removes local storage entries; no call ever throws. */
export const safeStorage = {
  /** The stored string, or null when the key is absent or storage cannot be read. */
  read(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },

  /** Stores the value, unless storage refuses it (the caller keeps its own copy for this visit). */
  write(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // refused: nothing is remembered
    }
  },

  /** Forgets the key (storage that cannot be reached holds nothing to forget). */
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing was stored
    }
  },
};
