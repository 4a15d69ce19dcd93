import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the shared chrome and content helpers load with the site chunk in one request; without this
            // they split into tiny shared chunks that load in waves (a request waterfall on every first visit)
            {
              name: 'site-parts',
              includeDependenciesRecursively: false,
              test: /viewer[\\/]src[\\/](chrome|content|blog)[\\/](?!load-error|page-error-boundary)/,
            },
          ],
        },
      },
    },
  },
}));
