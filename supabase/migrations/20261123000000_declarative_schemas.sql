-- docgate gate: the gate's source is now supabase/schemas/ (Supabase's declarative schemas).
--
-- The schema files declare the same tables, functions and grants as the three migrations before this
-- one, with one difference: built-in functions are no longer written `pg_catalog.x` (with
-- `search_path = ''` pg_catalog is still searched first). Tables are unchanged; every function is
-- replaced with the body of its schema file, which does the same, and its grants are issued again.
-- Made with `node --import tsx scripts/schema-functions.ts --all`. Safe to run twice.

-- docs_private.settings_dummy_hash, from supabase/schemas/10_settings.sql
-- the dummy hash is made again at the new cost whenever bcrypt_cost is set, so a failed sign-in of an
-- unknown email takes as long as one of a known email
create or replace function docs_private.settings_dummy_hash() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.dummy_hash := extensions.crypt(
    encode(extensions.gen_random_bytes(24), 'hex'),
    extensions.gen_salt('bf', new.bcrypt_cost)
  );
  return new;
end;
$$;
revoke all on function docs_private.settings_dummy_hash() from public, anon, authenticated, service_role;

-- docs_private.http_error, from supabase/schemas/20_helpers.sql
-- an error body with an HTTP status that still commits the transaction (PostgREST's response.status),
-- so a failed sign-in is recorded even though the caller gets an error
create or replace function docs_private.http_error(p_status integer, p_code text, p_message text)
returns jsonb
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('response.status', p_status::text, true);
  return jsonb_build_object('code', p_code, 'message', p_message, 'details', null, 'hint', null);
end
$$;
revoke all on function docs_private.http_error(integer, text, text) from public, anon, authenticated, service_role;

-- docs_private.throttled_message, from supabase/schemas/20_helpers.sql
-- the lockout message names the configured lockout in minutes (15 by default)
create or replace function docs_private.throttled_message(lockout interval) returns text
language sql
immutable
set search_path = ''
as $$
  select format(
    'Too many failed sign-in attempts. Try again in %s %s.',
    m, case when m = 1 then 'minute' else 'minutes' end
  )
  from (select greatest(1, ceil(extract(epoch from lockout) / 60))::integer as m) x
$$;
revoke all on function docs_private.throttled_message(interval) from public, anon, authenticated, service_role;

-- docs_private.check_password, from supabase/schemas/20_helpers.sql
create or replace function docs_private.check_password(p_password text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_password is null or length(p_password) < 8 then
    raise exception using errcode = '22023', message = 'Password must be at least 8 characters';
  end if;
  if octet_length(p_password) > 72 then
    -- bcrypt reads 72 bytes at most; refuse rather than silently ignore the rest
    raise exception using errcode = '22023', message = 'Password must be at most 72 bytes';
  end if;
end
$$;
revoke all on function docs_private.check_password(text) from public, anon, authenticated, service_role;

-- docs_private.reader_json, from supabase/schemas/20_helpers.sql
create or replace function docs_private.reader_json(r docs_private.readers)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'email', r.email,
    'created_at', r.created_at,
    'last_sign_in_at', r.last_sign_in_at,
    'access_expires_at', r.access_expires_at,
    'disabled', r.disabled,
    'status', case
      when r.disabled then 'disabled'
      when r.access_expires_at is not null and r.access_expires_at <= now() then 'expired'
      else 'active'
    end
  )
$$;
revoke all on function docs_private.reader_json(docs_private.readers) from public, anon, authenticated, service_role;

-- docs_private.find_reader, from supabase/schemas/20_helpers.sql
create or replace function docs_private.find_reader(p_email text)
returns docs_private.readers
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reader docs_private.readers;
begin
  select r.* into v_reader from docs_private.readers r where lower(r.email) = lower(btrim(p_email));
  if not found then
    raise exception using errcode = 'PT404', message = 'No reader with that email';
  end if;
  return v_reader;
end
$$;
revoke all on function docs_private.find_reader(text) from public, anon, authenticated, service_role;

-- docs_private.live_session, from supabase/schemas/21_live_session.sql
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
  v_hash := sha256(convert_to(p_token, 'UTF8'));
  select s.* into v_session from docs_private.sessions s where s.token_hash = v_hash;
  if not found or v_session.expires_at <= now() or v_session.idle_expires_at <= now() then
    return null;
  end if;
  select r.* into v_reader from docs_private.readers r where r.id = v_session.reader_id;
  if v_reader.disabled or (v_reader.access_expires_at is not null and v_reader.access_expires_at <= now()) then
    return null;
  end if;
  if v_session.last_seen_at < now() - interval '1 minute' then
    select st.session_idle into v_idle from docs_private.settings st where st.id;
    update docs_private.sessions s
       set last_seen_at = now(),
           idle_expires_at = least(s.expires_at, now() + v_idle)
     where s.token_hash = v_hash;
  end if;
  return jsonb_build_object(
    'email', v_reader.email,
    'expires_at', least(v_session.expires_at, v_reader.access_expires_at)
  );
end
$$;
revoke all on function docs_private.live_session(text) from public, anon, authenticated, service_role;

-- public.docs_sign_in, from supabase/schemas/30_docs_sign_in.sql
-- reader function (anon): a password for a session token
create or replace function public.docs_sign_in(email text, password text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(docs_sign_in.email, '')));
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
  perform pg_advisory_xact_lock(hashtextextended('docs_sign_in:' || v_email, 0));

  -- throttle: `max` failures inside one window lock the email until `lockout` after the last one
  select array_agg(x.attempted_at order by x.attempted_at desc) into v_recent
    from (select f.attempted_at from docs_private.failed_sign_ins f
           where f.email = v_email order by f.attempted_at desc limit v_settings.max_failed_sign_ins) x;
  if coalesce(array_length(v_recent, 1), 0) >= v_settings.max_failed_sign_ins
     and v_recent[1] - v_recent[v_settings.max_failed_sign_ins] <= v_settings.failure_window
     and v_recent[1] + v_settings.lockout > now() then
    return docs_private.http_error(429, 'PT429', docs_private.throttled_message(v_settings.lockout));
  end if;

  select r.* into v_reader from docs_private.readers r where lower(r.email) = v_email;
  -- one bcrypt whether or not the email exists, so timing does not tell
  v_hash := coalesce(v_reader.password_hash, v_settings.dummy_hash);
  v_ok := extensions.crypt(coalesce(docs_sign_in.password, ''), v_hash) = v_hash;

  if not v_ok or v_reader.id is null or v_reader.disabled
     or (v_reader.access_expires_at is not null and v_reader.access_expires_at <= now()) then
    insert into docs_private.failed_sign_ins (email) values (left(v_email, 254));
    delete from docs_private.failed_sign_ins f
     where f.attempted_at < now() - (v_settings.failure_window + v_settings.lockout);
    return docs_private.http_error(403, '28P01', 'Invalid email or password');
  end if;

  delete from docs_private.failed_sign_ins f where f.email = v_email;
  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  v_expires := now() + v_settings.session_absolute;
  insert into docs_private.sessions (token_hash, reader_id, idle_expires_at, expires_at)
  values (
    sha256(convert_to(v_token, 'UTF8')),
    v_reader.id,
    least(v_expires, now() + v_settings.session_idle),
    v_expires
  );
  update docs_private.readers r set last_sign_in_at = now() where r.id = v_reader.id;
  return jsonb_build_object(
    'token', v_token,
    'email', v_reader.email,
    'expires_at', least(v_expires, v_reader.access_expires_at)
  );
