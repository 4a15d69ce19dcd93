import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createCallAs } from './call-as.ts';
import type { SqlClient, SqlQuery } from './sql.ts';
import { ownerOnlyDir, ownerOnlyTree } from './state.ts';

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

/**
 * Opens PGlite with pgcrypto; `dataDir` undefined keeps the database in memory (tests). The data folder
 * and its files are the owner's only: PGlite creates them 0666 less the umask (0644 as a rule).
 */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  if (dataDir) await ownerOnlyDir(dataDir);
  const db = await withOwnerOnlyUmask(() => PGlite.create({ dataDir, extensions: { pgcrypto } }));
  // a database made before (or where the umask could not be set) gets the same modes
  if (dataDir) await ownerOnlyTree(dataDir);
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
    callAs: createCallAs(db),
  };
}

// files PGlite creates while it sets up the database come out 0600/0700; files it adds later land in the
// 0700 folder. process.umask cannot be set in a worker thread: there the chmod after opening does it
async function withOwnerOnlyUmask<T>(open: () => Promise<T>): Promise<T> {
  let previous: number | undefined;
  try {
    previous = process.umask(0o077);
  } catch {
    previous = undefined;
  }
  try {
    return await open();
  } finally {
    if (previous !== undefined) process.umask(previous);
  }
}
