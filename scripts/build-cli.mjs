#!/usr/bin/env node
// Compiles the CLI and its worker entry points to plain JavaScript in dist/cli (run by `prepare`, so
// `npm install` makes it, and by `prepack`). Our code and the packages it uses are bundled: resolving
// and linking unified's and micromark's ~150 small modules cost each thread ~100 ms of its start-up.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { renderSourceHash } from './render-sources.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist', 'cli');

// left out: shiki loads each grammar on demand from its own files; PGlite loads its WASM and data files
// beside its modules; vite builds the viewer in a checkout only; ws and supabase-js keep optional requires;
// jiti loads its bundled babel from its own files, when a Docusaurus config is read
const external = ['shiki', '@shikijs/*', '@electric-sql/pglite', '@electric-sql/pglite/*', 'vite', 'esbuild', '@supabase/*', 'ws', 'jiti'];

/**
 * A hash of the sources in these folders of src/compiler, as src/compiler/render/version.ts makes it from
 * a checkout: the keys of the build's caches, as the package has no sources to hash.
 */
function sourceHash(folders) {
  const compilerDir = join(root, 'src', 'compiler');
  const hash = createHash('sha256');
  for (const folder of folders) {
    const dir = join(compilerDir, folder);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(`${relative(compilerDir, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/cli/main.ts',
    'render-worker': 'src/compiler/render/worker-entry.ts',
    'search-part-worker': 'src/compiler/emit/search/part-worker.ts',
    'file-writer': 'src/compiler/write/file-writer-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  // bundled CommonJS packages (commander, gray-matter...) require node's modules through this
  banner: { js: "import { createRequire as __docgateRequire } from 'node:module';\nconst require = __docgateRequire(import.meta.url);" },
  define: {
    __DOCGATE_RENDER_HASH__: JSON.stringify(await renderSourceHash(root)),
    __DOCGATE_COMPILER_HASH__: JSON.stringify(sourceHash(['.', '../contracts'])),
  },
  logLevel: 'warning',
});
