-- the limits of the gate: one row, edited with SQL (see the README, "The gate")
create table docs_private.settings (
  id boolean primary key default true check (id),
  session_idle interval not null default '7 days',
  session_absolute interval not null default '30 days',
  max_failed_sign_ins integer not null default 5 check (max_failed_sign_ins > 0),
  failure_window interval not null default '15 minutes',
  lockout interval not null default '15 minutes',
  bcrypt_cost integer not null default 10 check (bcrypt_cost between 10 and 14),
  -- unknown emails are checked against this hash of a random secret, so they cost one bcrypt too
  dummy_hash text not null,
  -- a sign-in past this many live sessions of one reader ends the oldest, so a shared or leaked password
  -- cannot pile up sessions
  max_sessions_per_reader integer not null default 10 check (max_sessions_per_reader > 0)
);
revoke all on table docs_private.settings from public, anon, authenticated, service_role;

-- the dummy hash is made again at the new cost whenever bcrypt_cost is set, so a failed sign-in of an
-- unknown email takes as long as one of a known email
create or replace function docs_private.settings_dummy_hash() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.dummy_hash := extensions.crypt(
    encode(extensions.gen_random_bytes(24), 'hex'),
    extensions.gen_salt('bf', new.bcrypt_cost)
  );
  return new;
end;
$$;
revoke all on function docs_private.settings_dummy_hash() from public, anon, authenticated, service_role;

create trigger settings_dummy_hash
  before update of bcrypt_cost on docs_private.settings
  for each row execute function docs_private.settings_dummy_hash();

insert into docs_private.settings (id, dummy_hash)
values (true, extensions.crypt(encode(extensions.gen_random_bytes(24), 'hex'), extensions.gen_salt('bf', 10)))
on conflict (id) do nothing;
