import { mkdir } from 'node:fs/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { SqlClient, SqlQuery } from './sql.ts';

// timestamps stay ISO-ish strings, as PostgREST would send them, instead of Date objects
const parsers = {
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.TIMESTAMP]: (value: string) => value,
};

const wrap = (db: PGlite | Transaction): SqlQuery => ({
  async query<T>(text: string, params: unknown[] = []) {
    const result = await db.query<T>(text, params, { parsers });
    return result.rows;
  },
  async exec(text: string) {
    await db.exec(text);
  },
});

/** Opens PGlite with pgcrypto; `dataDir` undefined keeps the database in memory (tests). */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
