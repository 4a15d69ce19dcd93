import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Our own source files; node_modules and src/contracts keep Rolldown's automatic chunking. */
const VIEWER_SOURCE = /[\\/]viewer[\\/]src[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { id: string; isEntry: boolean; importers: string[] } | null;
}

/** Whether the entry reaches the module through static imports: then it is part of the first paint (the gate). */
function inFirstPaint(id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const info = graph.getModuleInfo(queue.pop()!);
    if (!info || seen.has(info.id)) continue;
    seen.add(info.id);
    if (info.isEntry) return true;
    queue.push(...info.importers);
  }
  return false;
}

// the viewer is its own Vite root so `vite build --config viewer/vite.config.ts` works from the repo root
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  // a build is always the production app, even when started from a test runner that sets NODE_ENV=test
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: fileURLToPath(new URL('../dist/viewer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // mermaid's diagram chunks (ELK's layout engine alone is 1.5 MB) load only on a page with a diagram;
    // the first paint's budget is the bench's initial-JS figure, not this warning's
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every viewer module the signed-in site needs (components, hooks, lib, content, routes' helpers and
            // all the site's CSS) loads with the site chunk as one chunk; without this they split into tiny shared
            // chunks that load in waves (a request waterfall on every first visit). Left out: what the entry
            // imports statically (the first paint is the gate alone, so a component both use stays there) and
            // the lazily imported modules (site.tsx and the route views keep their own chunks).
            {
              debugName: 'site-parts',
              name: (id, graph) => {
                if (!VIEWER_SOURCE.test(id)) return null;
                const info = graph.getModuleInfo(id);
                if (!info || info.dynamicImporters.length > 0 || inFirstPaint(id, graph)) return null;
                return 'site-parts';
              },
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
