import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleToFile } from './bundle-entry.mjs';
import type { RenderModule } from './types.ts';

// Worker threads do not inherit tsx: each would start its own loader thread and compile the renderer's
// TypeScript again (measured: ~0.5 s CPU and ~10 MB a thread, doubling start-up). One plain ES module
// of worker + renderer, made with the esbuild that tsx runs on, loads without it. A build process run
// without tsx (bin/docgate.mjs) loads the renderer for its own thread the same way.

const workerTs = fileURLToPath(new URL('./worker.ts', import.meta.url));

const memo = new Map<string, Promise<string | null>>();

const entryOf = (module: RenderModule) => (module.path.startsWith('file:') ? fileURLToPath(module.path) : module.path);

function once(key: string, make: () => Promise<string | null>): Promise<string | null> {
  let made = memo.get(key);
  if (!made) {
    made = make();
    memo.set(key, made);
  }
  return made;
}

/** A file URL of one JS module that serves `module` in a worker thread; null when it cannot be made. */
export function bundleWorker(module: RenderModule): Promise<string | null> {
  const entry = entryOf(module);
  return once(`worker:${module.path}#${module.exportName}`, () =>
    bundleToFile(
      {
        contents: `import { serve } from ${JSON.stringify(workerTs)};\nimport { ${module.exportName} as render } from ${JSON.stringify(entry)};\nserve(render);\n`,
        resolveDir: dirname(entry),
      },
      'render-worker',
    ),
  );
}

/** A file URL of one JS module exporting `module`'s render function as `render`; null when it cannot be made. */
export function bundleRenderModule(module: RenderModule): Promise<string | null> {
  const entry = entryOf(module);
  return once(`module:${module.path}#${module.exportName}`, () =>
    bundleToFile(
      { contents: `export { ${module.exportName} as render } from ${JSON.stringify(entry)};\n`, resolveDir: dirname(entry) },
      'render-module',
    ),
  );
}

/** A file URL of one JS module that runs the TypeScript module at `path` (a worker thread's entry); null when it cannot be made. */
export function bundleEntry(path: string, name: string): Promise<string | null> {
  return once(`entry:${path}`, () => bundleToFile({ contents: `import ${JSON.stringify(path)};\n`, resolveDir: dirname(path) }, name));
}
