-- reader function (anon): a file of the live build, only for a live session
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
