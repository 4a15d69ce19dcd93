// Docusaurus number prefixes: `01-intro.md` -> position 1, name `intro`
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** Splits a file or folder name into its number prefix and the name without it. */
export function stripNumberPrefix(name: string): { name: string; position: number | undefined } {
  const match = PREFIX.exec(name);
  return match ? { name: match[2]!, position: Number(match[1]) } : { name, position: undefined };
}

/** Joins route segments into a site path without doubled or trailing slashes. */
export function joinRoute(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}
