import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageFileIndex } from '../../../src/compiler/emit/page-file-index.ts';
import type { PageFileSink } from '../../../src/compiler/emit/page-files.ts';
import { createRenderer } from '../../../src/compiler/render/index.ts';
import type { MemoryFolder } from '../../../src/compiler/read/memory-folder.ts';
import { compilerFor, fixtureSite } from './helpers.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** An output folder in memory: what a build wrote, and which files it wrote this time. */
class MemorySink implements PageFileSink {
  readonly files = new Map<string, string>();
  written: string[] = [];
  write(path: string, json: string): void {
    this.files.set(path, json);
    this.written.push(path);
  }
  keep(path: string, size: number): boolean {
    return Buffer.byteLength(this.files.get(path) ?? '') === size && this.files.has(path);
  }
}

/** One `docgate build` of the folder: a renderer of its own, the index as the last build saved it. */
async function build(folder: MemoryFolder, sink: MemorySink, indexFile: string, version = 'v1') {
  const renderer = createRenderer({ cacheDir: null, threads: 1 });
  const pageIndex = new PageFileIndex(indexFile, version);
  sink.written = [];
  try {
    const result = await compilerFor(folder, false, { render: renderer.render, pageSink: sink, pageIndex }).build();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    pageIndex.save();
    const files = new Map(result.manifest!.routes.map((route) => [route.path, route.file]));
    return { files, written: sink.written };
  } finally {
    await renderer.close();
  }
}

describe('page files kept from the last build', () => {
  const indexFile = () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgate-page-index-'));
    dirs.push(dir);
    return join(dir, 'page-files.json');
  };

  it('are not made again when nothing they are made from changed', async () => {
    const [folder, sink, index] = [fixtureSite(), new MemorySink(), indexFile()];
    const first = await build(folder, sink, index);
    expect(first.written.length).toBeGreaterThan(10);
    const second = await build(folder, sink, index);
    expect(second.written).toEqual([]);
    expect(second.files).toEqual(first.files);
  });

  it('are made again for the pages an edit reaches: its own, its neighbours, the pages linking to it', async () => {
    const [folder, sink, index] = [fixtureSite(), new MemorySink(), indexFile()];
    const first = await build(folder, sink, index);
    const install = 'docs/01-guides/02-install.md';
    const text = new TextDecoder().decode(folder.read(folder.path(install))!);
    // a new title (the neighbours' previous/next links) and a new URL (the links to it)
    folder.write(install, text.replace('title: Installation', 'title: Installing\nslug: /setup-now'));
    const second = await build(folder, sink, index);
    const changed = [...second.files].filter(([path, file]) => first.files.get(path) !== file).map(([path]) => path);
    expect(changed).toContain('/docs/setup-now');
    expect(changed).toContain('/docs/guides/getting-started');
    expect(second.written.length).toBe(changed.length);

    // each file is what a build without the index makes of the edited site
    const fresh = new MemorySink();
    const cold = await build(folder, fresh, indexFile());
    expect(second.files).toEqual(cold.files);
    for (const file of second.files.values()) expect(sink.files.get(file)).toBe(fresh.files.get(file));
  });

  it('are all made again by another version of the compiler, and when the file went missing', async () => {
    const [folder, sink, index] = [fixtureSite(), new MemorySink(), indexFile()];
    const first = await build(folder, sink, index);
    expect((await build(folder, sink, index, 'v2')).written).toHaveLength(first.written.length);
    const gone = first.files.get('/docs/intro')!;
    sink.files.delete(gone);
    expect((await build(folder, sink, index, 'v2')).written).toEqual([gone]);
  });
});
