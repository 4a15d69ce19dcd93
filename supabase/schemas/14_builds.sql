-- file bodies by content hash, shared between builds, so a publish uploads only what changed. A body is
-- json, kept as the compiler wrote it: jsonb would order an object's keys (by length) that site code iterates
create table docs_private.files (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  body json not null,
  created_at timestamptz not null default now()
);
revoke all on table docs_private.files from public, anon, authenticated, service_role;

create sequence docs_private.build_seq;
revoke all on sequence docs_private.build_seq from public, anon, authenticated, service_role;

create table docs_private.builds (
  id text primary key check (id ~ '^[A-Za-z0-9_.-]{1,128}$'),
  -- publish order; a republished build moves to the end, rollback walks back along it
  seq bigint not null default nextval('docs_private.build_seq'),
  created_at timestamptz not null default now(),
  live_since timestamptz,
  -- a patch (a `docgate dev` save): its files are its base's, with its own build_files rows over them;
  -- a base is always a whole build, so a file is found in at most two lookups
  base_id text references docs_private.builds (id)
);
revoke all on table docs_private.builds from public, anon, authenticated, service_role;

create table docs_private.build_files (
  -- a build and a file body: checked by the statement triggers of 15_build_file_refs.sql
  build_id text not null,
  path text not null,
  -- null in a patch: the path its base has is gone from this build
  hash text,
  primary key (build_id, path)
);
create index build_files_hash_idx on docs_private.build_files (hash);
revoke all on table docs_private.build_files from public, anon, authenticated, service_role;

create table docs_private.live_build (
  id boolean primary key default true check (id),
  build_id text not null references docs_private.builds (id)
);
revoke all on table docs_private.live_build from public, anon, authenticated, service_role;
