// the worker entry when the renderer could not be bundled: loads it through tsx (see worker-boot.mjs)
import { workerData } from 'node:worker_threads';
import type { WorkerSetup } from './pool.ts';
import type { RenderFn } from './types.ts';
import { serve } from './worker.ts';

const { module } = workerData as WorkerSetup;
serve((await import(module.path))[module.exportName] as RenderFn);
