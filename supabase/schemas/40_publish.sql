-- publishing (service_role): upload the file bodies a build lacks, record the build and make it live,
-- roll back, prune

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

-- stores file bodies: [{ hash, body }]. json, not jsonb: each body is kept as the text it was sent as
create or replace function public.docs_publish_put_files(files json)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into docs_private.files (hash, body)
  select f.hash, f.body
    from json_to_recordset(docs_publish_put_files.files) as f(hash text, body json)
  on conflict (hash) do nothing;
  get diagnostics v_count = row_count;
  return jsonb_build_object('stored', v_count);
end
$$;
revoke all on function public.docs_publish_put_files(json) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_put_files(json) to service_role;

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
