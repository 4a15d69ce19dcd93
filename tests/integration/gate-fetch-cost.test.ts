import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_TARGETS, type GateDatabase } from './support/gate-targets.ts';
import { call, publishFiles, READER, SITE } from './support/gate-calls.ts';

// What a gated file fetch costs the embedded database: work that must not grow with what it holds.
describe('gated file fetches on the embedded database', () => {
  let gate: GateDatabase;
  beforeAll(async () => {
    gate = await GATE_TARGETS.find((target) => target.name === 'PGlite')!.open();
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', READER);
    // a site published a few times keeps its builds for rollback
    for (const build of ['b0', 'b1', 'b2']) await publishFiles(gate.rpc, build, { ...SITE, 'manifest.json': { build } });
    await publishFiles(gate.rpc, 'b3', SITE);
  });
  afterAll(() => gate?.close());

  const signIn = async () => (await call(gate.rpc, 'anon', 'docs_sign_in', READER)).body.token as string;
  const file = (token: string, path: string) => call(gate.rpc, 'anon', 'docs_file', { token, path });

  it('serves a file without reading through every recorded build (PGlite keeps no statistics to plan by)', async () => {
    const scans = async () => {
      // the counters of this (only) backend, flushed now rather than within a second
      await gate.db.exec('select pg_stat_force_next_flush(); select pg_stat_clear_snapshot();');
      const [row] = await gate.db.query<{ n: string }>(
        `select seq_scan::text as n from pg_stat_user_tables where relid = 'docs_private.builds'::regclass`,
      );
      return Number(row.n);
    };
    const token = await signIn();
    const before = await scans();
    for (let i = 0; i < 5; i++) expect((await file(token, 'pages/abc123.json')).body).toEqual(SITE['pages/abc123.json']);
    expect(await scans()).toBe(before);
  });
});
