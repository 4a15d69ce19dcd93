import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_CODES, GATE_MESSAGES } from '../../src/contracts/gate-contract.ts';
import { migrate } from '../../src/gate/database/migrate.ts';
import { RpcRunner } from '../../src/gate/database/rpc.ts';
import type { SqlClient } from '../../src/gate/database/sql.ts';
import { GATE_TARGETS, type GateDatabase } from './support/gate-targets.ts';
import { call, publishFiles, READER, sha256, SITE, type Reply } from './support/gate-calls.ts';
import { openPgSql } from './support/pg-sql.ts';
import { startPostgres, type PostgresCluster } from './support/postgres.ts';

const SERVICE_FUNCTIONS: [string, Record<string, unknown>][] = [
  ['docs_publish_missing', { hashes: [] }],
  ['docs_publish_put_files', { files: [] }],
  ['docs_publish_build', { build_id: 'evil', files: {} }],
  ['docs_publish_patch', { build_id: 'evil', base_build_id: 'x', changes: {} }],
  ['docs_publish_rollback', {}],
  ['docs_publish_prune', { keep: 0 }],
  ['docs_publish_status', {}],
  ['docs_admin_add_reader', { email: 'evil@example.com', password: 'evil password' }],
  ['docs_admin_list_readers', {}],
  ['docs_admin_set_reader_disabled', { email: READER.email, disabled: true }],
  ['docs_admin_remove_reader', { email: READER.email }],
  ['docs_admin_set_password', { email: READER.email, password: 'evil password' }],
];

const INJECTIONS = [
  `' or '1'='1`,
  `${READER.email}' --`,
  `x'); delete from docs_private.readers; --`,
  `"; drop schema docs_private cascade; --`,
];

// nothing of the site may be in a denial
const expectNoContent = (reply: Reply) => {
  const text = JSON.stringify(reply.body);
  expect(text).not.toContain('secret-text');
  expect(text).not.toContain('schemaVersion');
};

