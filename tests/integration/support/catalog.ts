import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlQuery } from '../../../src/gate/database/sql.ts';

/** The declared gate: supabase/schemas/*.sql, applied in name order (as `supabase db diff` does). */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../../supabase/schemas', import.meta.url));

/** Applies every schema file, in name order, to an empty database. */
export async function applySchemas(db: SqlQuery): Promise<void> {
  for (const name of (await readdir(SCHEMAS_DIR)).filter((n) => n.endsWith('.sql')).sort()) {
    await db.exec(await readFile(join(SCHEMAS_DIR, name), 'utf8'));
  }
}

// the database's own schemas and Supabase's migration bookkeeping are not the gate
const OURS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
  and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'`;
// objects an extension (pgcrypto) made are compared as the extension, not one by one
const NOT_EXTENSION = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
// ACL items sorted: the same grants in another order are the same privileges; null (the defaults) stays null
const ACL = (column: string) => `case when ${column} is not null then array(select a::text from unnest(${column}) a order by 1)::text end`;

const SECTIONS: Record<string, string> = {
  schemas: `select n.nspname as key, pg_get_userbyid(n.nspowner) as owner, ${ACL('n.nspacl')} as acl
    from pg_namespace n where ${OURS}`,
  extensions: `select e.extname as key, n.nspname as schema, e.extversion as version
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  roles: `select r.rolname as key, r.rolsuper as super, r.rolinherit as inherit, r.rolcanlogin as login,
           r.rolbypassrls as bypassrls,
           array(select m.roleid::regrole::text from pg_auth_members m where m.member = r.oid order by 1)::text as member_of
    from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role')`,
  relations: `select n.nspname || '.' || c.relname as key, c.relkind::text as kind, pg_get_userbyid(c.relowner) as owner,
           ${ACL('c.relacl')} as acl, c.relrowsecurity as row_security, c.relforcerowsecurity as force_row_security
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where ${OURS} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${NOT_EXTENSION('pg_class', 'c.oid')}`,
  columns: `select n.nspname || '.' || c.relname || '.' || lpad(a.attnum::text, 3, '0') || ' ' || a.attname as key,
           format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
           pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity::text as identity,
           a.attgenerated::text as generated, co.collname as collation, ${ACL('a.attacl')} as acl
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation and a.attcollation <> 0
   where ${OURS} and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped`,
  constraints: `select n.nspname || '.' || c.relname || ' ' || k.conname as key, k.contype::text as type,
           pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
   where ${OURS}`,
  indexes: `select n.nspname || '.' || i.relname as key, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
   where ${OURS}`,
  sequences: `select n.nspname || '.' || c.relname as key, format_type(s.seqtypid, null) as type, s.seqstart::text as start,
           s.seqincrement::text as increment, s.seqmin::text as min, s.seqmax::text as max, s.seqcache::text as cache,
           s.seqcycle as cycle
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
   where ${OURS}`,
  triggers: `select n.nspname || '.' || c.relname || ' ' || t.tgname as key, pg_get_triggerdef(t.oid) as definition,
           t.tgenabled::text as enabled
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
   where ${OURS} and not t.tgisinternal`,
  policies: `select p.schemaname || '.' || p.tablename || ' ' || p.policyname as key, p.permissive, p.roles::text as roles,
           p.cmd, p.qual, p.with_check
    from pg_policies p`,
  functions: `select p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as definition,
           pg_get_userbyid(p.proowner) as owner, ${ACL('p.proacl')} as acl
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where ${OURS} and ${NOT_EXTENSION('pg_proc', 'p.oid')}`,
  default_privileges: `select coalesce(n.nspname, '*') || ' ' || pg_get_userbyid(d.defaclrole) || ' ' || d.defaclobjtype::text as key,
           ${ACL('d.defaclacl')} as acl
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
};

export type Catalog = Record<string, Record<string, Record<string, unknown>>>;

/** What a database holds of the gate, section by section, each a map from object to its description. */
export async function readCatalog(db: SqlQuery): Promise<Catalog> {
  const catalog: Catalog = {};
  for (const [section, sql] of Object.entries(SECTIONS)) {
    const rows = await db.query<{ key: string } & Record<string, unknown>>(`${sql} order by 1`);
    catalog[section] = Object.fromEntries(rows.map(({ key, ...rest }) => [key, rest]));
  }
  return catalog;
}

export const CATALOG_SECTIONS = Object.keys(SECTIONS);
