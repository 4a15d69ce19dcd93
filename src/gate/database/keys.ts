import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeSecret } from './state.ts';
import type { GateRole } from './errors.ts';

const keysSchema = z.object({ anonKey: z.string().min(32), serviceRoleKey: z.string().min(32) });
export type LocalKeys = z.output<typeof keysSchema>;

/** The local server's two API keys: random, made on first start, kept in the state folder (mode 600). */
export async function loadOrCreateKeys(stateDir: string): Promise<LocalKeys> {
  const file = join(stateDir, 'keys.json');
  try {
    return keysSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = {
    anonKey: `docgate_anon_${randomBytes(24).toString('base64url')}`,
    serviceRoleKey: `docgate_service_${randomBytes(32).toString('base64url')}`,
  };
  await writeSecret(file, `${JSON.stringify(keys, null, 2)}\n`);
  return keys;
}

// digests of equal length, so how long a comparison takes says nothing about the service key
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

// the keys' own digests, made once: every request is checked against them
const known = new WeakMap<LocalKeys, { anon: Buffer; service: Buffer }>();

/** The role a key stands for, or null for an unknown key. */
export function roleForKey(keys: LocalKeys, key: string): GateRole | null {
  const digests = known.get(keys) ?? { anon: digest(keys.anonKey), service: digest(keys.serviceRoleKey) };
  known.set(keys, digests);
  const sent = digest(key);
  if (timingSafeEqual(sent, digests.anon)) return 'anon';
  if (timingSafeEqual(sent, digests.service)) return 'service_role';
  return null;
}
