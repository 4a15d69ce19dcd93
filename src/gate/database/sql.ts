// The one interface the gate code uses to reach a database, so the same code runs on PGlite
// (the embedded default) and, in tests, on a real PostgreSQL server through `pg`.

/** A database error as both PGlite and node-postgres report it. */
export interface SqlError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export interface SqlQuery {
  /** one statement with `$n` parameters; rows as plain objects */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** several statements, no parameters (migrations) */
  exec(text: string): Promise<void>;
}

export interface SqlClient extends SqlQuery {
  /** runs `fn` inside BEGIN/COMMIT, rolling back when it throws */
  transaction<T>(fn: (tx: SqlQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Optional fast path: runs one prepared statement as `role` in a transaction of its own and
   * returns the first row's fields as text (null when there is none). Errors are thrown as SqlError.
   */
  callAs?(role: string, text: string, params: (string | null)[]): Promise<(string | null)[] | null>;
}

/** True for errors that came from the database (they carry a SQLSTATE). */
export const isSqlError = (error: unknown): error is SqlError =>
  error instanceof Error && typeof (error as SqlError).code === 'string' && /^[0-9A-Z]{5}$/.test((error as SqlError).code!);
