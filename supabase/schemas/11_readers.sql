create table docs_private.readers (
  id bigint generated always as identity primary key,
  email text not null check (length(email) between 3 and 254 and strpos(email, '@') > 1),
  -- bcrypt through pgcrypto; the password itself is never stored
  password_hash text not null check (password_hash like '$2%'),
  disabled boolean not null default false,
  access_expires_at timestamptz,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);
create unique index readers_email_key on docs_private.readers (lower(email));
revoke all on table docs_private.readers from public, anon, authenticated, service_role;
revoke all on sequence docs_private.readers_id_seq from public, anon, authenticated, service_role;