end
$$;
revoke all on function public.docs_sign_in(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_sign_in(text, text) to anon, authenticated;

-- public.docs_session, from supabase/schemas/31_docs_session.sql
-- reader function (anon): who a token signs in, while its session lives
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
revoke all on function public.docs_session(text) from public, anon, authenticated, service_role;
grant execute on function public.docs_session(text) to anon, authenticated;

-- public.docs_sign_out, from supabase/schemas/32_docs_sign_out.sql
-- reader function (anon): ends the session on the server
create or replace function public.docs_sign_out(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if docs_sign_out.token is not null then
    delete from docs_private.sessions s
     where s.token_hash = sha256(convert_to(docs_sign_out.token, 'UTF8'));
  end if;
end
$$;
revoke all on function public.docs_sign_out(text) from public, anon, authenticated, service_role;
grant execute on function public.docs_sign_out(text) to anon, authenticated;

-- public.docs_file, from supabase/schemas/33_docs_file.sql
-- reader function (anon): a file of the live build, only for a live session
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
     or length(docs_file.path) > 300
     or docs_file.path !~ '^[A-Za-z0-9_][A-Za-z0-9_./-]*$'
     or strpos(docs_file.path, '..') > 0
     or strpos(docs_file.path, '//') > 0 then
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
revoke all on function public.docs_file(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_file(text, text) to anon, authenticated;

-- public.docs_publish_missing, from supabase/schemas/40_publish.sql
-- which of these content hashes the database lacks
create or replace function public.docs_publish_missing(hashes jsonb)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(h.value), '[]'::jsonb)
    from jsonb_array_elements_text(hashes) h
   where not exists (select 1 from docs_private.files f where f.hash = h.value)
$$;
revoke all on function public.docs_publish_missing(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_missing(jsonb) to service_role;

-- public.docs_publish_put_files, from supabase/schemas/40_publish.sql
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
    from jsonb_array_elements(docs_publish_put_files.files) e
  on conflict (hash) do nothing;
  get diagnostics v_count = row_count;
  return jsonb_build_object('stored', v_count);
end
$$;
revoke all on function public.docs_publish_put_files(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_put_files(jsonb) to service_role;

-- public.docs_publish_build, from supabase/schemas/40_publish.sql
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
    from jsonb_each_text(docs_publish_build.files) e
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
  on conflict (id) do update set seq = nextval('docs_private.build_seq');
  delete from docs_private.build_files bf where bf.build_id = docs_publish_build.build_id;
  insert into docs_private.build_files (build_id, path, hash)
  select docs_publish_build.build_id, e.key, e.value from jsonb_each_text(docs_publish_build.files) e;
  get diagnostics v_count = row_count;

  update docs_private.builds b set live_since = now() where b.id = docs_publish_build.build_id;
  insert into docs_private.live_build (id, build_id) values (true, docs_publish_build.build_id)
  on conflict (id) do update set build_id = excluded.build_id;
  return jsonb_build_object('build_id', docs_publish_build.build_id, 'previous_build_id', v_previous, 'files', v_count);
end
$$;
revoke all on function public.docs_publish_build(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_build(text, jsonb) to service_role;

-- public.docs_publish_rollback, from supabase/schemas/40_publish.sql
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
  update docs_private.builds b set seq = -nextval('docs_private.build_seq') where b.id = v_live.id;
  update docs_private.builds b set live_since = now() where b.id = v_target;
  update docs_private.live_build l set build_id = v_target where l.id;
  return jsonb_build_object('build_id', v_target, 'previous_build_id', v_live.id);
end
$$;
revoke all on function public.docs_publish_rollback() from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_rollback() to service_role;

-- public.docs_publish_prune, from supabase/schemas/40_publish.sql
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
  return jsonb_build_object('removed_builds', v_builds, 'removed_files', v_files);
end
$$;
revoke all on function public.docs_publish_prune(integer) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_prune(integer) to service_role;

-- public.docs_publish_status, from supabase/schemas/40_publish.sql
create or replace function public.docs_publish_status()
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'live_build_id', (select l.build_id from docs_private.live_build l where l.id),
    'builds', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', b.id, 'created_at', b.created_at, 'live_since', b.live_since,
               'files', (select count(*) from docs_private.build_files bf where bf.build_id = b.id))
             order by b.seq desc)
        from docs_private.builds b), '[]'::jsonb)
  )
