-- docgate: the sign-in gate.
-- The same file runs on a hosted Supabase project (`supabase db push` or psql) and on the embedded
-- PGlite database. Tables live in docs_private, which the REST API does not expose; readers reach
-- content only through the functions in public, each `security definer` with an empty search_path.
-- Safe to run twice: everything is `if not exists` / `create or replace`.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- supabase has these roles already; the embedded database and a bare postgres do not
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit;
  end if;
end
$$;

create schema if not exists docs_private;
revoke all on schema docs_private from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- tables

create table if not exists docs_private.settings (
  id boolean primary key default true check (id),
  session_idle interval not null default '7 days',
  session_absolute interval not null default '30 days',
  max_failed_sign_ins integer not null default 5 check (max_failed_sign_ins > 0),
  failure_window interval not null default '15 minutes',
  lockout interval not null default '15 minutes',
  bcrypt_cost integer not null default 10 check (bcrypt_cost between 10 and 14),
  -- unknown emails are checked against this hash of a random secret, so they cost one bcrypt too
  dummy_hash text not null
);
insert into docs_private.settings (id, dummy_hash)
values (true, extensions.crypt(pg_catalog.encode(extensions.gen_random_bytes(24), 'hex'), extensions.gen_salt('bf', 10)))
on conflict (id) do nothing;

create table if not exists docs_private.readers (
  id bigint generated always as identity primary key,
  email text not null check (pg_catalog.length(email) between 3 and 254 and pg_catalog.strpos(email, '@') > 1),
  -- bcrypt through pgcrypto; the password itself is never stored
  password_hash text not null check (password_hash like '$2%'),
  disabled boolean not null default false,
  access_expires_at timestamptz,
  created_at timestamptz not null default pg_catalog.now(),
  last_sign_in_at timestamptz
);
create unique index if not exists readers_email_key on docs_private.readers (pg_catalog.lower(email));

create table if not exists docs_private.sessions (
  -- sha-256 of the token; the token itself only ever exists in the reader's browser
  token_hash bytea primary key check (pg_catalog.length(token_hash) = 32),
  reader_id bigint not null references docs_private.readers (id) on delete cascade,
  created_at timestamptz not null default pg_catalog.now(),
  last_seen_at timestamptz not null default pg_catalog.now(),
  idle_expires_at timestamptz not null,
  expires_at timestamptz not null
);
create index if not exists sessions_reader_idx on docs_private.sessions (reader_id);

create table if not exists docs_private.failed_sign_ins (
  id bigint generated always as identity primary key,
  -- lower-cased; no password, no other detail
  email text not null,
  attempted_at timestamptz not null default pg_catalog.now()
);
create index if not exists failed_sign_ins_email_idx on docs_private.failed_sign_ins (email, attempted_at desc);

-- file bodies by content hash, shared between builds, so a publish uploads only what changed
create table if not exists docs_private.files (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  body jsonb not null,
  created_at timestamptz not null default pg_catalog.now()
);

create sequence if not exists docs_private.build_seq;
create table if not exists docs_private.builds (
  id text primary key check (id ~ '^[A-Za-z0-9_.-]{1,128}$'),
  -- publish order; a republished build moves to the end, rollback walks back along it
  seq bigint not null default pg_catalog.nextval('docs_private.build_seq'),
  created_at timestamptz not null default pg_catalog.now(),
  live_since timestamptz
);

create table if not exists docs_private.build_files (
  build_id text not null references docs_private.builds (id) on delete cascade,
  path text not null,
  hash text not null references docs_private.files (hash),
  primary key (build_id, path)
);
create index if not exists build_files_hash_idx on docs_private.build_files (hash);

create table if not exists docs_private.live_build (
  id boolean primary key default true check (id),
  build_id text not null references docs_private.builds (id)
);

revoke all on all tables in schema docs_private from public, anon, authenticated, service_role;
revoke all on all sequences in schema docs_private from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- private helpers (not reachable through the API: docs_private is not exposed and not usable by anon)

