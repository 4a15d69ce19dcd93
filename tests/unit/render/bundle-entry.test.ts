import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleToFile } from '../../../pipeline/render/bundle-entry.mjs';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bundleToFile', () => {
  it('reuses the bundle while its sources are unchanged and rebuilds it after an edit', async () => {
    dir = await mkdtemp(join(tmpdir(), 'docgate-bundle-'));
    const source = { contents: `export { answer } from './answer.ts';\n`, resolveDir: dir };
    await writeFile(join(dir, 'answer.ts'), 'export const answer: number = 41;\n');
    const first = await bundleToFile(source, 'test-answer');
    expect(first).not.toBeNull();
    expect((await import(first!)).answer).toBe(41);
    expect(await bundleToFile(source, 'test-answer')).toBe(first);

    await writeFile(join(dir, 'answer.ts'), 'export const answer: number = 42 + 0;\n');
    const second = await bundleToFile(source, 'test-answer');
    expect(second).not.toBe(first);
    expect((await import(second!)).answer).toBe(42);
  });
});
