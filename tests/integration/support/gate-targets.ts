import { readFile } from 'node:fs/promises';
import { migrate } from '../../../src/gate/database/migrate.ts';
import { openPglite } from '../../../src/gate/database/pglite.ts';
import { RpcRunner } from '../../../src/gate/database/rpc.ts';
import type { SqlClient } from '../../../src/gate/database/sql.ts';
import { openPgSql } from './pg-sql.ts';
import { startPostgres } from './postgres.ts';

/** A migrated database with the RPC runner the local server uses. */
export interface GateDatabase {
  db: SqlClient;
  rpc: RpcRunner;
  /** everything the database server logged so far ('' for PGlite, which logs nowhere) */
  serverLog(): Promise<string>;
  close(): Promise<void>;
}

/** A database of one kind before any migration, to bring to a schema of a test's choosing. */
export interface EmptyDatabase extends Pick<GateDatabase, 'db' | 'serverLog' | 'close'> {}

async function ready(empty: EmptyDatabase): Promise<GateDatabase> {
  await migrate(empty.db);
  const rpc = new RpcRunner(empty.db);
  await rpc.loadSchema();
  return { ...empty, rpc };
}

const KINDS: { name: string; openEmpty(): Promise<EmptyDatabase> }[] = [
  {
    name: 'PGlite',
    async openEmpty() {
      const db = await openPglite();
      return { db, serverLog: async () => '', close: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL',
    async openEmpty() {
      const cluster = await startPostgres();
      const db = await openPgSql(cluster.url);
      return {
        db,
        serverLog: () => readFile(cluster.logFile, 'utf8'),
        close: async () => {
          await db.close();
          await cluster.stop();
        },
      };
    },
  },
];

/** The two databases every gate test runs on: the embedded default and a real PostgreSQL server; `open` migrates it. */
export const GATE_TARGETS: { name: string; open(): Promise<GateDatabase>; openEmpty(): Promise<EmptyDatabase> }[] = KINDS.map((kind) => ({
  ...kind,
  open: async () => ready(await kind.openEmpty()),
}));
