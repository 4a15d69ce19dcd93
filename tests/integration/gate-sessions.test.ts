import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/gate/database/migrate.ts';
import { openPglite } from '../../src/gate/database/pglite.ts';
import { RpcRunner } from '../../src/gate/database/rpc.ts';
import { GATE_TARGETS, type GateDatabase } from './support/gate-targets.ts';
import { call, sha256 } from './support/gate-calls.ts';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describe.each(GATE_TARGETS)('sessions on $name', (target) => {
  let gate: GateDatabase;
  let readers = 0;
  beforeAll(async () => {
    gate = await target.open();
  });
  afterAll(() => gate?.close());

  // a reader of its own per test, so counts and caps do not mix
  const addReader = async (access_expires_at: string | null = null) => {
    const email = `reader${++readers}@example.com`;
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', { email, password: 'reader password', access_expires_at });
    return email;
  };
  const signIn = async (email: string) => {
    const reply = await call(gate.rpc, 'anon', 'docs_sign_in', { email, password: 'reader password' });
    expect(reply.status).toBe(200);
    return reply.body.token as string;
  };
  const session = async (token: string) => (await call(gate.rpc, 'anon', 'docs_session', { token })).status;
  const stored = async (token: string) =>
    (await gate.db.query(`select 1 from docs_private.sessions where token_hash = decode($1, 'hex')`, [sha256(token)])).length;
  const setAccess = (email: string, sql: string) =>
    gate.db.query(`update docs_private.readers set access_expires_at = ${sql} where email = $1`, [email]);

  it('deletes expired sessions, whoever they belong to, when a reader signs in', async () => {
    const idle = await signIn(await addReader());
    const old = await signIn(await addReader());
    await gate.db.query(
      `update docs_private.sessions set idle_expires_at = now() - interval '1 second' where token_hash = decode($1, 'hex')`,
      [sha256(idle)],
    );
    await gate.db.query(`update docs_private.sessions set expires_at = now() - interval '1 second' where token_hash = decode($1, 'hex')`, [
      sha256(old),
    ]);
    await signIn(await addReader());
    expect(await stored(idle)).toBe(0);
    expect(await stored(old)).toBe(0);
  });

  it('keeps only the newest 10 sessions of a reader: the 11th sign-in ends the oldest', async () => {
    const email = await addReader();
    const tokens: string[] = [];
    for (let i = 0; i < 11; i++) tokens.push(await signIn(email));
    expect(await session(tokens[0])).toBe(403);
    expect(await stored(tokens[0])).toBe(0);
    for (const token of tokens.slice(1)) expect(await session(token)).toBe(200);
  });

  it('caps the sessions of a reader at settings.max_sessions_per_reader', async () => {
    await gate.db.exec('update docs_private.settings set max_sessions_per_reader = 2');
    try {
      const email = await addReader();
      const [first, second, third] = [await signIn(email), await signIn(email), await signIn(email)];
      expect([await session(first), await session(second), await session(third)]).toEqual([403, 200, 200]);
    } finally {
      await gate.db.exec('update docs_private.settings set max_sessions_per_reader = 10');
    }
  });

  it('does not let the old token of a reader whose access expired work again once the access is extended', async () => {
    const email = await addReader(inAMinute());
    const token = await signIn(email);
    await setAccess(email, `now() - interval '1 second'`);
    expect(await session(token)).toBe(403);
    await setAccess(email, `now() + interval '30 days'`);
    expect(await session(token)).toBe(403);
    expect(await session(await signIn(email))).toBe(200);
  });

  it('does not let the old token of a reader whose access was ended work again once the access is given back', async () => {
    const email = await addReader();
    const token = await signIn(email);
    await setAccess(email, `now() - interval '1 second'`);
    expect(await session(token)).toBe(403);
    await setAccess(email, 'null');
    expect(await session(token)).toBe(403);
  });

  it('keeps a session alive while the access expiry only moves later', async () => {
    const email = await addReader(inAMinute());
    const token = await signIn(email);
    await setAccess(email, `now() + interval '1 day'`);
    expect(await session(token)).toBe(200);
  });
});

describe('the session hygiene migration on a database at the previous head', () => {
  it('ends the sessions of readers whose access had already expired, so extending it later revives none', async () => {
    const db = await openPglite();
    try {
      const migrations = await readMigrations();
      const hygiene = migrations.findIndex((m) => m.name === 'session_hygiene');
      expect(hygiene).toBeGreaterThan(0);
      for (const m of migrations.slice(0, hygiene)) await db.exec(m.sql);
      const rpc = new RpcRunner(db);
      await rpc.loadSchema();
      const email = 'before@example.com';
      await call(rpc, 'service_role', 'docs_admin_add_reader', { email, password: 'reader password', access_expires_at: inAMinute() });
      const { body } = await call(rpc, 'anon', 'docs_sign_in', { email, password: 'reader password' });
      await db.query(`update docs_private.readers set access_expires_at = now() - interval '1 second'`);

      for (const m of migrations.slice(hygiene)) await db.exec(m.sql);
      await db.query(`update docs_private.readers set access_expires_at = now() + interval '30 days'`);
      expect((await call(rpc, 'anon', 'docs_session', { token: body.token })).status).toBe(403);
    } finally {
      await db.close();
    }
  });
});
