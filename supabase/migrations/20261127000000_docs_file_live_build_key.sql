-- docgate gate: docs_file finds the live build by its primary key instead of joining live_build to builds.
-- PGlite never gathers statistics, and without them the planner scanned and hashed every recorded build on
-- each file fetch (a published site keeps its builds for rollback). Same answers. Safe to run twice.

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
