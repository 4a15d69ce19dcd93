// Where docgate's own files are. This code runs from src/ (tests, development) and from the bundle in
// dist/cli/ (the package); either way the package root is the nearest folder above with package.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`docgate cannot find its package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return dir;
}

/** The folder holding docgate's package.json (this repository, or node_modules/docgate). */
export const packageRoot = findPackageRoot();

/** A path inside the package, e.g. `packagePath('supabase', 'migrations')`. */
export const packagePath = (...parts: string[]): string => join(packageRoot, ...parts);

let version: string | undefined;

/** The package's version, as `docgate --version` prints it. */
export function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;
  return version;
}

/**
 * A worker thread's entry, compiled by `npm run build:cli` (scripts/build-cli.mjs): worker threads
 * load plain JavaScript, so tests running from source start the same compiled workers as the package.
 */
export const workerEntry = (name: 'render-worker' | 'search-part-worker' | 'file-writer'): URL =>
  pathToFileURL(packagePath('dist', 'cli', `${name}.mjs`));
