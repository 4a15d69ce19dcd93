import { open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ownerOnlyDir } from './state.ts';

// PGlite is one process at a time: whoever opens .docgate/db holds this lock. A running server
// writes its URL into it, so `docgate publish` and `docgate users` can go through the server instead.

export interface LockInfo {
  pid: number;
  /** set by a running local server */
  url?: string;
}

const lockFile = (stateDir: string) => join(stateDir, 'db.lock');

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The current holder, or null when nobody (alive) holds the database. */
export async function readLock(stateDir: string): Promise<LockInfo | null> {
  try {
    const info = JSON.parse(await readFile(lockFile(stateDir), 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && alive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export class DatabaseBusyError extends Error {
  constructor(readonly holder: LockInfo) {
    super(
      holder.url
        ? `The embedded database is in use by the docgate server at ${holder.url} (pid ${holder.pid}).`
        : `The embedded database is in use by another docgate process (pid ${holder.pid}); wait for it or stop it, then try again.`,
    );
    this.name = 'DatabaseBusyError';
  }
}

/** Takes the lock (clearing a stale one); returns the release function. */
export async function acquireLock(stateDir: string): Promise<() => Promise<void>> {
  const info: LockInfo = { pid: process.pid };
  // the state folder holds the database, the keys and the demo password: owner only, even if it was not
  await ownerOnlyDir(stateDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile(stateDir), 'wx', 0o600);
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      return async () => {
        const holder = await readLock(stateDir);
        if (holder?.pid === info.pid) await rm(lockFile(stateDir), { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readLock(stateDir);
      if (holder) throw new DatabaseBusyError(holder);
      await rm(lockFile(stateDir), { force: true });
    }
  }
  throw new Error(`Could not take ${lockFile(stateDir)}`);
}

/** Rewrites the lock held by this process, e.g. to add the server URL once it listens. */
export async function updateLock(stateDir: string, info: LockInfo): Promise<void> {
  await writeFile(lockFile(stateDir), JSON.stringify(info), { mode: 0o600 });
}
