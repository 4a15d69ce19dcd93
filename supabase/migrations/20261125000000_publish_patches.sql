-- docgate gate: a `docgate dev` save is recorded as a patch of the whole build under it (its changed files
-- only; every other file is found in that base build) instead of a copy of every row of the live build,
-- which took ~35 ms of each save at 2,000 pages. docs_file, the publish status and prune read patches.
-- Safe to run twice.

alter table docs_private.builds add column if not exists base_id text references docs_private.builds (id);
alter table docs_private.build_files alter column hash drop not null;

-- docs_private.build_files_check_refs, from supabase/schemas/15_build_file_refs.sql
-- every row added to build_files names a stored file body and a recorded build
create or replace function docs_private.build_files_check_refs() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from added a where a.hash is not null and not exists (select 1 from docs_private.files f where f.hash = a.hash)) then
    raise exception using errcode = '23503', message = 'A build file names a file body that is not stored';
  end if;
  if exists (select 1 from added a where not exists (select 1 from docs_private.builds b where b.id = a.build_id)) then
    raise exception using errcode = '23503', message = 'A build file names a build that is not recorded';
  end if;
  return null;
end
$$;
revoke all on function docs_private.build_files_check_refs() from public, anon, authenticated, service_role;

-- docs_private.build_listing, from supabase/schemas/16_build_listing.sql
-- a build's files as a reader sees them: its own rows, and for a patch its base's rows it does not replace
create or replace function docs_private.build_listing(p_build_id text)
returns table (path text, hash text)
language sql
stable
set search_path = ''
as $$
  select bf.path, bf.hash
    from docs_private.build_files bf
   where bf.build_id = p_build_id and bf.hash is not null
  union all
  select bf.path, bf.hash
    from docs_private.builds b
    join docs_private.build_files bf on bf.build_id = b.base_id
   where b.id = p_build_id
     and not exists (select 1 from docs_private.build_files o where o.build_id = p_build_id and o.path = bf.path)
$$;
revoke all on function docs_private.build_listing(text) from public, anon, authenticated, service_role;

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
  -- the live build's own row for the path, else its base's (a patch); a null hash is a removed file
  select f.body into v_body
    from docs_private.live_build l
    join docs_private.builds b on b.id = l.build_id
    cross join lateral (
      select x.hash
        from (
          select 0 as rank, bf.hash from docs_private.build_files bf where bf.build_id = b.id and bf.path = docs_file.path
          union all
          select 1, bf.hash from docs_private.build_files bf where bf.build_id = b.base_id and bf.path = docs_file.path
        ) x
       order by x.rank
       limit 1
    ) h
    join docs_private.files f on f.hash = h.hash
   where l.id;
  if v_body is null then
    raise exception using errcode = 'PT404', message = 'No such file in the live build';
  end if;
  return v_body;
