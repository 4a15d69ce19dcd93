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
