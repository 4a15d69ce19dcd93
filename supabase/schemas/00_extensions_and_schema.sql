-- docgate gate, declared: the database these files give, applied in name order to an empty database.
-- supabase/migrations holds the same gate as steps from the old head; the catalog test
-- (tests/integration/gate-schemas.test.ts) checks that both give the same database.
-- Tables live in docs_private, which the REST API does not expose; readers reach content only through
-- the functions in public, each `security definer` with an empty search_path.

-- supabase has these already, in this schema; PGlite and a bare postgres do not
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- supabase has these roles already; the embedded database and a bare postgres do not
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit;
  end if;
end
$$;

create schema docs_private;
revoke all on schema docs_private from public, anon, authenticated, service_role;
