/**
 * A cache for values most of which are asked for once (a build meets most code blocks and page sections
 * once; watch mode meets the same ones on every save): a new value waits in a small first-sight cache
 * and moves to the main one when it is asked for again. Both drop the least recently used first, past a
 * budget of characters of the text the values were made from.
 */
export class SeenTwiceCache<T> {
  private readonly firstSight: CharacterCache<T>;
  private readonly reused: CharacterCache<T>;

  constructor(firstSightCharacters: number, reusedCharacters: number) {
    this.firstSight = new CharacterCache(firstSightCharacters);
    this.reused = new CharacterCache(reusedCharacters);
  }

  /** The value kept for `key`, now in the main cache; undefined when neither cache holds it. */
  get(key: string): T | undefined {
    const hit = this.reused.take(key) ?? this.firstSight.take(key);
    if (!hit) return undefined;
    this.reused.put(key, hit);
    return hit.value;
  }

  /** Keeps a new value, made from `characters` characters, in the first-sight cache. */
  add(key: string, value: T, characters: number): void {
    this.firstSight.put(key, { value, characters });
  }
}

interface Entry<T> {
  value: T;
  characters: number;
}

/** Least recently used first (a Map keeps insertion order), trimmed to a character budget. */
class CharacterCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private characters = 0;

  constructor(private readonly limit: number) {}

  take(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.characters -= entry.characters;
    }
    return entry;
  }

  put(key: string, entry: Entry<T>): void {
    this.take(key);
    this.entries.set(key, entry);
    this.characters += entry.characters;
    for (const [oldest, old] of this.entries) {
      if (this.characters <= this.limit || oldest === key) break;
      this.entries.delete(oldest);
      this.characters -= old.characters;
    }
  }
}
