import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_CODES, GATE_MESSAGES } from '../../src/contracts/gate-contract.ts';
import { GATE_TARGETS, type GateDatabase } from './support/gate-targets.ts';
import { call, publishFiles, READER, SITE } from './support/gate-calls.ts';

describe.each(GATE_TARGETS)('the gate on $name', (target) => {
  let gate: GateDatabase;
  beforeAll(async () => {
    gate = await target.open();
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', READER);
    await publishFiles(gate.rpc, 'b1', SITE);
  });
  afterAll(() => gate?.close());

  const signIn = async (email = READER.email, password = READER.password) => call(gate.rpc, 'anon', 'docs_sign_in', { email, password });

  it('applies the migration a second time without changing anything', async () => {
    const { migrate } = await import('../../src/gate/database/migrate.ts');
    expect(await migrate(gate.db)).toEqual([]);
    const { readMigrations } = await import('../../src/gate/database/migrate.ts');
    // the file itself is re-runnable too, as psql on a hosted project would do
    for (const m of await readMigrations()) await gate.db.exec(m.sql);
    expect((await signIn()).status).toBe(200);
  });

  it('signs a reader in with a 256-bit token, the email and the expiry', async () => {
    const reply = await signIn('  Reader@Example.com ');
    expect(reply.status).toBe(200);
    expect(reply.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.body.email).toBe(READER.email);
    const days = (Date.parse(reply.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('gives every sign-in a new token', async () => {
    const a = await signIn();
    const b = await signIn();
    expect(a.body.token).not.toBe(b.body.token);
  });

  it('answers a live session with the email and expiry', async () => {
    const { body } = await signIn();
    const session = await call(gate.rpc, 'anon', 'docs_session', { token: body.token });
    expect(session).toEqual({ status: 200, body: { email: READER.email, expires_at: body.expires_at } });
  });

  it('serves the live build files to a live session', async () => {
    const { body } = await signIn();
    const manifest = await call(gate.rpc, 'anon', 'docs_file', { token: body.token, path: 'manifest.json' });
    expect(manifest).toEqual({ status: 200, body: SITE['manifest.json'] });
    const page = await call(gate.rpc, 'anon', 'docs_file', { token: body.token, path: 'pages/abc123.json' });
    expect(page.body.html).toContain('page-secret-text');
  });

  it('answers a missing file with PT404 and the not-found message', async () => {
    const { body } = await signIn();
    const reply = await call(gate.rpc, 'anon', 'docs_file', { token: body.token, path: 'pages/nope.json' });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: GATE_CODES.notFound, message: GATE_MESSAGES.notFound });
  });

  it('ends the session on sign-out', async () => {
    const { body } = await signIn();
    expect((await call(gate.rpc, 'anon', 'docs_sign_out', { token: body.token })).status).toBe(204);
    const after = await call(gate.rpc, 'anon', 'docs_session', { token: body.token });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: GATE_CODES.invalidSession, message: GATE_MESSAGES.invalidSession });
  });

  it('ends a session that sat idle past the idle lifetime', async () => {
    const { body } = await signIn();
    await gate.db.exec(`update docs_private.sessions set idle_expires_at = now() - interval '1 second'`);
    expect((await call(gate.rpc, 'anon', 'docs_session', { token: body.token })).status).toBe(403);
  });

  it('keeps an active session alive by pushing its idle expiry forward', async () => {
    const { body } = await signIn();
    await gate.db.exec(
      `update docs_private.sessions set last_seen_at = now() - interval '2 days', idle_expires_at = now() + interval '5 days'`,
    );
    expect((await call(gate.rpc, 'anon', 'docs_session', { token: body.token })).status).toBe(200);
    const [row] = await gate.db.query<{ days: number }>(
      `select extract(epoch from max(idle_expires_at) - now())::float / 86400 as days from docs_private.sessions`,
    );
    expect(row.days).toBeGreaterThan(6.9);
  });

  it('makes a new build live and rolls back to the previous one', async () => {
    const { body } = await signIn();
    const read = async () => (await call(gate.rpc, 'anon', 'docs_file', { token: body.token, path: 'manifest.json' })).body;
    await publishFiles(gate.rpc, 'b2', { ...SITE, 'manifest.json': { buildId: 'b2' } });
    expect(await read()).toEqual({ buildId: 'b2' });
    const rolled = await call(gate.rpc, 'service_role', 'docs_publish_rollback');
    expect(rolled.body).toEqual({ build_id: 'b1', previous_build_id: 'b2' });
    expect(await read()).toEqual(SITE['manifest.json']);
  });

  it('refuses a build whose file content was never uploaded, leaving the live build in place', async () => {
    const reply = await call(gate.rpc, 'service_role', 'docs_publish_build', {
      build_id: 'b3',
      files: { 'manifest.json': 'f'.repeat(64) },
    });
    expect(reply.status).toBe(400);
    const status = await call(gate.rpc, 'service_role', 'docs_publish_status');
    expect(status.body.live_build_id).toBe('b1');
  });

  it('lists readers with their status and last sign-in, without any hash', async () => {
    const { body } = await call(gate.rpc, 'service_role', 'docs_admin_list_readers');
    expect(body).toEqual([
      expect.objectContaining({ email: READER.email, status: 'active', disabled: false, last_sign_in_at: expect.any(String) }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);
  });

  it('refuses a second reader with the same email in another case', async () => {
    const reply = await call(gate.rpc, 'service_role', 'docs_admin_add_reader', {
      email: 'READER@example.com',
      password: 'another password',
    });
    expect(reply.status).toBe(409);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const reply = await call(gate.rpc, 'service_role', 'docs_admin_add_reader', { email: 'short@example.com', password: 'short' });
    expect(reply).toMatchObject({ status: 400, body: { message: 'Password must be at least 8 characters' } });
  });

  it('ends every session of a reader whose password changes', async () => {
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', { email: 'change@example.com', password: 'first password' });
    const { body } = await signIn('change@example.com', 'first password');
    await call(gate.rpc, 'service_role', 'docs_admin_set_password', { email: 'change@example.com', password: 'second password' });
    expect((await call(gate.rpc, 'anon', 'docs_session', { token: body.token })).status).toBe(403);
    expect((await signIn('change@example.com', 'first password')).status).toBe(403);
    expect((await signIn('change@example.com', 'second password')).status).toBe(200);
  });

  it('lets a re-enabled reader sign in again and forgets a removed one', async () => {
    await call(gate.rpc, 'service_role', 'docs_admin_add_reader', { email: 'gone@example.com', password: 'gone password' });
    await call(gate.rpc, 'service_role', 'docs_admin_set_reader_disabled', { email: 'gone@example.com', disabled: true });
    expect((await signIn('gone@example.com', 'gone password')).status).toBe(403);
    await call(gate.rpc, 'service_role', 'docs_admin_set_reader_disabled', { email: 'gone@example.com', disabled: false });
    expect((await signIn('gone@example.com', 'gone password')).status).toBe(200);
    await call(gate.rpc, 'service_role', 'docs_admin_remove_reader', { email: 'gone@example.com' });
    expect((await signIn('gone@example.com', 'gone password')).status).toBe(403);
    const again = await call(gate.rpc, 'service_role', 'docs_admin_remove_reader', { email: 'gone@example.com' });
    expect(again.status).toBe(404);
  });

  it('prunes builds beyond the kept ones and the file bodies only they used', async () => {
    await publishFiles(gate.rpc, 'p1', { 'manifest.json': { n: 'p1' } });
    await publishFiles(gate.rpc, 'p2', { 'manifest.json': { n: 'p2' } });
    await publishFiles(gate.rpc, 'p3', { 'manifest.json': { n: 'p3' } });
    const pruned = await call(gate.rpc, 'service_role', 'docs_publish_prune', { keep: 1 });
    expect(pruned.body.removed_builds).toBeGreaterThanOrEqual(2);
    const status = await call(gate.rpc, 'service_role', 'docs_publish_status');
    expect(status.body.builds.map((b: { id: string }) => b.id)).toEqual(['p3', 'p2']);
  });
});
