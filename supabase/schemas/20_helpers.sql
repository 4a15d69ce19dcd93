-- private helpers: not reachable through the API (docs_private is not exposed, and nobody may execute them)

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