-- an error body with an HTTP status that still commits the transaction (PostgREST's response.status),
-- so a failed sign-in is recorded even though the caller gets an error
create or replace function docs_private.http_error(p_status integer, p_code text, p_message text)
returns jsonb
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('response.status', p_status::text, true);
  return pg_catalog.jsonb_build_object('code', p_code, 'message', p_message, 'details', null, 'hint', null);
end
$$;

-- the reader of a live session as { email, expires_at }, or null; refreshes the idle expiry at most once a minute
create or replace function docs_private.live_session(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash bytea;
  v_session docs_private.sessions;
  v_reader docs_private.readers;
  v_idle interval;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  v_hash := pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8'));
  select s.* into v_session from docs_private.sessions s where s.token_hash = v_hash;
  if not found or v_session.expires_at <= pg_catalog.now() or v_session.idle_expires_at <= pg_catalog.now() then
    return null;
  end if;
  select r.* into v_reader from docs_private.readers r where r.id = v_session.reader_id;
  if v_reader.disabled or (v_reader.access_expires_at is not null and v_reader.access_expires_at <= pg_catalog.now()) then
    return null;
  end if;
  if v_session.last_seen_at < pg_catalog.now() - interval '1 minute' then
    select st.session_idle into v_idle from docs_private.settings st where st.id;
    update docs_private.sessions s
       set last_seen_at = pg_catalog.now(),
           idle_expires_at = least(s.expires_at, pg_catalog.now() + v_idle)
     where s.token_hash = v_hash;
  end if;
  return pg_catalog.jsonb_build_object(
    'email', v_reader.email,
    'expires_at', least(v_session.expires_at, v_reader.access_expires_at)
  );
end
$$;

create or replace function docs_private.check_password(p_password text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_password is null or pg_catalog.length(p_password) < 8 then
    raise exception using errcode = '22023', message = 'Password must be at least 8 characters';
  end if;
  if pg_catalog.octet_length(p_password) > 72 then
    -- bcrypt reads 72 bytes at most; refuse rather than silently ignore the rest
    raise exception using errcode = '22023', message = 'Password must be at most 72 bytes';
  end if;
end
$$;

create or replace function docs_private.reader_json(r docs_private.readers)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'email', r.email,
    'created_at', r.created_at,
    'last_sign_in_at', r.last_sign_in_at,
    'access_expires_at', r.access_expires_at,
    'disabled', r.disabled,
    'status', case
      when r.disabled then 'disabled'
      when r.access_expires_at is not null and r.access_expires_at <= pg_catalog.now() then 'expired'
      else 'active'
    end
  )
$$;

create or replace function docs_private.find_reader(p_email text)
returns docs_private.readers
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reader docs_private.readers;
begin
  select r.* into v_reader from docs_private.readers r where pg_catalog.lower(r.email) = pg_catalog.lower(pg_catalog.btrim(p_email));
  if not found then
    raise exception using errcode = 'PT404', message = 'No reader with that email';
  end if;
  return v_reader;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- reader functions (anon)

create or replace function public.docs_sign_in(email text, password text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(docs_sign_in.email, '')));
  v_settings docs_private.settings;
  v_recent timestamptz[];
  v_reader docs_private.readers;
  v_hash text;
  v_ok boolean;
  v_token text;
  v_expires timestamptz;
begin
  select st.* into v_settings from docs_private.settings st where st.id;

  -- one sign-in per email at a time: parallel guesses would all read the failures before any is
  -- recorded and slip past the limit together; the lock waits for the earlier ones to commit
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('docs_sign_in:' || v_email, 0));

  -- throttle: `max` failures inside one window lock the email until `lockout` after the last one
  select pg_catalog.array_agg(x.attempted_at order by x.attempted_at desc) into v_recent
    from (select f.attempted_at from docs_private.failed_sign_ins f
           where f.email = v_email order by f.attempted_at desc limit v_settings.max_failed_sign_ins) x;
  if coalesce(pg_catalog.array_length(v_recent, 1), 0) >= v_settings.max_failed_sign_ins
     and v_recent[1] - v_recent[v_settings.max_failed_sign_ins] <= v_settings.failure_window
     and v_recent[1] + v_settings.lockout > pg_catalog.now() then
    return docs_private.http_error(429, 'PT429', 'Too many failed sign-in attempts. Try again in 15 minutes.');
  end if;

  select r.* into v_reader from docs_private.readers r where pg_catalog.lower(r.email) = v_email;
  -- one bcrypt whether or not the email exists, so timing does not tell
  v_hash := coalesce(v_reader.password_hash, v_settings.dummy_hash);
  v_ok := extensions.crypt(coalesce(docs_sign_in.password, ''), v_hash) = v_hash;

  if not v_ok or v_reader.id is null or v_reader.disabled
     or (v_reader.access_expires_at is not null and v_reader.access_expires_at <= pg_catalog.now()) then
    insert into docs_private.failed_sign_ins (email) values (pg_catalog.left(v_email, 254));
    delete from docs_private.failed_sign_ins f
     where f.attempted_at < pg_catalog.now() - (v_settings.failure_window + v_settings.lockout);
    return docs_private.http_error(403, '28P01', 'Invalid email or password');
  end if;

  delete from docs_private.failed_sign_ins f where f.email = v_email;
  v_token := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  v_expires := pg_catalog.now() + v_settings.session_absolute;
  insert into docs_private.sessions (token_hash, reader_id, idle_expires_at, expires_at)
  values (
    pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8')),
    v_reader.id,
    least(v_expires, pg_catalog.now() + v_settings.session_idle),
    v_expires
  );
  update docs_private.readers r set last_sign_in_at = pg_catalog.now() where r.id = v_reader.id;
  return pg_catalog.jsonb_build_object(
    'token', v_token,
    'email', v_reader.email,
    'expires_at', least(v_expires, v_reader.access_expires_at)
  );
