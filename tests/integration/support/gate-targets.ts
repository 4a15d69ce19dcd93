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

async function ready(db: SqlClient, extra: Pick<GateDatabase, 'serverLog' | 'close'>): Promise<GateDatabase> {
  await migrate(db);
  const rpc = new RpcRunner(db);
  await rpc.loadSchema();
  return { db, rpc, ...extra };
}

/** The two databases every gate test runs on: the embedded default and a real PostgreSQL server. */
export const GATE_TARGETS: { name: string; open(): Promise<GateDatabase> }[] = [
  {
    name: 'PGlite',
    async open() {
      const db = await openPglite();
      return ready(db, { serverLog: async () => '', close: () => db.close() });
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const cluster = await startPostgres();
      const db = await openPgSql(cluster.url);
      return ready(db, {
        serverLog: () => readFile(cluster.logFile, 'utf8'),
        close: async () => {
          await db.close();
          await cluster.stop();
        },
      });
    },
  },
];