end
$$;
revoke all on function public.docs_file(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_file(text, text) to anon, authenticated;

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
  on conflict (id) do update set seq = nextval('docs_private.build_seq'), base_id = null;
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

-- public.docs_publish_patch, from supabase/schemas/40_publish.sql
-- records a build as the live build with some files changed ({ path: hash, or null to drop it }) and
-- makes it live: what `docgate dev` publishes after an edit. Refused unless base_build_id is live, so an
-- edit never lands on a build the author did not see; the caller then publishes the whole build. The
-- new build is a patch: it records only what differs from the whole build under the live one, and the
-- rest is carried over without a row each (copying a 2,000-file build took ~35 ms of every save).
create or replace function public.docs_publish_patch(build_id text, base_build_id text, changes jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous text;
  v_missing text;
  v_base docs_private.builds;
  v_own integer;
begin
  if jsonb_typeof(docs_publish_patch.changes) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'changes must be an object of path -> hash or null';
  end if;
  select l.build_id into v_previous from docs_private.live_build l where l.id;
  if v_previous is distinct from docs_publish_patch.base_build_id then
    raise exception using errcode = 'P0001', message = 'The live build is not ' || coalesce(docs_publish_patch.base_build_id, 'null');
  end if;
  if docs_publish_patch.build_id = docs_publish_patch.base_build_id then
    raise exception using errcode = 'P0001', message = 'A patch makes a new build';
  end if;
  select e.value into v_missing
    from jsonb_each_text(docs_publish_patch.changes) e
   where e.value is not null and not exists (select 1 from docs_private.files f where f.hash = e.value)
   limit 1;
  if v_missing is not null then
    raise exception using errcode = 'P0001', message = 'File content missing for hash ' || v_missing;
  end if;
  if docs_publish_patch.changes -> 'manifest.json' = 'null'::jsonb then
    raise exception using errcode = 'P0001', message = 'A build needs a manifest.json';
  end if;

  -- a build id names its content, so a build already recorded (an edit undone) is that build as it is
  if not exists (select 1 from docs_private.builds b where b.id = docs_publish_patch.build_id) then
    select b.* into v_base from docs_private.builds b where b.id = docs_publish_patch.base_build_id;
    -- the patch's own rows: the live patch's that this edit leaves alone, and this edit's
    select count(*) + (select count(*) from jsonb_object_keys(docs_publish_patch.changes)) into v_own
      from docs_private.build_files bf
     where v_base.base_id is not null and bf.build_id = v_base.id and not (docs_publish_patch.changes ? bf.path);
    if v_own <= 500 then
      insert into docs_private.builds (id, base_id) values (docs_publish_patch.build_id, coalesce(v_base.base_id, v_base.id));
      insert into docs_private.build_files (build_id, path, hash)
      select docs_publish_patch.build_id, bf.path, bf.hash
        from docs_private.build_files bf
       where v_base.base_id is not null and bf.build_id = v_base.id and not (docs_publish_patch.changes ? bf.path)
      union all
      -- a removal is recorded only where the whole build has the path
      select docs_publish_patch.build_id, e.key, e.value
        from jsonb_each_text(docs_publish_patch.changes) e
       where e.value is not null
          or exists (select 1 from docs_private.build_files r where r.build_id = coalesce(v_base.base_id, v_base.id) and r.path = e.key);
    else
      -- many edits since the last whole build: this one is recorded whole, and later patches build on it
      insert into docs_private.builds (id) values (docs_publish_patch.build_id);
      insert into docs_private.build_files (build_id, path, hash)
      select docs_publish_patch.build_id, l.path, l.hash
        from docs_private.build_listing(v_base.id) l
       where not (docs_publish_patch.changes ? l.path)
      union all
      select docs_publish_patch.build_id, e.key, e.value from jsonb_each_text(docs_publish_patch.changes) e where e.value is not null;
    end if;
  end if;

  update docs_private.builds b
     set seq = nextval('docs_private.build_seq'), live_since = now()
   where b.id = docs_publish_patch.build_id;
  update docs_private.live_build l set build_id = docs_publish_patch.build_id where l.id;
  return jsonb_build_object('build_id', docs_publish_patch.build_id, 'previous_build_id', v_previous);
end
$$;
revoke all on function public.docs_publish_patch(text, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_patch(text, text, jsonb) to service_role;

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
  -- a kept patch keeps its base
  with kept as (
    select l.build_id as id from docs_private.live_build l
    union
    select o.id from (
      select o.id from docs_private.builds o
       where o.id not in (select l.build_id from docs_private.live_build l)
       order by o.seq desc limit docs_publish_prune.keep) o
  )
  delete from docs_private.builds b
   where b.id not in (select k.id from kept k)
     and b.id not in (select p.base_id from docs_private.builds p join kept k on k.id = p.id where p.base_id is not null);
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
               'files', (select count(*) from docs_private.build_listing(b.id)))
             order by b.seq desc)
        from docs_private.builds b), '[]'::jsonb)
  )
$$;
revoke all on function public.docs_publish_status() from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_status() to service_role;
