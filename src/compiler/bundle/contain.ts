import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { BundleInput } from './plugin.ts';

// One site component that does not compile should not take every other island and React page down with
// it: the pieces that import the broken file, directly or through other site files (a component whose
// stylesheet imports a .scss, with sass not installed), or are written in it, are left out of a second
// build, and keep their static content; everything else still runs.

// `import x from`, `export ... from`, `import 'x'`, `require('x')`, and `import('x')` (a React.lazy page)
const IMPORT_FROM =
  /\b(?:import|export)\s[^'"]*?from\s*(['"])([^'"\n]+)\1|\bimport\s*(['"])([^'"\n]+)\3|\b(?:require|import)\(\s*(['"])([^'"\n]+)\5\s*\)/g;
const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mdx', '.md', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/** The files a module's import lines name, resolved as the bundle resolves site files (`@site/`, relative). */
function importedFiles(code: string, from: string, siteDir: string): string[] {
  const files: string[] = [];
  for (const match of code.matchAll(IMPORT_FROM)) {
    const specifier = match[2] ?? match[4] ?? match[6]!;
    const base = specifier.startsWith('@site/')
      ? join(siteDir, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
    if (base === null) continue;
    // a file, not the folder of the same name: `@site/src/components/landing` is its index.js
    const file = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (file) files.push(file);
  }
  return files;
}

/** The input without the pieces that import `broken` or are written in it; null when none does, or all do. */
export function withoutBroken(input: BundleInput, broken: string, siteDir: string): { input: BundleInput; left: number } | null {
  // site file -> whether its imports lead to the broken file
  const reaches = new Map<string, boolean>();
  const leadsTo = (file: string, seen: Set<string>): boolean => {
    if (file === broken) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (seen.has(file)) return false;
    seen.add(file);
    const code = /\.(?:[cm]?[jt]sx?|mdx?)$/.test(file) ? readFileSync(file, 'utf8') : '';
    const found = importedFiles(code, file, siteDir).some((next) => leadsTo(next, seen));
    reaches.set(file, found);
    return found;
  };
  const uses = (file: string, code: string) =>
    file === broken || importedFiles(code, file, siteDir).some((next) => leadsTo(next, new Set()));
  const islands = new Map([...input.islands].filter(([, island]) => !uses(island.file, island.head)));
  const fileUses = (file: string) => uses(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
  const pages = new Map([...input.pages].filter(([, file]) => !fileUses(file)));
  const client = new Map([...input.client].filter(([, file]) => !fileUses(file)));
  const left = input.islands.size - islands.size + (input.pages.size - pages.size) + (input.client.size - client.size);
  // nothing left out, or nothing left to build: the failure stands as it is
  // the theme components go too: generated index pages keep docgate's cards
  return left === 0 || islands.size + pages.size + client.size === 0
    ? null
    : { input: { ...input, islands, pages, theme: [], client }, left };
}
