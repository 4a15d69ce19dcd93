import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, runCli } from './support/cli.ts';
import { startLocalGate, type LocalGate } from './support/local-gate.ts';
import { tempDir } from './support/site-dir.ts';
import { supabaseFor } from './support/supabase.ts';

describe('docgate users on the embedded database', () => {
  let project: string;
  const env = cleanEnv();
  beforeAll(async () => {
    project = await tempDir('docgate-users-');
  });
  afterAll(() => rm(project, { recursive: true, force: true }));
  const users = (args: string[], input?: string) => runCli(['users', ...args], { cwd: project, env, input });

  it('adds a reader with a generated password printed once, and lists them', async () => {
    const added = await users(['add', 'gen@example.com', '--generate', '--expires', '2099-01-31']);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added gen@example.com on the embedded database');
    const password = /Password \(shown once, share it privately\): (\S{16})/.exec(added.stdout)?.[1];
    expect(password).toBeDefined();
    const list = await users(['list']);
    expect(list.stdout).toMatch(/^EMAIL\s+STATUS\s+CREATED\s+LAST SIGN-IN\s+ACCESS UNTIL/);
    expect(list.stdout).toMatch(/gen@example\.com\s+active\s+\S+ \S+\s+never\s+2099-01-31 00:00/);
    expect(list.stdout).not.toContain(password!);
  });

  it('refuses an access expiry in the past, which would make a reader who can never sign in', async () => {
    const result = await users(['add', 'past@example.com', '--generate', '--expires', '2020-01-31']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--expires 2020-01-31 is in the past');
    expect((await users(['list'])).stdout).not.toContain('past@example.com');
  });

  it('never takes a password from the command line', async () => {
    const result = await users(['add', 'argv@example.com', '--password', 'in plain sight']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--password'");
  });

  it('asks for --password-stdin or --generate when there is no terminal', async () => {
    const result = await users(['add', 'tty@example.com']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pass --password-stdin');
  });

  // seven CLI runs, each opening the embedded database: minutes on a loaded 2-core machine
  it('disables, enables, changes the password of and removes a reader', { timeout: 240_000 }, async () => {
    expect((await users(['add', 'life@example.com', '--password-stdin'], 'first life password\n')).code).toBe(0);
    expect((await users(['disable', 'life@example.com'])).stdout).toContain('life@example.com is disabled; their sessions have ended.');
    expect((await users(['list'])).stdout).toMatch(/life@example\.com\s+disabled/);
    expect((await users(['enable', 'life@example.com'])).stdout).toContain('life@example.com is active.');
    const changed = await users(['set-password', 'life@example.com', '--password-stdin'], 'second life password');
    expect(changed.stdout).toContain('New password set for life@example.com; their sessions have ended.');
    expect((await users(['remove', 'life@example.com'])).stdout).toContain(
      'Removed life@example.com from the embedded database (.docgate/db); their sessions have ended.',
    );
    expect((await users(['list'])).stdout).not.toContain('life@example.com');
  });

  it('explains a missing reader and a too-short password in one line with exit code 1', async () => {
    const missing = await users(['disable', 'nobody@example.com']);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr.trim()).toBe('No reader with that email (the embedded database (.docgate/db))');
    const short = await users(['add', 'short@example.com', '--password-stdin'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 8 characters');
  });
});

describe('docgate users against a Supabase project (SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY)', () => {
  let local: LocalGate;
  let project: string;
  beforeAll(async () => {
    local = await startLocalGate();
    project = await tempDir('docgate-users-remote-');
  });
  afterAll(async () => {
    await local?.close();
    await rm(project, { recursive: true, force: true });
  });

  it('adds a reader over supabase-js who can then sign in', async () => {
    const env = cleanEnv({ SUPABASE_URL: local.url, SUPABASE_SERVICE_ROLE_KEY: local.gate.keys.serviceRoleKey });
    const added = await runCli(['users', 'add', 'remote@example.com', '--password-stdin'], {
      cwd: project,
      env,
      input: 'remote password 1\n',
    });
    expect(added.stderr).toBe('');
    expect(added.stdout).toContain(`Added remote@example.com on ${local.url}`);
    const { data } = await supabaseFor(local.url, local.gate.keys.anonKey).rpc('docs_sign_in', {
      email: 'remote@example.com',
      password: 'remote password 1',
    });
    expect(data.email).toBe('remote@example.com');
  });

  it('reads SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the project .env', async () => {
    const dir = await tempDir('docgate-users-dotenv-');
    await writeFile(join(dir, '.env'), `SUPABASE_URL=${local.url}\nSUPABASE_SERVICE_ROLE_KEY=${local.gate.keys.serviceRoleKey}\n`);
    const list = await runCli(['users', 'list'], { cwd: dir, env: cleanEnv() });
    await rm(dir, { recursive: true, force: true });
    expect(list.stdout).toMatch(/remote@example\.com\s+active/);
  });

  it('refuses a wrong service key with the 401 message', async () => {
    const env = cleanEnv({ SUPABASE_URL: local.url, SUPABASE_SERVICE_ROLE_KEY: 'not-the-key-0000000000000000000000' });
    const result = await runCli(['users', 'list'], { cwd: project, env });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid API key');
  });

  it('says both variables are needed when only one is set', async () => {
    const result = await runCli(['users', 'list'], { cwd: project, env: cleanEnv({ SUPABASE_URL: local.url }) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
  });
});