describe.each(GATE_TARGETS)('an attacker against the gate on $name', (target) => {
  let gate: GateDatabase;
  const passwords = [READER.password];
  beforeAll(async () => {
    gate = await target.open();
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', READER);
    await publishFiles(gate.rpc, 'b1', SITE);
  });
  afterAll(() => gate?.close());

  const signIn = (email = READER.email, password = READER.password) => call(gate.rpc, 'anon', 'docs_sign_in', { email, password });
  const file = (token: unknown, path = 'manifest.json') => call(gate.rpc, 'anon', 'docs_file', { token, path });
  const asAnon = (sql: string) =>
    gate.db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return tx.query(sql);
    });

  it('cannot select any table of docs_private as anon', async () => {
    const tables = await gate.db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'docs_private'`);
    expect(tables.map((t) => t.name).sort()).toEqual([
      'build_files',
      'builds',
      'failed_sign_ins',
      'files',
      'live_build',
      'readers',
      'sessions',
      'settings',
    ]);
    for (const { name } of tables) {
      await expect(asAnon(`select * from docs_private.${name}`)).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('cannot tell known emails from unknown ones by time after the bcrypt cost is raised: the dummy hash follows it', async () => {
    const dummyCost = async () =>
      (await gate.db.query<{ hash: string }>('select dummy_hash as hash from docs_private.settings'))[0]!.hash.split('$')[2];
    expect(await dummyCost()).toBe('10');
    await gate.db.exec('update docs_private.settings set bcrypt_cost = 11');
    try {
      expect(await dummyCost()).toBe('11');
      expect((await signIn('nobody@example.com', 'any password')).body.code).toBe(GATE_CODES.invalidCredentials);
    } finally {
      await gate.db.exec('update docs_private.settings set bcrypt_cost = 10');
    }
    expect(await dummyCost()).toBe('10');
  });

  it('cannot call the private helpers as anon', async () => {
    await expect(asAnon(`select docs_private.live_session('x')`)).rejects.toMatchObject({ code: '42501' });
  });

  it.each(SERVICE_FUNCTIONS)('cannot call %s as anon (401, nothing changed)', async (fn, args) => {
    const reply = await call(gate.rpc, 'anon', fn, args);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: '42501' });
    expect((await signIn()).status).toBe(200);
  });

  it('gets no file without a token, with an empty, random or malformed one', async () => {
    for (const token of [null, '', randomBytes(32).toString('hex'), 'not-a-token', `${'a'.repeat(64)}' or '1'='1`]) {
      const reply = await file(token);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: GATE_CODES.invalidSession, message: GATE_MESSAGES.invalidSession });
      expectNoContent(reply);
    }
  });

  it('gets no file with an expired token', async () => {
    const { body } = await signIn();
    await gate.db.query(
      `update docs_private.sessions set expires_at = now() - interval '1 second' where token_hash = sha256(convert_to($1, 'UTF8'))`,
      [body.token],
    );
    const reply = await file(body.token);
    expect(reply.status).toBe(403);
    expectNoContent(reply);
  });

  it('gets no file with a signed-out token', async () => {
    const { body } = await signIn();
    await call(gate.rpc, 'anon', 'docs_sign_out', { token: body.token });
    const reply = await file(body.token);
    expect(reply.body.code).toBe(GATE_CODES.invalidSession);
    expectNoContent(reply);
  });

  it('gets nothing with the token of a disabled reader, and cannot sign in as one', async () => {
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', { email: 'off@example.com', password: 'off password' });
    passwords.push('off password');
    const { body } = await signIn('off@example.com', 'off password');
    await call(gate.rpc, 'service_role', 'docs_admin_set_reader_disabled', { email: 'off@example.com', disabled: true });
    const reply = await file(body.token);
    expect(reply.body.code).toBe(GATE_CODES.invalidSession);
    expectNoContent(reply);
    const again = await signIn('off@example.com', 'off password');
    expect(again).toEqual({ status: 403, body: expect.objectContaining({ code: GATE_CODES.invalidCredentials }) });
  });

  it('gets nothing once the reader is past the access expiry', async () => {
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', {
      email: 'late@example.com',
      password: 'late password',
      access_expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    passwords.push('late password');
    const { body } = await signIn('late@example.com', 'late password');
    expect(Date.parse(body.expires_at)).toBeLessThanOrEqual(Date.now() + 60_000);
    await gate.db.exec(`update docs_private.readers set access_expires_at = now() - interval '1 second' where email = 'late@example.com'`);
    expectNoContent(await file(body.token));
    expect((await file(body.token)).status).toBe(403);
    expect((await signIn('late@example.com', 'late password')).body.code).toBe(GATE_CODES.invalidCredentials);
  });

  it('cannot sign in with SQL in the email or password, and the readers stay intact', async () => {
    for (const text of INJECTIONS) {
      expect((await signIn(text, READER.password)).body.code).toBe(GATE_CODES.invalidCredentials);
      expect((await signIn(READER.email.replace('reader', 'injected'), text)).body.code).toBe(GATE_CODES.invalidCredentials);
    }
    const [{ count }] = await gate.db.query<{ count: number }>('select count(*)::int as count from docs_private.readers');
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await signIn()).status).toBe(200);
  });

  it('gets only not-found for SQL or traversal in the path', async () => {
    const { body } = await signIn();
    for (const path of [
      ...INJECTIONS,
      '../manifest.json',
      'pages/../manifest.json',
      '/manifest.json',
      './manifest.json',
      'pages/..%2fmanifest.json',
      'pages\\..\\manifest.json',
      '/etc/passwd',
      'x'.repeat(5000),
    ]) {
      const reply = await file(body.token, path);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: GATE_CODES.notFound, message: GATE_MESSAGES.notFound });
      expectNoContent(reply);
    }
    // text cannot hold NUL: postgres refuses the argument itself (400), before any lookup
    const nul = await file(body.token, 'manifest.json\u0000');
    expect(nul.status).toBe(400);
    expectNoContent(nul);
  });

  it('gets the same answer for an unknown email as for a wrong password, at the cost of one bcrypt', async () => {
    const unknown = await signIn('nobody@example.com', 'whatever password');
    const wrong = await signIn('someone@example.com', 'whatever password');
    expect(unknown).toEqual(wrong);
    // count the bcrypt calls of one sign-in of an unknown email (statistics of this transaction only)
    const calls = await gate.db.transaction(async (tx) => {
      await tx.exec(`set local track_functions = 'all'; set local role anon`);
      await tx.query(`select public.docs_sign_in('ghost@example.com', 'any password')`);
      await tx.exec('reset role');
      return tx.query<{ calls: number }>(
        `select coalesce(sum(calls), 0)::int as calls from pg_stat_xact_user_functions where funcname = 'crypt'`,
      );
    });
    expect(calls[0].calls).toBe(1);
  });

  it('locks an email for 15 minutes after 5 failures, even with the right password', async () => {
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', { email: 'target@example.com', password: 'target password' });
    passwords.push('target password');
    for (let i = 0; i < 5; i++) expect((await signIn('target@example.com', `guess ${i} password`)).status).toBe(403);
    const locked = await signIn('target@example.com', 'target password');
    expect(locked).toEqual({
      status: 429,
      body: { code: GATE_CODES.throttled, message: GATE_MESSAGES.throttled, details: null, hint: null },
    });
    // another email is not affected
    expect((await signIn()).status).toBe(200);
    await gate.db.exec(`update docs_private.failed_sign_ins set attempted_at = attempted_at - interval '14 minutes'`);
    expect((await signIn('target@example.com', 'target password')).status).toBe(429);
    await gate.db.exec(`update docs_private.failed_sign_ins set attempted_at = attempted_at - interval '2 minutes'`);
    expect((await signIn('target@example.com', 'target password')).status).toBe(200);
  });

  it('names the configured lockout in the lockout message', async () => {
    await gate.db.exec(`update docs_private.settings set lockout = interval '1 minute'`);
    try {
      for (let i = 0; i < 5; i++) await signIn('brief@example.com', `guess ${i} password`);
      expect((await signIn('brief@example.com', 'guess 9 password')).body).toMatchObject({
        code: GATE_CODES.throttled,
        message: 'Too many failed sign-in attempts. Try again in 1 minute.',
      });
    } finally {
      await gate.db.exec(`update docs_private.settings set lockout = interval '15 minutes'`);
    }
  });

  it('throttles unknown emails the same way, so a lockout reveals nothing', async () => {
    for (let i = 0; i < 5; i++) await signIn('unknown@example.com', `guess ${i} password`);
    expect((await signIn('unknown@example.com', 'guess 9 password')).status).toBe(429);
  });

  it('gets a plain validation error for an email the readers table would refuse, never the row with its hash', async () => {
    const reply = await call(gate.rpc, 'service_role', 'docs_admin_add_reader', { email: 'a@', password: 'long enough password' });
    expect(reply).toEqual({ status: 400, body: { code: '22023', message: 'Enter a valid email address', details: null, hint: null } });
  });

  it('stores tokens only as their SHA-256', async () => {
    const { body } = await signIn();
    const dump = await dumpPrivate(gate);
    expect(dump).not.toContain(body.token);
    const rows = await gate.db.query<{ hash: string }>(`select encode(token_hash, 'hex') as hash from docs_private.sessions`);
    expect(rows.map((r) => r.hash)).toContain(sha256(body.token));
  });

  it('never keeps a password in any table or in the database log', async () => {
    const dump = await dumpPrivate(gate);
    const log = await gate.serverLog();
    for (const password of [...passwords, 'whatever password', 'guess 1 password']) {
      expect(dump).not.toContain(password);
      expect(log).not.toContain(password);
    }
    const hashes = await gate.db.query<{ hash: string }>('select password_hash as hash from docs_private.readers');
    for (const { hash } of hashes) expect(hash).toMatch(/^\$2[abxy]\$1\d\$/);
  });
});

// PGlite runs one call at a time; a PostgreSQL server takes them in parallel, one connection each
describe('parallel guesses at one email on PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  const connections: SqlClient[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    for (let i = 0; i < 8; i++) connections.push(await openPgSql(cluster.url));
    await migrate(connections[0]);
  });
  afterAll(async () => {
    await Promise.all(connections.map((db) => db.close()));
    await cluster?.stop();
  });

  it('still get only 5 tries: the guesses past the limit are throttled', async () => {
    const runners = await Promise.all(
      connections.map(async (db) => {
        const rpc = new RpcRunner(db);
        await rpc.loadSchema();
        return rpc;
      }),
    );
    const replies = await Promise.all(
      runners.map((rpc, i) => call(rpc, 'anon', 'docs_sign_in', { email: 'target@example.com', password: `guess ${i} password` })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
  });
});

async function dumpPrivate(gate: GateDatabase): Promise<string> {
  const tables = await gate.db.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables where schemaname in ('docs_private', 'public')`,
  );
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const rows = await gate.db.query<{ row: string }>(`select t::text as row from ${schema}.${name} t`);
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}
