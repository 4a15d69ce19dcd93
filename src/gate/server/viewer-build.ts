import { readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../compiler/write/logger.ts';
import { packagePath, packageRoot } from '../../package.ts';
import { createStatusLine } from '../../compiler/write/progress.ts';

const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(1);

/** The built viewer a project's server serves: its own `dist/viewer` if it has one, else the package's prebuilt one. */
export function viewerDirFor(root: string): string {
  const own = join(root, 'dist', 'viewer');
  return existsSync(join(own, 'index.html')) ? own : packagePath('dist', 'viewer');
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when dist/viewer is missing or older than any viewer source (or the gate contract it bundles). */
export async function viewerIsStale(root = packageRoot): Promise<boolean> {
  const built = (await stat(join(root, 'dist', 'viewer', 'index.html')).catch(() => null))?.mtimeMs ?? 0;
  if (built === 0) return true;
  const sources = Math.max(await newestMtime(join(root, 'viewer')), await newestMtime(join(root, 'src', 'contracts')));
  return sources > built;
}

/**
 * In a checkout of docgate, builds the viewer with Vite's JS API when it is stale; returns whether it
 * built. An installed package ships it prebuilt and has no viewer sources (nor Vite).
 */
export async function ensureViewerBuilt(logger: Logger, root = packageRoot): Promise<boolean> {
  if (!existsSync(join(root, 'viewer', 'vite.config.ts')) || !(await viewerIsStale(root))) return false;
  logger.info('Building the viewer (dist/viewer): a one-time step, up to a minute on a slow machine...');
  const started = performance.now();
  let modules = 0;
  let phase = 'transforming modules';
  const status = createStatusLine(process.stderr, () => `building the viewer: ${phase}, ${modules} modules, ${seconds(started)} s`);
  const { build } = await import('vite');
  // a production build whoever runs it: under NODE_ENV=test (vitest) Vite would compile JSX for React's
  // dev runtime while bundling React's production build, a viewer that throws on its first render
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(root, 'viewer', 'vite.config.ts'),
      logLevel: 'warn',
      // counts what Vite's own progress line shows, which logLevel 'warn' hides
      plugins: [
        {
          name: 'docgate-viewer-progress',
          transform() {
            modules++;
          },
          renderStart() {
            phase = 'writing chunks';
          },
        },
      ],
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
    status.stop();
  }
  logger.info(`built the viewer (${modules} modules) in ${seconds(started)} s`);
  return true;
}
