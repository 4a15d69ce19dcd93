-- docgate gate: `docgate dev` publishes an edit as a patch of the live build (docs_publish_patch): the
-- changed files only, the rest carried over in the database, instead of every path of the build. Safe to run twice.

-- public.docs_publish_patch, from supabase/schemas/40_publish.sql
-- records a build as the live build with some files changed ({ path: hash, or null to drop it }) and
-- makes it live: what `docgate dev` publishes after an edit. Refused unless base_build_id is live, so an
-- edit never lands on a build the author did not see; the caller then publishes the whole build.
create or replace function public.docs_publish_patch(build_id text, base_build_id text, changes jsonb)
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

  insert into docs_private.builds (id) values (docs_publish_patch.build_id)
  on conflict (id) do update set seq = nextval('docs_private.build_seq');
  delete from docs_private.build_files bf where bf.build_id = docs_publish_patch.build_id;
  insert into docs_private.build_files (build_id, path, hash)
  select docs_publish_patch.build_id, bf.path, bf.hash
    from docs_private.build_files bf
   where bf.build_id = docs_publish_patch.base_build_id and not (docs_publish_patch.changes ? bf.path)
  union all
  select docs_publish_patch.build_id, e.key, e.value
    from jsonb_each_text(docs_publish_patch.changes) e
   where e.value is not null;
  get diagnostics v_count = row_count;

  update docs_private.builds b set live_since = now() where b.id = docs_publish_patch.build_id;
  update docs_private.live_build l set build_id = docs_publish_patch.build_id where l.id;
  return jsonb_build_object('build_id', docs_publish_patch.build_id, 'previous_build_id', v_previous, 'files', v_count);
end
$$;
revoke all on function public.docs_publish_patch(text, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.docs_publish_patch(text, text, jsonb) to service_role;