$$;
revoke all on function public.docs_publish_status() from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_status() to service_role;

-- public.docs_admin_add_reader, from supabase/schemas/50_readers_admin.sql
create or replace function public.docs_admin_add_reader(email text, password text, access_expires_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := btrim(coalesce(docs_admin_add_reader.email, ''));
  v_cost integer;
  v_reader docs_private.readers;
begin
  -- the table's own check, asked first: its violation would echo the new row, bcrypt hash included
  if strpos(v_email, '@') < 2 or length(v_email) not between 3 and 254 then
    raise exception using errcode = '22023', message = 'Enter a valid email address';
  end if;
  perform docs_private.check_password(docs_admin_add_reader.password);
  if exists (select 1 from docs_private.readers r where lower(r.email) = lower(v_email)) then
    raise exception using errcode = '23505', message = 'A reader with that email already exists';
  end if;
  select st.bcrypt_cost into v_cost from docs_private.settings st where st.id;
  insert into docs_private.readers (email, password_hash, access_expires_at)
  values (v_email, extensions.crypt(docs_admin_add_reader.password, extensions.gen_salt('bf', v_cost)), docs_admin_add_reader.access_expires_at)
  returning * into v_reader;
  return docs_private.reader_json(v_reader);
end
$$;
revoke all on function public.docs_admin_add_reader(text, text, timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.docs_admin_add_reader(text, text, timestamptz) to service_role;

-- public.docs_admin_list_readers, from supabase/schemas/50_readers_admin.sql
create or replace function public.docs_admin_list_readers()
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(docs_private.reader_json(r) order by lower(r.email)), '[]'::jsonb)
    from docs_private.readers r
$$;
revoke all on function public.docs_admin_list_readers() from public, anon, authenticated, service_role;
grant execute on function public.docs_admin_list_readers() to service_role;

-- public.docs_admin_set_reader_disabled, from supabase/schemas/50_readers_admin.sql
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
revoke all on function public.docs_admin_set_reader_disabled(text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.docs_admin_set_reader_disabled(text, boolean) to service_role;

-- public.docs_admin_remove_reader, from supabase/schemas/50_readers_admin.sql
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
  return jsonb_build_object('email', v_reader.email, 'removed', true);
end
$$;
revoke all on function public.docs_admin_remove_reader(text) from public, anon, authenticated, service_role;
grant execute on function public.docs_admin_remove_reader(text) to service_role;

-- public.docs_admin_set_password, from supabase/schemas/50_readers_admin.sql
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
  delete from docs_private.failed_sign_ins f where f.email = lower(v_reader.email);
  return docs_private.reader_json(v_reader);
end
$$;
revoke all on function public.docs_admin_set_password(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_admin_set_password(text, text) to service_role;
