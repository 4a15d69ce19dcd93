// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The viewer's production build, chunk by chunk: what loads before sign-in and in how many requests after.

const VIEWER = fileURLToPath(new URL('../../viewer/', import.meta.url));

interface Chunk {
  name: string;
  entry: boolean;
  lazy: boolean;
  /** viewer sources in the chunk, relative to viewer/src */
  modules: string[];
}

let outDir = '';
let html = '';
const chunks: Chunk[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'docgate-viewer-chunks-'));
  await build({
    configFile: join(VIEWER, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'record-chunks',
        generateBundle(_options, bundle) {
          for (const file of Object.values(bundle)) {
            if (file.type !== 'chunk') continue;
            const modules = Object.keys(file.modules)
              .filter((id) => id.includes('/viewer/src/'))
              .map((id) => id.slice(id.indexOf('/viewer/src/') + '/viewer/src/'.length));
            chunks.push({ name: file.name, entry: file.isEntry, lazy: file.isDynamicEntry, modules });
          }
        },
      },
    ],
  });
  html = await readFile(join(outDir, 'index.html'), 'utf8');
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the viewer build', () => {
  it("paints the gate alone first: one script, no preloads but the bundler's runtime, nothing of the signed-in site in it", () => {
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    // rolldown's helpers (~1 kB), which the entry shares with mermaid's lazily loaded chunks, and nothing else
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual([expect.stringMatching(/^rolldown-runtime-[\w-]+\.js$/)]);
    expect(chunks.find((chunk) => chunk.name === 'rolldown-runtime')?.modules).toEqual([]);
    const entry = chunks.find((chunk) => chunk.entry)!;
    expect(entry.modules).toContain('components/sign-in-modal/sign-in-modal.tsx');
    for (const siteModule of [
      'site.tsx',
      'components/site-shell/site-shell.tsx',
      'routes/route-outlet.tsx',
      'content/content-provider.tsx',
    ]) {
      expect(entry.modules).not.toContain(siteModule);
    }
  });

  it("loads the signed-in site's shared parts in one chunk, with every route view in a chunk of its own", () => {
    const withViewerCode = chunks.filter((chunk) => chunk.modules.length > 0);
    const lazyViews = withViewerCode.filter((chunk) => chunk.lazy);
    // site.tsx and one view a route kind: each holds its own module only, what they share is in site-parts
    for (const chunk of lazyViews) expect(chunk.modules, chunk.name).toHaveLength(1);
    expect(lazyViews.filter((chunk) => chunk.modules[0]!.startsWith('routes/'))).toHaveLength(11);
    const shared = withViewerCode.filter((chunk) => !chunk.entry && !chunk.lazy);
    expect(shared.map((chunk) => chunk.name)).toEqual(['site-parts']);
    expect(shared[0]!.modules).toContain('components/navbar/navbar.tsx');
  });
});
