import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderModule } from './types.ts';

// Worker threads do not inherit tsx: each would start its own loader thread and compile the renderer's
// TypeScript again (measured: ~0.5 s CPU and ~10 MB a thread, doubling start-up). One plain ES module
// of worker + renderer, made with the esbuild that tsx runs on, loads without it.

// inside the package's node_modules, so the bundle's bare imports (unified, shiki...) resolve
const bundleDir = fileURLToPath(new URL('../../node_modules/.cache/docgate/', import.meta.url));
const workerTs = fileURLToPath(new URL('./worker.ts', import.meta.url));

const memo = new Map<string, Promise<string | null>>();

/** A file URL of one JS module that serves `module` in a worker thread; null when it cannot be made. */
export function bundleWorker(module: RenderModule): Promise<string | null> {
  const key = `${module.path}#${module.exportName}`;
  let made = memo.get(key);
  if (!made) {
    made = build(module);
    memo.set(key, made);
  }
  return made;
}

async function build(module: RenderModule): Promise<string | null> {
  try {
    const esbuild = await import('esbuild');
    const entry = module.path.startsWith('file:') ? fileURLToPath(module.path) : module.path;
    const result = await esbuild.build({
      stdin: {
        contents: `import { serve } from ${JSON.stringify(workerTs)};\nimport { ${module.exportName} as render } from ${JSON.stringify(entry)};\nserve(render);\n`,
        resolveDir: dirname(entry),
        loader: 'ts',
        sourcefile: 'render-worker.ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    // named by content: a changed renderer gets a new file, an unchanged one is reused
    const file = join(bundleDir, `render-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    if (!(await stat(file).then(() => true, () => false))) {
      await mkdir(bundleDir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, code);
      await rename(temp, file);
    }
    return pathToFileURL(file).href;
  } catch {
    // no esbuild or a read-only install: the slower tsx path still works
    return null;
  }
}
