import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let sequence = 0;

/** Temp files left by an interrupted write look like `.name.<pid>.<n>.tmp`. */
export const isTempFile = (name: string): boolean => /^\..+\.\d+\.\d+\.tmp$/.test(name);

/** Writes a file so readers see the old bytes or the new ones, never a torn file: temp file + rename. */
export async function writeFileAtomic(file: string, content: string | Uint8Array): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${sequence++}.tmp`);
  try {
    await writeFile(temp, content);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** mkdir -p that remembers what it made, so a build of 10,000 pages asks the disk once per folder. */
export function createDirMaker(): (dir: string) => Promise<void> {
  const made = new Map<string, Promise<unknown>>();
  return async (dir) => {
    let making = made.get(dir);
    if (!making) {
      making = mkdir(dir, { recursive: true });
      made.set(dir, making);
    }
    await making;
  };
}
