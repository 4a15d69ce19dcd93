import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSecret } from './state.ts';
import type { RpcRunner } from './rpc.ts';
import type { SqlClient } from './sql.ts';

export interface DemoSignIn {
  email: string;
  password: string;
}

const demoFile = (stateDir: string) => join(stateDir, 'demo-reader.json');

/** A password for people to type: 16 characters from 96 random bits. */
export const generatePassword = (): string => randomBytes(12).toString('base64url');

/**
 * On an empty readers table, creates the demo reader (DOCGATE_DEMO_EMAIL / DOCGATE_DEMO_PASSWORD, else
 * demo@example.com with a generated password kept in the state folder). Returns the sign-in to print.
 */
export async function ensureDemoReader(
  db: SqlClient,
  rpc: RpcRunner,
  stateDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DemoSignIn | null> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from docs_private.readers');
  const fromEnv = env.DOCGATE_DEMO_PASSWORD
    ? { email: env.DOCGATE_DEMO_EMAIL || 'demo@example.com', password: env.DOCGATE_DEMO_PASSWORD }
    : null;
  if (count > 0) {
    const kept = fromEnv ?? (await readDemoSignIn(stateDir));
    // the banner prints only a sign-in that works: the reader may have gone, changed password or lost access
    return kept && (await signInWorks(db, kept)) ? kept : null;
  }
  const demo = fromEnv ?? { email: env.DOCGATE_DEMO_EMAIL || 'demo@example.com', password: generatePassword() };
  await rpc.call('service_role', 'docs_admin_add_reader', { email: demo.email, password: demo.password });
  // a password the user chose stays in their environment; only a generated one is kept
  if (!fromEnv) await writeSecret(demoFile(stateDir), `${JSON.stringify(demo, null, 2)}\n`);
  return demo;
}

/** True when `demo` names an active reader whose password it is (checked in the database, no session made). */
async function signInWorks(db: SqlClient, demo: DemoSignIn): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `select extensions.crypt($2, r.password_hash) = r.password_hash as ok
       from docs_private.readers r
      where lower(r.email) = lower($1) and not r.disabled and (r.access_expires_at is null or r.access_expires_at > now())`,
    [demo.email.trim(), demo.password],
  );
  return rows[0]?.ok === true;
}

/** The kept demo sign-in, if any. */
export async function readDemoSignIn(stateDir: string): Promise<DemoSignIn | null> {
  try {
    const value = JSON.parse(await readFile(demoFile(stateDir), 'utf8')) as DemoSignIn;
    return typeof value.email === 'string' && typeof value.password === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the kept demo sign-in when that reader changes password or goes away. */
export async function forgetDemoSignIn(stateDir: string, email: string): Promise<void> {
  const demo = await readDemoSignIn(stateDir);
  if (demo && demo.email.toLowerCase() === email.trim().toLowerCase()) await rm(demoFile(stateDir), { force: true });
}
