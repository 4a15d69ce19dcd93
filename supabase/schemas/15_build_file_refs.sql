-- build_files' references to builds and files, checked once a statement instead of once a row: a dev
-- save copies a 2,000-file build, and two foreign-key checks a row took ~110 of its ~150 ms in PGlite

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

-- a deleted build takes its file list with it
create or replace function docs_private.builds_drop_files() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from docs_private.build_files bf using gone g where bf.build_id = g.id;
  return null;
end
$$;
revoke all on function docs_private.builds_drop_files() from public, anon, authenticated, service_role;

-- a file body that a build still lists stays
create or replace function docs_private.files_keep_used() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from gone g join docs_private.build_files bf on bf.hash = g.hash) then
    raise exception using errcode = '23503', message = 'A file body that a build lists cannot be deleted';
  end if;
  return null;
end
$$;
revoke all on function docs_private.files_keep_used() from public, anon, authenticated, service_role;

create trigger build_files_check_refs
  after insert on docs_private.build_files
  referencing new table as added
  for each statement execute function docs_private.build_files_check_refs();
create trigger builds_drop_files
  after delete on docs_private.builds
  referencing old table as gone
  for each statement execute function docs_private.builds_drop_files();
create trigger files_keep_used
  after delete on docs_private.files
  referencing old table as gone
  for each statement execute function docs_private.files_keep_used();
