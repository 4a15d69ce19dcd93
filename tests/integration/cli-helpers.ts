import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const bin = join(repo, 'bin/docgate.mjs');
const fixture = fileURLToPath(new URL('../fixtures/cli/content', import.meta.url));

/** A fresh project folder holding a copy of the fixture content. */
export async function copyFixture(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docgate-cli-'));
  // timestamps too: last-updated dates fall back to file mtimes outside git, and they are part of the input
  await cp(fixture, join(root, 'content'), { recursive: true, preserveTimestamps: true });
  return root;
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `docgate <args>` in `cwd` the way a user does, as a separate process, with `env` on top of this one's. */
export function docgate(cwd: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((done) => {
    execFile(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** Every file under `dir` with its bytes, for byte-for-byte comparisons. */
export async function snapshotTree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const tree = new Map<string, Buffer>();
  for (const file of files.sort()) tree.set(file.slice(dir.length + 1), await readFile(file));
  return tree;
}

/**
 * Saves a file the way editors with "safe write" do (temp file + rename), so a watcher never sees it
 * half-written; tests that assert on every intermediate build use it.
 */
export async function save(file: string, text: string): Promise<void> {
  // a `~` backup name, which watchers ignore as editor litter
  await writeFile(`${file}~`, text);
  await rename(`${file}~`, file);
}

/** Paths whose bytes differ between two trees (or exist in one only): [] when identical. */
export function treeDifferences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => !a.get(path)?.equals(b.get(path) ?? Buffer.alloc(0)) || !b.has(path)).sort();
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
