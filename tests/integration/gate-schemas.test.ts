import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/gate/database/migrate.ts';
import { openPglite } from '../../src/gate/database/pglite.ts';
import type { SqlClient } from '../../src/gate/database/sql.ts';
import { applySchemas, CATALOG_SECTIONS, readCatalog, type Catalog } from './support/catalog.ts';
import { openPgSql } from './support/pg-sql.ts';
import { startPostgres } from './support/postgres.ts';

interface TwoDatabases {
  fromSchemas: SqlClient;
  fromMigrations: SqlClient;
  close(): Promise<void>;
}

// two empty databases of one kind: one gets supabase/schemas, the other supabase/migrations
const KINDS: { name: string; open(): Promise<TwoDatabases> }[] = [
  {
    name: 'PostgreSQL',
    async open() {
      const cluster = await startPostgres();
      const admin = await openPgSql(cluster.url);
      // one statement each: create database refuses to run inside the implicit transaction of several
      await admin.exec('create database from_schemas');
      await admin.exec('create database from_migrations');
      await admin.close();
      const fromSchemas = await openPgSql(cluster.url.replace(/\/postgres$/, '/from_schemas'));
      const fromMigrations = await openPgSql(cluster.url.replace(/\/postgres$/, '/from_migrations'));
      return {
        fromSchemas,
        fromMigrations,
        async close() {
          await fromSchemas.close();
          await fromMigrations.close();
          await cluster.stop();
        },
      };
    },
  },
  {
    name: 'PGlite',
    async open() {
      const [fromSchemas, fromMigrations] = await Promise.all([openPglite(), openPglite()]);
      return {
        fromSchemas,
        fromMigrations,
        close: async () => void (await Promise.all([fromSchemas.close(), fromMigrations.close()])),
      };
    },
  },
];

describe.each(KINDS)('the schema files and the migrations on $name', (kind) => {
  let dbs: TwoDatabases | undefined;
  let declared: Catalog;
  let migrated: Catalog;
  beforeAll(async () => {
    dbs = await kind.open();
    await applySchemas(dbs.fromSchemas);
    await migrate(dbs.fromMigrations);
    // a hosted project may get the files twice (psql, the SQL editor): that must change nothing
    for (const migration of await readMigrations()) await dbs.fromMigrations.exec(migration.sql);
    [declared, migrated] = await Promise.all([readCatalog(dbs.fromSchemas), readCatalog(dbs.fromMigrations)]);
  });
  afterAll(() => dbs?.close());

  it('describe a whole gate, not an empty database', () => {
    expect(Object.keys(declared.schemas)).toEqual(['docs_private', 'extensions', 'public']);
    expect(Object.keys(declared.relations)).toContain('docs_private.sessions');
    expect(Object.keys(declared.functions)).toContain('docs_sign_in(text,text)');
    expect(Object.keys(declared.triggers)).toEqual([
      'docs_private.build_files build_files_check_refs',
      'docs_private.builds builds_drop_files',
      'docs_private.files files_keep_used',
      'docs_private.readers end_sessions_with_access',
      'docs_private.settings settings_dummy_hash',
    ]);
  });

  it.each(CATALOG_SECTIONS)('give the same %s', (section) => {
    expect(declared[section]).toEqual(migrated[section]);
  });
});
