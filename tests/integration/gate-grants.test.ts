import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_TARGETS, type GateDatabase } from './support/gate-targets.ts';

const ROLES = ['public', 'anon', 'authenticated', 'service_role'];
const READER_ROLES = 'anon authenticated';
const SERVICE_ROLE = 'service_role';
const NOBODY = '';

// every function of the gate and the roles that may execute it: a new function fails this list until
// someone decides who may call it
const EXPECTED_FUNCTIONS = [
  ['docs_private.build_files_check_refs()', NOBODY],
  ['docs_private.build_listing(p_build_id text)', NOBODY],
  ['docs_private.builds_drop_files()', NOBODY],
  ['docs_private.check_password(p_password text)', NOBODY],
  ['docs_private.end_sessions_with_access()', NOBODY],
  ['docs_private.files_keep_used()', NOBODY],
  ['docs_private.find_reader(p_email text)', NOBODY],
  ['docs_private.http_error(p_status integer, p_code text, p_message text)', NOBODY],
  ['docs_private.live_session(p_token text)', NOBODY],
  ['docs_private.reader_json(r docs_private.readers)', NOBODY],
  ['docs_private.settings_dummy_hash()', NOBODY],
  ['docs_private.throttled_message(lockout interval)', NOBODY],
  ['public.docs_admin_add_reader(email text, password text, access_expires_at timestamp with time zone)', SERVICE_ROLE],
  ['public.docs_admin_list_readers()', SERVICE_ROLE],
  ['public.docs_admin_remove_reader(email text)', SERVICE_ROLE],
  ['public.docs_admin_set_password(email text, password text)', SERVICE_ROLE],
  ['public.docs_admin_set_reader_disabled(email text, disabled boolean)', SERVICE_ROLE],
  ['public.docs_file(token text, path text)', READER_ROLES],
  ['public.docs_publish_build(build_id text, files jsonb)', SERVICE_ROLE],
  ['public.docs_publish_missing(hashes jsonb)', SERVICE_ROLE],
  ['public.docs_publish_patch(build_id text, base_build_id text, changes jsonb)', SERVICE_ROLE],
  ['public.docs_publish_prune(keep integer)', SERVICE_ROLE],
  ['public.docs_publish_put_files(files json)', SERVICE_ROLE],
  ['public.docs_publish_rollback()', SERVICE_ROLE],
  ['public.docs_publish_status()', SERVICE_ROLE],
  ['public.docs_session(token text)', READER_ROLES],
  ['public.docs_sign_in(email text, password text)', READER_ROLES],
  ['public.docs_sign_out(token text)', READER_ROLES],
];

// the gate's own schemas; pgcrypto's functions in `extensions` are Supabase's to grant
const GATE_SCHEMAS = `n.nspname in ('public', 'docs_private')`;

describe.each(GATE_TARGETS)('who may do what on $name', (target) => {
  let gate: GateDatabase;
  beforeAll(async () => {
    gate = await target.open();
  });
  afterAll(() => gate?.close());

  it('lets anon and authenticated execute the four reader functions, service_role the others in public, and nobody the helpers', async () => {
    const rows = await gate.db.query<{ fn: string; roles: string }>(
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn,
              array_to_string(array(select r from unnest($1::text[]) r where has_function_privilege(r, p.oid, 'EXECUTE')), ' ') as roles
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where ${GATE_SCHEMAS}
        order by 1`,
      [ROLES],
    );
    expect(rows.map((r) => [r.fn, r.roles])).toEqual(EXPECTED_FUNCTIONS);
  });

  it('grants PUBLIC nothing on the gate: no function, no table, no schema', async () => {
    const rows = await gate.db.query<{ what: string }>(
      `select p.oid::regprocedure::text as what from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where ${GATE_SCHEMAS} and exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0)
       union all
       select c.oid::regclass::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where ${GATE_SCHEMAS} and exists (select 1 from aclexplode(c.relacl) a where a.grantee = 0)
       union all
       select n.nspname from pg_namespace n
        where n.nspname = 'docs_private' and exists (select 1 from aclexplode(n.nspacl) a where a.grantee = 0)`,
    );
    expect(rows).toEqual([]);
  });

  it('lets anon, authenticated and service_role into no table, column, sequence or the docs_private schema', async () => {
    const rows = await gate.db.query<{ role: string; what: string }>(
      `select r as role, c.oid::regclass::text as what
         from unnest($1::text[]) r, pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and case when c.relkind = 'S' then has_sequence_privilege(r, c.oid, 'USAGE, SELECT, UPDATE')
                   when c.relkind in ('r', 'p', 'v', 'm', 'f') then
                     has_table_privilege(r, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
                     or has_any_column_privilege(r, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
                   else false end
       union all
       select r, 'schema docs_private' from unnest($1::text[]) r where has_schema_privilege(r, 'docs_private', 'USAGE, CREATE')`,
      [ROLES.slice(1)],
    );
    expect(rows).toEqual([]);
  });

  it('lets anon select no table, as the API would run it', async () => {
    const tables = await gate.db.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const { name } of tables) {
      const select = gate.db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        return tx.query(`select * from ${name} limit 1`);
      });
      await expect(select, name).rejects.toMatchObject({ code: '42501' });
    }
  });
});
