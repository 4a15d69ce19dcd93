import { loadOrCreateKeys, type LocalKeys } from './keys.ts';
import { acquireLock } from './lock.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { RpcRunner } from './rpc.ts';
import { dbDirOf } from './state.ts';
import type { SqlClient } from './sql.ts';

/** The embedded gate: PGlite in the state folder, migrated, with its RPC runner and local keys. */
export interface EmbeddedGate {
  db: SqlClient;
  rpc: RpcRunner;
  keys: LocalKeys;
  close(): Promise<void>;
}

/**
 * Opens `.docgate/db` (or memory with `inMemory`), applies pending migrations and loads the schema.
 * Throws DatabaseBusyError when another process holds the database.
 */
export async function openEmbeddedGate({ stateDir, inMemory = false }: { stateDir: string; inMemory?: boolean }): Promise<EmbeddedGate> {
  const release = inMemory ? async () => undefined : await acquireLock(stateDir);
  try {
    const db = await openPglite(inMemory ? undefined : dbDirOf(stateDir));
    await migrate(db);
    const rpc = new RpcRunner(db);
    await rpc.loadSchema();
    const keys = await loadOrCreateKeys(stateDir);
    let closed = false;
    return {
      db,
      rpc,
      keys,
      async close() {
        if (closed) return;
        closed = true;
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
