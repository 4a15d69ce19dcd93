-- docgate gate: the lockout message says the configured lockout.
--
-- docs_sign_in answered a locked email with "Try again in 15 minutes." whatever settings.lockout held.
-- The message now names the lockout in minutes (15 by default, the same text as before); docs_sign_in is
-- replaced whole for that one line, the rest of it as in 20251101000000_docs_gate.sql.

create or replace function docs_private.throttled_message(lockout interval) returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.format(
    'Too many failed sign-in attempts. Try again in %s %s.',
    m, case when m = 1 then 'minute' else 'minutes' end
  )
  from (select greatest(1, pg_catalog.ceil(extract(epoch from lockout) / 60))::integer as m) x
$$;
revoke all on function docs_private.throttled_message(interval) from public, anon, authenticated, service_role;

create or replace function public.docs_sign_in(email text, password text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(docs_sign_in.email, '')));
  v_settings docs_private.settings;
  v_recent timestamptz[];
  v_reader docs_private.readers;
  v_hash text;
  v_ok boolean;
  v_token text;
  v_expires timestamptz;
begin
  select st.* into v_settings from docs_private.settings st where st.id;

  -- one sign-in per email at a time: parallel guesses would all read the failures before any is
  -- recorded and slip past the limit together; the lock waits for the earlier ones to commit
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('docs_sign_in:' || v_email, 0));

  -- throttle: `max` failures inside one window lock the email until `lockout` after the last one
  select pg_catalog.array_agg(x.attempted_at order by x.attempted_at desc) into v_recent
    from (select f.attempted_at from docs_private.failed_sign_ins f
           where f.email = v_email order by f.attempted_at desc limit v_settings.max_failed_sign_ins) x;
  if coalesce(pg_catalog.array_length(v_recent, 1), 0) >= v_settings.max_failed_sign_ins
     and v_recent[1] - v_recent[v_settings.max_failed_sign_ins] <= v_settings.failure_window
     and v_recent[1] + v_settings.lockout > pg_catalog.now() then
    return docs_private.http_error(429, 'PT429', docs_private.throttled_message(v_settings.lockout));
  end if;

  select r.* into v_reader from docs_private.readers r where pg_catalog.lower(r.email) = v_email;
  -- one bcrypt whether or not the email exists, so timing does not tell
  v_hash := coalesce(v_reader.password_hash, v_settings.dummy_hash);
  v_ok := extensions.crypt(coalesce(docs_sign_in.password, ''), v_hash) = v_hash;

  if not v_ok or v_reader.id is null or v_reader.disabled
     or (v_reader.access_expires_at is not null and v_reader.access_expires_at <= pg_catalog.now()) then
    insert into docs_private.failed_sign_ins (email) values (pg_catalog.left(v_email, 254));
    delete from docs_private.failed_sign_ins f
     where f.attempted_at < pg_catalog.now() - (v_settings.failure_window + v_settings.lockout);
    return docs_private.http_error(403, '28P01', 'Invalid email or password');
  end if;

  delete from docs_private.failed_sign_ins f where f.email = v_email;
  v_token := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  v_expires := pg_catalog.now() + v_settings.session_absolute;
  insert into docs_private.sessions (token_hash, reader_id, idle_expires_at, expires_at)
  values (
    pg_catalog.sha256(pg_catalog.convert_to(v_token, 'UTF8')),
    v_reader.id,
    least(v_expires, pg_catalog.now() + v_settings.session_idle),
    v_expires
  );
  update docs_private.readers r set last_sign_in_at = pg_catalog.now() where r.id = v_reader.id;
  return pg_catalog.jsonb_build_object(
    'token', v_token,
    'email', v_reader.email,
    'expires_at', least(v_expires, v_reader.access_expires_at)
  );
end
$$;

revoke all on function public.docs_sign_in(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_sign_in(text, text) to anon, authenticated;
