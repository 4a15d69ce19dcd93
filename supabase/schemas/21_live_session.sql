-- the reader of a live session as { email, expires_at }, or null; refreshes the idle expiry at most once a minute
create or replace function docs_private.live_session(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash bytea;
  v_session docs_private.sessions;
  v_reader docs_private.readers;
  v_idle interval;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  v_hash := sha256(convert_to(p_token, 'UTF8'));
  select s.* into v_session from docs_private.sessions s where s.token_hash = v_hash;
  if not found or v_session.expires_at <= now() or v_session.idle_expires_at <= now() then
    return null;
  end if;
  select r.* into v_reader from docs_private.readers r where r.id = v_session.reader_id;
  if v_reader.disabled or (v_reader.access_expires_at is not null and v_reader.access_expires_at <= now()) then
    return null;
  end if;
  if v_session.last_seen_at < now() - interval '1 minute' then
    select st.session_idle into v_idle from docs_private.settings st where st.id;
    update docs_private.sessions s
       set last_seen_at = now(),
           idle_expires_at = least(s.expires_at, now() + v_idle)
     where s.token_hash = v_hash;
  end if;
  return jsonb_build_object(
    'email', v_reader.email,
    'expires_at', least(v_session.expires_at, v_reader.access_expires_at)
  );
end
$$;
revoke all on function docs_private.live_session(text) from public, anon, authenticated, service_role;
