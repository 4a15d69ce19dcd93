// A config's `customFields` go to the reader's browser as JSON (useDocusaurusContext().siteConfig): only
// what JSON can carry is kept. A function, a class instance or a missing package's stand-in (a callable
// proxy) is left out, as Docusaurus' own serialization of the config would fail on it.

/** `value` as plain JSON data: objects, arrays, strings, finite numbers, booleans and null; else undefined. */
export function plainData(value: unknown, seen = new Set<object>()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => plainData(item, seen) ?? null);
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const plain = plainData(item, seen);
      if (plain !== undefined) out[key] = plain;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
