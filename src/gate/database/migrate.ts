import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packagePath } from '../../package.ts';
import type { SqlClient } from './sql.ts';

/** The Supabase CLI layout: supabase/migrations/<version>_<name>.sql, applied in version order. */
export const MIGRATIONS_DIR = packagePath('supabase', 'migrations');

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Reads the migration files, sorted by version. */
export async function readMigrations(): Promise<Migration[]> {
  const names = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (file) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!;
      return { version, name, sql: await readFile(join(MIGRATIONS_DIR, file), 'utf8') };
    }),
  );
}

/**
 * Applies the migrations the database has not recorded yet, each in its own transaction, and
 * records them in Supabase's own table, so running it again changes nothing.
 */
export async function migrate(db: SqlClient): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of await readMigrations()) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.version);
  }
  return applied;
}
