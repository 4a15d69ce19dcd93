-- docgate gate: the dummy hash follows bcrypt_cost.
--
-- A sign-in with an unknown email is checked against settings.dummy_hash, so it costs one bcrypt like a
-- sign-in with a known one. The first migration made that hash at cost 10 once: after an administrator
-- raised bcrypt_cost, readers' new hashes cost more than the dummy, and the time a failed sign-in took
-- told whether the email has an account. The hash is now made again at the new cost whenever
-- bcrypt_cost is set.

create or replace function docs_private.settings_dummy_hash() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.dummy_hash := extensions.crypt(
    pg_catalog.encode(extensions.gen_random_bytes(24), 'hex'),
    extensions.gen_salt('bf', new.bcrypt_cost)
  );
  return new;
end;
$$;
revoke all on function docs_private.settings_dummy_hash() from public, anon, authenticated, service_role;

drop trigger if exists settings_dummy_hash on docs_private.settings;
create trigger settings_dummy_hash
  before update of bcrypt_cost on docs_private.settings
  for each row execute function docs_private.settings_dummy_hash();

-- a database whose cost was raised before this migration gets a dummy hash at that cost now
update docs_private.settings set bcrypt_cost = bcrypt_cost where dummy_hash not like '$2_$' || pg_catalog.lpad(bcrypt_cost::text, 2, '0') || '$%';
