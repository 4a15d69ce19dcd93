create table docs_private.failed_sign_ins (
  id bigint generated always as identity primary key,
  -- lower-cased; no password, no other detail
  email text not null,
  attempted_at timestamptz not null default now()
);
create index failed_sign_ins_email_idx on docs_private.failed_sign_ins (email, attempted_at desc);
revoke all on table docs_private.failed_sign_ins from public, anon, authenticated, service_role;
revoke all on sequence docs_private.failed_sign_ins_id_seq from public, anon, authenticated, service_role;