end
$$;

create or replace function public.docs_session(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session jsonb := docs_private.live_session(docs_session.token);
begin
  if v_session is null then
    raise exception using errcode = '28000', message = 'Your session has ended. Please sign in again.';
  end if;
  return v_session;
end
$$;

create or replace function public.docs_sign_out(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if docs_sign_out.token is not null then
    delete from docs_private.sessions s
     where s.token_hash = pg_catalog.sha256(pg_catalog.convert_to(docs_sign_out.token, 'UTF8'));
  end if;
end
$$;

-- run again over a later gate, whose docs_file returns json (20261128000000_json_bodies.sql), this file replaces it
drop function if exists public.docs_file(text, text);
create or replace function public.docs_file(token text, path text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_body jsonb;
begin
  if docs_private.live_session(docs_file.token) is null then
    raise exception using errcode = '28000', message = 'Your session has ended. Please sign in again.';
  end if;
  -- paths are looked up, never joined onto a file system; still refuse anything odd outright
  if docs_file.path is null
     or pg_catalog.length(docs_file.path) > 300
     or docs_file.path !~ '^[A-Za-z0-9_][A-Za-z0-9_./-]*$'
     or pg_catalog.strpos(docs_file.path, '..') > 0
     or pg_catalog.strpos(docs_file.path, '//') > 0 then
    raise exception using errcode = 'PT404', message = 'No such file in the live build';
  end if;
  select f.body into v_body
    from docs_private.live_build l
    join docs_private.build_files bf on bf.build_id = l.build_id and bf.path = docs_file.path
    join docs_private.files f on f.hash = bf.hash
   where l.id;
  if v_body is null then
    raise exception using errcode = 'PT404', message = 'No such file in the live build';
  end if;
  return v_body;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- publishing (service_role)

-- which of these content hashes the database lacks
create or replace function public.docs_publish_missing(hashes jsonb)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(h.value), '[]'::jsonb)
    from pg_catalog.jsonb_array_elements_text(hashes) h
   where not exists (select 1 from docs_private.files f where f.hash = h.value)
$$;

-- stores file bodies: [{ hash, body }]
create or replace function public.docs_publish_put_files(files jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into docs_private.files (hash, body)
  select e.value ->> 'hash', e.value -> 'body'
    from pg_catalog.jsonb_array_elements(docs_publish_put_files.files) e
  on conflict (hash) do nothing;
  get diagnostics v_count = row_count;
  return pg_catalog.jsonb_build_object('stored', v_count);
end
$$;

-- records a build ({ path: hash }) and makes it live, in one transaction
create or replace function public.docs_publish_build(build_id text, files jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous text;
  v_missing text;
  v_count integer;
begin
  select e.value into v_missing
    from pg_catalog.jsonb_each_text(docs_publish_build.files) e
   where not exists (select 1 from docs_private.files f where f.hash = e.value)
   limit 1;
  if v_missing is not null then
    raise exception using errcode = 'P0001', message = 'File content missing for hash ' || v_missing;
  end if;
  if not (docs_publish_build.files ? 'manifest.json') then
    raise exception using errcode = 'P0001', message = 'A build needs a manifest.json';
  end if;
  select l.build_id into v_previous from docs_private.live_build l where l.id;

  insert into docs_private.builds (id) values (docs_publish_build.build_id)
  on conflict (id) do update set seq = pg_catalog.nextval('docs_private.build_seq');
  delete from docs_private.build_files bf where bf.build_id = docs_publish_build.build_id;
  insert into docs_private.build_files (build_id, path, hash)
  select docs_publish_build.build_id, e.key, e.value from pg_catalog.jsonb_each_text(docs_publish_build.files) e;
  get diagnostics v_count = row_count;

  update docs_private.builds b set live_since = pg_catalog.now() where b.id = docs_publish_build.build_id;
  insert into docs_private.live_build (id, build_id) values (true, docs_publish_build.build_id)
  on conflict (id) do update set build_id = excluded.build_id;
  return pg_catalog.jsonb_build_object('build_id', docs_publish_build.build_id, 'previous_build_id', v_previous, 'files', v_count);
end
$$;

-- makes the build published before the live one live again
create or replace function public.docs_publish_rollback()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_live docs_private.builds;
  v_target text;
begin
  select b.* into v_live from docs_private.builds b join docs_private.live_build l on l.build_id = b.id where l.id;
  if not found then
    raise exception using errcode = 'P0001', message = 'Nothing is published yet';
  end if;
  select b.id into v_target from docs_private.builds b where b.seq < v_live.seq order by b.seq desc limit 1;
  if v_target is null then
    raise exception using errcode = 'P0001', message = 'No earlier build to roll back to';
  end if;
  -- the rolled-back build drops below its predecessor, so a second rollback goes further back
  update docs_private.builds b set seq = -pg_catalog.nextval('docs_private.build_seq') where b.id = v_live.id;
  update docs_private.builds b set live_since = pg_catalog.now() where b.id = v_target;
  update docs_private.live_build l set build_id = v_target where l.id;
  return pg_catalog.jsonb_build_object('build_id', v_target, 'previous_build_id', v_live.id);
end
$$;

-- keeps the live build and the `keep` most recent others; drops file bodies no build uses
create or replace function public.docs_publish_prune(keep integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_builds integer;
  v_files integer;
begin
  if keep is null or keep < 0 then
    raise exception using errcode = '22023', message = 'keep must be 0 or more';
  end if;
  delete from docs_private.builds b
   where b.id not in (select l.build_id from docs_private.live_build l)
     and b.id not in (
       select o.id from docs_private.builds o
        where o.id not in (select l.build_id from docs_private.live_build l)
        order by o.seq desc limit docs_publish_prune.keep);
  get diagnostics v_builds = row_count;
  delete from docs_private.files f where not exists (select 1 from docs_private.build_files bf where bf.hash = f.hash);
  get diagnostics v_files = row_count;
  return pg_catalog.jsonb_build_object('removed_builds', v_builds, 'removed_files', v_files);
end
$$;

create or replace function public.docs_publish_status()
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'live_build_id', (select l.build_id from docs_private.live_build l where l.id),
    'builds', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', b.id, 'created_at', b.created_at, 'live_since', b.live_since,
               'files', (select pg_catalog.count(*) from docs_private.build_files bf where bf.build_id = b.id))
             order by b.seq desc)
        from docs_private.builds b), '[]'::jsonb)
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- readers (service_role)

create or replace function public.docs_admin_add_reader(email text, password text, access_expires_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := pg_catalog.btrim(coalesce(docs_admin_add_reader.email, ''));
  v_cost integer;
  v_reader docs_private.readers;
begin
  -- the table's own check, asked first: its violation would echo the new row, bcrypt hash included
  if pg_catalog.strpos(v_email, '@') < 2 or pg_catalog.length(v_email) not between 3 and 254 then
    raise exception using errcode = '22023', message = 'Enter a valid email address';
  end if;
  perform docs_private.check_password(docs_admin_add_reader.password);
  if exists (select 1 from docs_private.readers r where pg_catalog.lower(r.email) = pg_catalog.lower(v_email)) then
    raise exception using errcode = '23505', message = 'A reader with that email already exists';
  end if;
  select st.bcrypt_cost into v_cost from docs_private.settings st where st.id;
  insert into docs_private.readers (email, password_hash, access_expires_at)
  values (v_email, extensions.crypt(docs_admin_add_reader.password, extensions.gen_salt('bf', v_cost)), docs_admin_add_reader.access_expires_at)
  returning * into v_reader;
  return docs_private.reader_json(v_reader);
end
$$;

create or replace function public.docs_admin_list_readers()
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(docs_private.reader_json(r) order by pg_catalog.lower(r.email)), '[]'::jsonb)
    from docs_private.readers r
$$;

-- disabling ends every session of the reader
create or replace function public.docs_admin_set_reader_disabled(email text, disabled boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reader docs_private.readers := docs_private.find_reader(docs_admin_set_reader_disabled.email);
begin
  update docs_private.readers r set disabled = coalesce(docs_admin_set_reader_disabled.disabled, true)
   where r.id = v_reader.id returning * into v_reader;
  if v_reader.disabled then
    delete from docs_private.sessions s where s.reader_id = v_reader.id;
  end if;
  return docs_private.reader_json(v_reader);
end
$$;

create or replace function public.docs_admin_remove_reader(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reader docs_private.readers := docs_private.find_reader(docs_admin_remove_reader.email);
begin
  delete from docs_private.readers r where r.id = v_reader.id;
  return pg_catalog.jsonb_build_object('email', v_reader.email, 'removed', true);
end
$$;

-- a new password ends every session of the reader
create or replace function public.docs_admin_set_password(email text, password text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reader docs_private.readers := docs_private.find_reader(docs_admin_set_password.email);
  v_cost integer;
begin
  perform docs_private.check_password(docs_admin_set_password.password);
  select st.bcrypt_cost into v_cost from docs_private.settings st where st.id;
  update docs_private.readers r
     set password_hash = extensions.crypt(docs_admin_set_password.password, extensions.gen_salt('bf', v_cost))
   where r.id = v_reader.id returning * into v_reader;
  delete from docs_private.sessions s where s.reader_id = v_reader.id;
  delete from docs_private.failed_sign_ins f where f.email = pg_catalog.lower(v_reader.email);
  return docs_private.reader_json(v_reader);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- who may call what: nobody by default, then anon the four reader functions, service_role the rest

revoke all on all functions in schema docs_private from public, anon, authenticated, service_role;

revoke all on function public.docs_sign_in(text, text) from public, anon, authenticated, service_role;
revoke all on function public.docs_session(text) from public, anon, authenticated, service_role;
revoke all on function public.docs_sign_out(text) from public, anon, authenticated, service_role;
revoke all on function public.docs_file(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_sign_in(text, text) to anon, authenticated;
grant execute on function public.docs_session(text) to anon, authenticated;
grant execute on function public.docs_sign_out(text) to anon, authenticated;
grant execute on function public.docs_file(text, text) to anon, authenticated;

revoke all on function public.docs_publish_missing(jsonb) from public, anon, authenticated, service_role;
revoke all on function public.docs_publish_put_files(jsonb) from public, anon, authenticated, service_role;
revoke all on function public.docs_publish_build(text, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.docs_publish_rollback() from public, anon, authenticated, service_role;
revoke all on function public.docs_publish_prune(integer) from public, anon, authenticated, service_role;
revoke all on function public.docs_publish_status() from public, anon, authenticated, service_role;
revoke all on function public.docs_admin_add_reader(text, text, timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.docs_admin_list_readers() from public, anon, authenticated, service_role;
revoke all on function public.docs_admin_set_reader_disabled(text, boolean) from public, anon, authenticated, service_role;
revoke all on function public.docs_admin_remove_reader(text) from public, anon, authenticated, service_role;
revoke all on function public.docs_admin_set_password(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_missing(jsonb) to service_role;
grant execute on function public.docs_publish_put_files(jsonb) to service_role;
grant execute on function public.docs_publish_build(text, jsonb) to service_role;
grant execute on function public.docs_publish_rollback() to service_role;
grant execute on function public.docs_publish_prune(integer) to service_role;
grant execute on function public.docs_publish_status() to service_role;
grant execute on function public.docs_admin_add_reader(text, text, timestamptz) to service_role;
grant execute on function public.docs_admin_list_readers() to service_role;
grant execute on function public.docs_admin_set_reader_disabled(text, boolean) to service_role;
grant execute on function public.docs_admin_remove_reader(text) to service_role;
grant execute on function public.docs_admin_set_password(text, text) to service_role;
