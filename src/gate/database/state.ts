import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The git-ignored folder holding the embedded database, the local keys and the demo sign-in. */
export const stateDirOf = (root: string): string => join(root, '.docgate');
/** The embedded database's data folder inside the state folder. */
export const dbDirOf = (stateDir: string): string => join(stateDir, 'db');

/**
 * Makes `dir` (and any missing parent) a folder only its owner can open, fixing the mode of one that
 * exists already: mkdir's mode applies only to folders it creates.
 */
export async function ownerOnlyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** Sets every folder under `dir` to 0700 and every file to 0600 (a database made by an older docgate). */
export async function ownerOnlyTree(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await ownerOnlyTree(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

/** Writes a file only its owner can read (keys, the demo password). */
export async function writeSecret(file: string, content: string): Promise<void> {
  await ownerOnlyDir(dirname(file));
  await writeFile(file, content, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** Loads `<root>/.env` when there is one; variables already in the environment win. */
export function loadProjectEnv(root: string): void {
  try {
    process.loadEnvFile(join(root, '.env'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
