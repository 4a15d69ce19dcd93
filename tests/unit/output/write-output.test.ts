import { chmod, mkdtemp, readFile, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// watch the renames the writer makes, to see the order files land in
const renames: string[] = [];
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    renameSync: (from: string, to: string) => {
      renames.push(to);
      return fs.renameSync(from, to);
    },
  };
});

const { OutputSink, threadedOutputSink, writeOutput } = await import('../../../src/compiler/write/index.ts');

let out: string;
beforeEach(async () => {
  out = join(await mkdtemp(join(tmpdir(), 'docgate-out-')), 'site');
  renames.length = 0;
});
afterEach(async () => {
  await rm(join(out, '..'), { recursive: true, force: true });
});

const build = (pages: Record<string, string>) => [
  ...Object.entries(pages).map(([path, content]) => ({ path, content })),
  { path: 'manifest.json', content: JSON.stringify({ pages: Object.keys(pages) }) },
];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('writeOutput', () => {
  it('writes every entry, creating folders, with the manifest landing last', async () => {
    const result = await writeOutput(out, build({ 'pages/a.json': 'A', 'pages/b.json': 'B', 'search/s.json': 'S' }));
    expect(await listFiles(out)).toEqual(['manifest.json', 'pages/a.json', 'pages/b.json', 'search/s.json']);
    expect(await readFile(join(out, 'pages/a.json'), 'utf8')).toBe('A');
    expect(renames.at(-1)).toBe(join(out, 'manifest.json'));
    expect(result.written).toHaveLength(4);
  });

  it('writes through a temp file and leaves no temp file behind', async () => {
    await writeOutput(out, build({ 'pages/a.json': 'A' }));
    expect(renames).toContain(join(out, 'pages/a.json'));
    expect((await readdir(join(out, 'pages'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('writes nothing at all for an empty entry set, keeping the last good build', async () => {
    await writeOutput(out, build({ 'pages/a.json': 'A' }));
    const before = await listFiles(out);
    renames.length = 0;
    const result = await writeOutput(out, []);
    expect(renames).toEqual([]);
    expect(await listFiles(out)).toEqual(before);
    expect(result.written).toEqual([]);
  });

  it('does not create the output folder when the first build fails', async () => {
    await writeOutput(out, []);
    await expect(stat(out)).rejects.toThrow();
  });

  it('removes files of the previous build that the new one no longer has, after the manifest', async () => {
    const first = await writeOutput(out, build({ 'pages/old.json': 'O', 'pages/keep.json': 'K', 'feeds/x/rss.xml': 'R' }));
    renames.length = 0;
    const second = await writeOutput(out, build({ 'pages/keep.json': 'K', 'pages/new.json': 'N' }), { previous: first.state });
    expect(second.removed).toEqual(['feeds/x/rss.xml', 'pages/old.json']);
    expect(await listFiles(out)).toEqual(['manifest.json', 'pages/keep.json', 'pages/new.json']);
    // the emptied folder goes too
    await expect(stat(join(out, 'feeds'))).rejects.toThrow();
  });

  it('finds stale files by reading the folder when no previous state is given (a fresh process)', async () => {
    await writeOutput(out, build({ 'pages/old.json': 'O', 'pages/keep.json': 'K' }));
    const second = await writeOutput(out, build({ 'pages/keep.json': 'K' }));
    expect(second.removed).toEqual(['pages/old.json']);
    expect(await listFiles(out)).toEqual(['manifest.json', 'pages/keep.json']);
  });

  it('does not rewrite files whose bytes are unchanged, with or without previous state', async () => {
    const first = await writeOutput(out, build({ 'pages/a.json': 'A', 'pages/b.json': 'B' }));
    renames.length = 0;
    const again = await writeOutput(out, build({ 'pages/a.json': 'A', 'pages/b.json': 'B2' }), { previous: first.state });
    expect(again.unchanged).toEqual(['manifest.json', 'pages/a.json']);
    expect(renames).toEqual([join(out, 'pages/b.json')]);

    renames.length = 0;
    const fresh = await writeOutput(out, build({ 'pages/a.json': 'A', 'pages/b.json': 'B2' }));
    expect(fresh.written).toEqual([]);
    expect(renames).toEqual([]);
  });

  it('settles each entry the last write was given by reference, without reading its bytes again', async () => {
    const reads = { count: 0 };
    const counted = (path: string, text: string) => {
      const bytes = new TextEncoder().encode(text);
      return {
        path,
        get content() {
          reads.count += 1;
          return bytes;
        },
      };
    };
    const assets = [counted('assets/a.png', 'A'), counted('assets/b.png', 'B')];
    const first = await writeOutput(out, [...assets, { path: 'manifest.json', content: '{}' }]);
    reads.count = 0;
    const second = await writeOutput(out, [...assets, { path: 'manifest.json', content: '{"v":2}' }], { previous: first.state });
    expect(reads.count).toBe(0);
    expect(second.written).toEqual(['manifest.json']);
    expect(second.unchanged).toEqual(['assets/a.png', 'assets/b.png']);
  });

  it('rewrites a file whose name is unchanged but whose bytes on disk differ', async () => {
    await writeOutput(out, build({ 'pages/a.json': 'A' }));
    await writeFile(join(out, 'pages/a.json'), 'tampered');
    const result = await writeOutput(out, build({ 'pages/a.json': 'A' }));
    expect(result.written).toEqual(['pages/a.json']);
    expect(await readFile(join(out, 'pages/a.json'), 'utf8')).toBe('A');
  });

  it('trusts a content-named file of the right size without reading it, and rewrites one of another size', async () => {
    const name = 'pages/0123456789ab.json';
    await writeOutput(out, build({ [name]: 'AAAA' }));
    // same size: the name stands for the content (only a hand edit could make them differ)
    await writeFile(join(out, name), 'BBBB');
    expect((await writeOutput(out, build({ [name]: 'AAAA' }))).unchanged).toContain(name);
    await writeFile(join(out, name), 'tampered');
    expect((await writeOutput(out, build({ [name]: 'AAAA' }))).written).toEqual([name]);
    expect(await readFile(join(out, name), 'utf8')).toBe('AAAA');
  });

  it("keeps the page files a build's sink wrote as it went, with the manifest naming them landing last", async () => {
    const first = await writeOutput(out, build({ 'pages/0123456789ab.json': 'OLD', 'search/s.json': 'S' }));
    const sink = new OutputSink(out);
    sink.write('pages/aaaaaaaaaaaa.json', 'A');
    renames.length = 0;
    const second = await writeOutput(out, build({ 'search/s.json': 'S' }), {
      previous: first.state,
      streamed: new Set(['pages/aaaaaaaaaaaa.json']),
    });
    expect(second.removed).toEqual(['pages/0123456789ab.json']);
    expect(await listFiles(out)).toEqual(['manifest.json', 'pages/aaaaaaaaaaaa.json', 'search/s.json']);
    expect(renames.at(-1)).toBe(join(out, 'manifest.json'));
    // a fresh process reading the folder keeps them too
    const third = await writeOutput(out, build({ 'search/s.json': 'S' }), { streamed: new Set(['pages/aaaaaaaaaaaa.json']) });
    expect(third.removed).toEqual([]);
  });

  it("takes back the files a failed build's sink added, and only those: the last good build stays whole", async () => {
    await writeOutput(out, build({ 'pages/0123456789ab.json': 'KEEP' }));
    const before = await listFiles(out);
    const sink = new OutputSink(out);
    sink.write('pages/0123456789ab.json', 'KEEP');
    sink.write('pages/bbbbbbbbbbbb.json', 'NEW');
    expect(sink.unchanged).toEqual(['pages/0123456789ab.json']);
    expect(sink.written).toEqual(['pages/bbbbbbbbbbbb.json']);
    await sink.discard();
    expect(await listFiles(out)).toEqual(before);
    expect(await readFile(join(out, 'pages/0123456789ab.json'), 'utf8')).toBe('KEEP');
    // what is not named by its content could be a file the manifest reads: never written ahead of it
    expect(() => sink.write('manifest.json', '{}')).toThrow(/content-named/);
  });

  it("writes a threaded sink's page files on its own thread: each whole and closed to other users once flushed, in the same folder writeOutput keeps", async () => {
    const sink = threadedOutputSink(out);
    try {
      const names = Array.from({ length: 40 }, (_, i) => `pages/${i.toString(16).padStart(12, '0')}.json`);
      for (const name of names) sink.write(name, `{"page":"${name}"}`);
      await sink.flush();
      expect(sink.written).toEqual(names);
      for (const name of names) {
        expect(await readFile(join(out, name), 'utf8')).toBe(`{"page":"${name}"}`);
        expect((await stat(join(out, name))).mode & 0o777).toBe(0o640);
      }
      const kept = await writeOutput(out, build({ 'search/s.json': 'S' }), { streamed: new Set(names) });
      expect(kept.removed).toEqual([]);
      expect(await listFiles(out)).toEqual(['manifest.json', ...names, 'search/s.json']);
    } finally {
      await sink.close();
    }
  });

  it("fails a threaded sink's flush with the file that could not be written, and its discard leaves the folder as before", async () => {
    await writeOutput(out, build({ 'pages/0123456789ab.json': 'KEEP' }));
    const before = await listFiles(out);
    // a folder where a page file goes: the rename onto it fails
    await mkdir(join(out, 'pages/cccccccccccc.json'));
    const sink = threadedOutputSink(out);
    try {
      sink.write('pages/aaaaaaaaaaaa.json', 'A');
      sink.write('pages/cccccccccccc.json', 'C');
      sink.write('pages/dddddddddddd.json', 'D');
      await expect(sink.flush()).rejects.toThrow(/cccccccccccc\.json/);
      await sink.discard();
      expect(await listFiles(out)).toEqual(before);
    } finally {
      await sink.close();
    }
  });

  it('never deletes from a folder that holds no docgate manifest', async () => {
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'notes.txt'), 'mine');
    await writeOutput(out, build({ 'pages/a.json': 'A' }));
    expect(await readFile(join(out, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('cleans up temp files an interrupted write left behind', async () => {
    await writeOutput(out, build({ 'pages/a.json': 'A' }));
    await writeFile(join(out, 'pages', '.a.json.999.0.tmp'), 'half');
    await writeOutput(out, build({ 'pages/a.json': 'A' }));
    expect(await listFiles(out)).toEqual(['manifest.json', 'pages/a.json']);
  });

  it('refuses paths that would escape the output folder', async () => {
    await expect(writeOutput(out, [{ path: '../evil.json', content: 'x' }])).rejects.toThrow(/inside the output folder/);
  });

  it('writes binary content byte for byte', async () => {
    const bytes = new Uint8Array([0, 255, 1, 254]);
    await writeOutput(out, [
      { path: 'static/img.bin', content: bytes },
      { path: 'manifest.json', content: '{}' },
    ]);
    expect(new Uint8Array(await readFile(join(out, 'static/img.bin')))).toEqual(bytes);
  });

  it("keeps dist/site from other users: files 0640, folders 0750, and an older build's 0755 folder closed", async () => {
    const previous = process.umask(0o022);
    try {
      await mkdir(out, { recursive: true, mode: 0o755 });
      await chmod(out, 0o755);
      await writeOutput(out, build({ 'pages/a.json': 'A', 'search/s.json': 'S' }));
      const modeOf = async (path: string) => ((await stat(join(out, path))).mode & 0o777).toString(8);
      expect(await Promise.all(['.', 'pages', 'search'].map(modeOf))).toEqual(['750', '750', '750']);
      expect(await Promise.all(['manifest.json', 'pages/a.json', 'search/s.json'].map(modeOf))).toEqual(['640', '640', '640']);
    } finally {
      process.umask(previous);
    }
  });
});
