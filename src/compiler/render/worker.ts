import { parentPort, workerData } from 'node:worker_threads';
import { createDiskCache, entryText } from './cache.ts';
import type { FromWorker, ToWorker, WorkerSetup } from './pool.ts';
import { OUTPUT_APART, type MarkdownOutput, type RenderFn } from './types.ts';

/** A worker thread's message loop around one render function. */
export function serve(render: RenderFn): void {
  const setup = workerData as WorkerSetup;
  // results are written to the cache here, so the main thread (busy compiling) never serializes them
  const cache = setup.cache ? createDiskCache<MarkdownOutput>(setup.cache.dir, setup.cache.generation) : null;
  const port = parentPort!;
  const send = (message: FromWorker) => port.postMessage(message);

  port.on('message', async (message: ToWorker) => {
    if (message.type === 'close') {
      await cache?.flush();
      send({ type: 'closed' });
      // end the thread here: the main thread may be too busy to terminate it soon
      process.exit(0);
    }
    const { id, input, cacheKey } = message;
    try {
      const json = entryText(await render(input), OUTPUT_APART);
      send({ type: 'result', id, ok: true, json });
      cache?.setJson(cacheKey, json);
    } catch (error) {
      send({ type: 'result', id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  send({ type: 'ready' });
}
