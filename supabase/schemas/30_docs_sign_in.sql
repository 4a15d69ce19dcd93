-- reader function (anon): a password for a session token
create or replace function public.docs_sign_in(email text, password text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(docs_sign_in.email, '')));
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
  perform pg_advisory_xact_lock(hashtextextended('docs_sign_in:' || v_email, 0));

  -- throttle: `max` failures inside one window lock the email until `lockout` after the last one
  select array_agg(x.attempted_at order by x.attempted_at desc) into v_recent
    from (select f.attempted_at from docs_private.failed_sign_ins f
           where f.email = v_email order by f.attempted_at desc limit v_settings.max_failed_sign_ins) x;
  if coalesce(array_length(v_recent, 1), 0) >= v_settings.max_failed_sign_ins
     and v_recent[1] - v_recent[v_settings.max_failed_sign_ins] <= v_settings.failure_window
     and v_recent[1] + v_settings.lockout > now() then
    return docs_private.http_error(429, 'PT429', docs_private.throttled_message(v_settings.lockout));
  end if;

  select r.* into v_reader from docs_private.readers r where lower(r.email) = v_email;
  -- one bcrypt whether or not the email exists, so timing does not tell
  v_hash := coalesce(v_reader.password_hash, v_settings.dummy_hash);
  v_ok := extensions.crypt(coalesce(docs_sign_in.password, ''), v_hash) = v_hash;

  if not v_ok or v_reader.id is null or v_reader.disabled
     or (v_reader.access_expires_at is not null and v_reader.access_expires_at <= now()) then
    insert into docs_private.failed_sign_ins (email) values (left(v_email, 254));
    delete from docs_private.failed_sign_ins f
     where f.attempted_at < now() - (v_settings.failure_window + v_settings.lockout);
    return docs_private.http_error(403, '28P01', 'Invalid email or password');
  end if;

  delete from docs_private.failed_sign_ins f where f.email = v_email;
  -- sessions stay few: expired ones go, whoever they belong to, and this reader keeps only the newest,
  -- this one included
  delete from docs_private.sessions s where s.expires_at <= now() or s.idle_expires_at <= now();
  delete from docs_private.sessions s
   where s.reader_id = v_reader.id
     and s.token_hash not in (
       select k.token_hash from docs_private.sessions k where k.reader_id = v_reader.id
        order by k.created_at desc limit v_settings.max_sessions_per_reader - 1);
  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  -- a session ends when the reader's access does; extending the access later does not revive it
  v_expires := least(now() + v_settings.session_absolute, v_reader.access_expires_at);
  insert into docs_private.sessions (token_hash, reader_id, idle_expires_at, expires_at)
  values (
    sha256(convert_to(v_token, 'UTF8')),
    v_reader.id,
    least(v_expires, now() + v_settings.session_idle),
    v_expires
  );
  update docs_private.readers r set last_sign_in_at = now() where r.id = v_reader.id;
  return jsonb_build_object(
    'token', v_token,
    'email', v_reader.email,
    'expires_at', v_expires
  );
end
$$;
revoke all on function public.docs_sign_in(text, text) from public, anon, authenticated, service_role;
grant execute on function public.docs_sign_in(text, text) to anon, authenticated;
