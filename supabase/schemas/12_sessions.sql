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
