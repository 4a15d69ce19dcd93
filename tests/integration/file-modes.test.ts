import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedGate } from '../../src/gate/database/embedded.ts';

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/** Every path under `dir` (itself included) whose mode is not 0700 for a folder and 0600 for a file. */
async function notOwnerOnly(dir: string): Promise<string[]> {
  const wrong: string[] = [];
  if ((await modeOf(dir)) !== 0o700) wrong.push(`${dir} ${(await modeOf(dir)).toString(8)}`);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const wanted = entry.isDirectory() ? 0o700 : 0o600;
    if ((await modeOf(path)) !== wanted) wrong.push(`${path} ${(await modeOf(path)).toString(8)}`);
  }
  return wrong;
}

describe('the state folder of the embedded gate', () => {
  let root: string;
  let previousUmask: number;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'docgate-modes-'));
    // the usual umask, whatever the test runner's is: files would come out 0644
    previousUmask = process.umask(0o022);
  });
  afterAll(async () => {
    process.umask(previousUmask);
    await rm(root, { recursive: true, force: true });
  });

  it("is the owner's only, database files included, and a folder left world-readable is closed on start", async () => {
    const stateDir = join(root, '.docgate');
    await mkdir(stateDir, { mode: 0o755 });
    await chmod(stateDir, 0o755);
    const gate = await openEmbeddedGate({ stateDir });
    try {
      expect(await modeOf(stateDir)).toBe(0o700);
      expect(await modeOf(join(stateDir, 'keys.json'))).toBe(0o600);
      expect(await modeOf(join(stateDir, 'db.lock'))).toBe(0o600);
      expect(await notOwnerOnly(join(stateDir, 'db'))).toEqual([]);
    } finally {
      await gate.close();
    }
  });

  it('closes the files of a database an older docgate left readable', async () => {
    const stateDir = join(root, '.docgate');
    const db = join(stateDir, 'db');
    await chmod(stateDir, 0o755);
    await chmod(db, 0o755);
    await chmod(join(db, 'PG_VERSION'), 0o644);
    await chmod(join(db, 'base'), 0o755);
    const gate = await openEmbeddedGate({ stateDir });
    await gate.close();
    expect(await modeOf(stateDir)).toBe(0o700);
    expect(await notOwnerOnly(db)).toEqual([]);
  });
});
