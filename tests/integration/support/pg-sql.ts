import pg from 'pg';
import type { SqlClient, SqlQuery } from '../../../src/gate/database/sql.ts';

// timestamps as strings, like the PGlite adapter
const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === 1184 || oid === 1114 ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

/** The gate's SqlClient over one node-postgres connection, calls queued so transactions never interleave. */
export async function openPgSql(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url, types: { getTypeParser } });
  await client.connect();
  const q: SqlQuery = {
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    query: (text, params) => serial(() => q.query(text, params)),
    exec: (text) => serial(() => q.exec(text)),
    transaction: (fn) =>
      serial(async () => {
        await client.query('begin');
        try {
          const result = await fn(q);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      }),
    close: () => client.end(),
  };
}
