// Docusaurus number prefixes: `01-intro.md` -> position 1, name `intro`
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
// Docusaurus' DefaultNumberPrefixParser leaves names that look like versions or dates alone: `4-0.md`,
// `2021-01-10-release.md` (ionic-docs' updating/4-0 ... 9-0 would all be `0`)
const VERSION_OR_DATE = /^\d+[-_.]\d+/;

/** Splits a file or folder name into its number prefix and the name without it. */
export function stripNumberPrefix(name: string): { name: string; position: number | undefined } {
  const match = VERSION_OR_DATE.test(name) ? null : PREFIX.exec(name);
  return match ? { name: match[2]!, position: Number(match[1]) } : { name, position: undefined };
}

/** Joins route segments into a site path without doubled or trailing slashes. */
export function joinRoute(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}
