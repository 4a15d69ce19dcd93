-- docgate gate: file bodies are json instead of jsonb, kept as the text the compiler wrote. jsonb orders an
-- object's keys (by length, then bytes), so site code that iterates customFields, themeConfig, a page's
-- frontMatter or a plugin's global data met its keys in that order. docs_file returns json and
-- docs_publish_put_files takes json: a function's argument and result types are part of its signature, so
-- the jsonb ones are dropped first. A body stored before keeps jsonb's order until it is published again:
-- docgate names a JSON body by a hash of another kind now, so the next publish uploads every JSON file
-- afresh. Safe to run twice.

alter table docs_private.files alter column body type json using body::json;

drop function if exists public.docs_file(text, text);
drop function if exists public.docs_publish_put_files(jsonb);

-- public.docs_file, from supabase/schemas/33_docs_file.sql
-- reader function (anon): a file of the live build, only for a live session, as the text it was stored as
create or replace function public.docs_file(token text, path text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_body json;
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
  -- the live build's own row for the path, else its base's (a patch); a null hash is a removed file.
  -- The live build is looked up first (an InitPlan), so each step is a primary-key lookup: PGlite never
  -- gathers statistics, and joined to live_build the planner scanned and hashed every build on each call
  select f.body into v_body
    from docs_private.builds b
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
   where b.id = (select l.build_id from docs_private.live_build l where l.id);
  if v_body is null then
    raise exception using errcode = 'PT404', message = 'No such file in the live build';
  end if;
  return v_body;
end
$$;
revoke all on function public.docs_file(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_file(text, text) to anon, authenticated;

-- public.docs_publish_put_files, from supabase/schemas/40_publish.sql
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
