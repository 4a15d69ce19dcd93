import { posix } from 'node:path';

/** Markdown files an MDX page may import and inline. */
export const PARTIAL_FILE = /\.mdx?$/i;

/**
 * The file an import names, relative to the project root: `./_x.md` from the importing file's folder,
 * `@site/x.md` from the site folder; null for a package import.
 */
export function resolvePartial(from: string, specifier: string, siteDir: string): string | null {
  if (specifier.startsWith('@site/')) return posix.join(siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return posix.join(posix.dirname(from), specifier);
  return null;
}
