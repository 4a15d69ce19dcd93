create table docs_private.sessions (
  -- sha-256 of the token; the token itself only ever exists in the reader's browser
  token_hash bytea primary key check (length(token_hash) = 32),
  reader_id bigint not null references docs_private.readers (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  idle_expires_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_reader_idx on docs_private.sessions (reader_id);
revoke all on table docs_private.sessions from public, anon, authenticated, service_role;

-- a session never outlives the access its reader had: when the access expiry moves earlier, the reader's
-- sessions end by then, and moving it later again revives none of them
create or replace function docs_private.end_sessions_with_access() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update docs_private.sessions s
     set expires_at = least(s.expires_at, new.access_expires_at),
         idle_expires_at = least(s.idle_expires_at, new.access_expires_at)
   where s.reader_id = new.id and s.expires_at > new.access_expires_at;
  return null;
end
$$;
revoke all on function docs_private.end_sessions_with_access() from public, anon, authenticated, service_role;

create trigger end_sessions_with_access
  after update of access_expires_at on docs_private.readers
  for each row when (new.access_expires_at is distinct from old.access_expires_at)
  execute function docs_private.end_sessions_with_access();
