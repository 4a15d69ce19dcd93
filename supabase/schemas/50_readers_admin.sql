-- reader management (service_role): add, list, disable or enable, remove, set a password

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
