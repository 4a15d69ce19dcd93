import { parentPort, workerData } from 'node:worker_threads';
import type { RenderFn } from './types.ts';
import type { TaskMessage, ResultMessage } from './pool.ts';

// one render at a time per thread: the work is CPU-bound, so the pool's parallelism is the thread count
const { modulePath, exportName } = workerData as { modulePath: string; exportName: string };
const render = (await import(modulePath))[exportName] as RenderFn;
const port = parentPort!;

port.on('message', async ({ id, input }: TaskMessage) => {
  let reply: ResultMessage;
  try {
    reply = { id, ok: true, output: await render(input) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
