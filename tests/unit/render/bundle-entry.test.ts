import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCliBundle, bundleToFile } from '../../../src/compiler/render/bundle-entry.mjs';
import { bundleRenderModule } from '../../../src/compiler/render/bundle.ts';
import { defaultRenderModule } from '../../../src/compiler/render/index.ts';

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
    const code = await readFile(fileURLToPath(file!), 'utf8');
    // esbuild heads each bundled module with a comment naming its file
    const bundled = (name: string) => code.includes(`// node_modules/${name}/`);
    expect(bundled('minisearch')).toBe(true);
    // loading unified, remark, rehype and shiki up front held back the start of the worker threads (~130 ms)
    for (const renderer of ['unified', 'micromark', 'remark-parse', 'rehype-sanitize']) expect(bundled(renderer)).toBe(false);
    expect(code).not.toMatch(/^import .* from "shiki";$/m);
  });

  it('and the renderer bundle the packages they use, but shiki, which loads its grammars from its own files', async () => {
    const packagesImported = async (file: string | null) =>
      [...(await readFile(fileURLToPath(file!), 'utf8')).matchAll(/^import .* from "([^"]+)";$/gm)]
        .map((m) => m[1]!)
        .filter((name) => !isBuiltin(name));
    expect(await packagesImported(await buildCliBundle())).toEqual([]);
    expect(new Set(await packagesImported(await bundleRenderModule(defaultRenderModule)))).toEqual(new Set(['shiki']));
  });
});
