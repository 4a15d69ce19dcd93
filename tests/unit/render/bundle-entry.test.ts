import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCliBundle, bundleToFile } from '../../../pipeline/render/bundle-entry.mjs';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
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

describe('the bundled build command', () => {
  it('leaves the markdown renderer to the render threads, which load it when they first render', async () => {
    const file = await buildCliBundle();
    expect(file).not.toBeNull();
    const imports = [...(await readFile(fileURLToPath(file!), 'utf8')).matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    // loading unified, remark, rehype and shiki up front held back the start of the worker threads (~130 ms)
    expect(imports).toContain('minisearch');
    for (const renderer of ['unified', 'remark-parse', 'remark-gfm', 'rehype-sanitize', 'shiki']) expect(imports).not.toContain(renderer);
  });
});
