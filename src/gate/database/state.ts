import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The git-ignored folder holding the embedded database, the local keys and the demo sign-in. */
export const stateDirOf = (root: string): string => join(root, '.docgate');
/** The embedded database's data folder inside the state folder. */
export const dbDirOf = (stateDir: string): string => join(stateDir, 'db');

/** Writes a file only its owner can read (keys, the demo password). */
export async function writeSecret(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
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
