// a render thread's entry, compiled to dist/cli/render-worker.mjs (scripts/build-cli.mjs)
import { workerData } from 'node:worker_threads';
import { renderMarkdown } from '../markdown/index.ts';
import type { WorkerSetup } from './pool.ts';
import type { RenderFn } from './types.ts';
import { serve } from './worker.ts';

const { module } = workerData as WorkerSetup;
// tests hand the threads a plain-JavaScript stand-in
serve(module ? ((await import(module.path))[module.exportName] as RenderFn) : renderMarkdown);
