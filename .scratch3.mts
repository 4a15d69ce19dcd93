import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
await db.exec(`
create table tb(k text primary key, body jsonb); create table tj(k text primary key, body json); create table te(k text primary key, body json);
alter table te alter column body set storage external;
insert into tb select 'k'||g, jsonb_build_object('title', 'T'||g, 'html', repeat('lorem ipsum dolor ', 300)||g) from generate_series(1,200) g;
insert into tj select k, body::json from tb; insert into te select k, body::json from tb;`);
async function time(name: string, fn: (i: number) => Promise<unknown>, n = 1000) {
  for (let i = 0; i < 100; i++) await fn(i);
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  console.log(name, Math.round(n / ((performance.now() - t) / 1000)), '/s');
}
for (let r = 0; r < 2; r++) {
await time('select 1', () => db.query('select 1'));
await time('jsonb::text', (i) => db.query('select body::text from tb where k = $1', ['k' + (1 + (i % 200))]));
await time('json::text', (i) => db.query('select body::text from tj where k = $1', ['k' + (1 + (i % 200))]));
await time('json external::text', (i) => db.query('select body::text from te where k = $1', ['k' + (1 + (i % 200))]));
await time('length only jsonb', (i) => db.query('select length(body::text) from tb where k = $1', ['k' + (1 + (i % 200))]));
}
