import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GATE_CODES } from '../../src/contracts/gate-contract.ts';
import { GATE_TARGETS, type GateDatabase } from './support/gate-targets.ts';
import { call, publishFiles, READER, SITE } from './support/gate-calls.ts';

// What a gated file fetch costs the embedded database: work that must not grow with what it holds, and
// trips into the engine that fetches made together share. Every call still checks its own session.
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
  afterEach(() => vi.restoreAllMocks());

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

  it('answers fetches made together in one trip into the engine, each with its own session check and answer', async () => {
    const [live, ended] = [await signIn(), await signIn()];
    await call(gate.rpc, 'anon', 'docs_sign_out', { token: ended });
    const trips = vi.spyOn(PGlite.prototype, 'execProtocol');
    const replies = await Promise.all([
      file(live, 'pages/abc123.json'),
      file(ended, 'pages/abc123.json'),
      file(live, 'pages/nope.json'),
      file(live, 'manifest.json'),
    ]);
    expect(trips).toHaveBeenCalledTimes(1);
    expect(replies.map((reply) => reply.status)).toEqual([200, 403, 404, 200]);
    expect(replies[0].body).toEqual(SITE['pages/abc123.json']);
    expect(replies[1].body).toEqual(expect.objectContaining({ code: GATE_CODES.invalidSession }));
    expect(JSON.stringify(replies[1].body)).not.toContain('page-secret-text');
    expect(replies[2].body).toEqual(expect.objectContaining({ code: GATE_CODES.notFound }));
    expect(replies[3].body).toEqual(SITE['manifest.json']);
  });

  it('keeps a failed call of a trip from undoing or blocking the others: each runs in its own transaction', async () => {
    const token = await signIn();
    const replies = await Promise.all([
      call(gate.rpc, 'anon', 'docs_sign_in', { email: 'nobody@example.com', password: 'wrong password' }),
      call(gate.rpc, 'anon', 'docs_sign_in', READER),
      file(token, 'pages/abc123.json'),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([403, 200, 200]);
    // the failed sign-in was recorded (its transaction committed), the new session works
    const [failures] = await gate.db.query<{ n: number }>(
      `select count(*)::int as n from docs_private.failed_sign_ins where email = 'nobody@example.com'`,
    );
    expect(failures.n).toBe(1);
    expect((await file(replies[1].body.token, 'manifest.json')).status).toBe(200);
  });
});
