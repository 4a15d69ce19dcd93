import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, save } from './cli-helpers.ts';
import { cleanEnv, REPO, runCli, startProcess, type LongRunning } from './support/cli.ts';
import { freePort } from './support/postgres.ts';

describe('docgate builds and publish --rollback while docgate dev runs', () => {
  let root: string;
  let dev: LongRunning;
  let env: NodeJS.ProcessEnv;
  const intro = () => join(root, 'content', 'docs', 'intro.md');
  const liveRow = (table: string) =>
    table
      .split('\n')
      .find((line) => /\slive\s/.test(line))
      ?.split(/\s+/)[0];

  beforeAll(async () => {
    root = await copyFixture();
    env = cleanEnv({ DOCGATE_PORT: String(await freePort()) });
    dev = startProcess(process.execPath, [join(REPO, 'bin', 'docgate.mjs'), 'dev'], { cwd: root, env });
    await dev.waitFor(/Stop: Ctrl-C/, 240_000);
  }, 300_000);
  afterAll(async () => {
    await dev?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('lists the builds with the live one marked, and the dev terminal tells of a rollback and of the save that replaces it', {
    timeout: 240_000,
  }, async () => {
    const first = liveRow((await runCli(['builds'], { cwd: root, env })).stdout);
    expect(first).toMatch(/^[0-9a-f]+$/);

    await save(intro(), `${await readFile(intro(), 'utf8')}\nA second build.\n`);
    await dev.waitFor(/rebuilt docs\/intro\.md/);
    let table = '';
    for (let i = 0; i < 100 && (liveRow(table) === undefined || liveRow(table) === first); i++) {
      table = (await runCli(['builds'], { cwd: root, env })).stdout;
    }
    expect(table.split('\n')[0]).toMatch(/^BUILD\s+PUBLISHED\s+LIVE\s+FILES$/);
    const second = liveRow(table);
    expect(second).not.toBe(first);

    const rollback = await runCli(['publish', '--rollback'], { cwd: root, env });
    expect(rollback.code).toBe(0);
    await dev.waitFor(new RegExp(`rolled back: build ${first} is live again`));
    expect(liveRow((await runCli(['builds'], { cwd: root, env })).stdout)).toBe(first);

    await save(intro(), `${await readFile(intro(), 'utf8')}\nA third build.\n`);
    await dev.waitFor(new RegExp(`over the rolled-back build ${first}`));
  });
});
