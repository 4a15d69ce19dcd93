// Which of docgate's own source files decide a rendered page's HTML: every file the render thread's entry
// imports, however far from src/compiler/markdown it lives (the CSS-module names in src/contracts, the
// diagnostics' rules, the npm2yarn tabs of read/docusaurus). Their hash keys the render cache
// (src/compiler/render/version.ts), so an edit to any of them renders the pages again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

export const RENDER_ENTRY = 'src/compiler/render/worker-entry.ts';

/** The render entry's own source files (packages left out: their versions are keyed apart), sorted, relative to `root`. */
export async function renderSources(root) {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [RENDER_ENTRY],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs)
    .filter((file) => file.startsWith('src/'))
    .sort();
}

/** A hash of those files' paths and contents. */
export async function renderSourceHash(root) {
  const hash = createHash('sha256');
  for (const file of await renderSources(root)) hash.update(`${file}\n`).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}
