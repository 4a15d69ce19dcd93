import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../../package.ts';
import type { FromPartWorker, ToPartWorker } from './part-worker.ts';
import type { RemotePart } from './shard.ts';

/** A worker thread that serializes search parts beside the build's own thread. */
export interface PartThread {
  serialize: RemotePart;
  /** starts the thread now, ahead of the first part */
  start(): void;
  /** stops the thread, if it ever started */
  close(): Promise<void>;
}

// the thread lives through the end of `docgate build`, its peak RSS, beside the site bundler: with V8's
// default young generation its heap took ~43 MB for ~20 MB in use. A part is made and sent in one go,
// its index garbage as soon as it is serialized: small scavenges find little alive
const YOUNG_GENERATION_MB = 8;

/**
 * The thread starts on `start()` or with the first part sent to it, so a build whose parts all come
 * from the cache starts none. It loads MiniSearch and the serializer only (~40 ms to start), not the renderer; the
 * render threads are gone by then. A part it fails is made by the caller (search/index.ts).
 */
export function createPartThread(): PartThread {
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  let thread: Worker | null = null;
  let failure: Error | null = null;
  let nextId = 0;

  const fail = (error: Error) => {
    failure ??= error;
    for (const task of waiting.values()) task.reject(failure);
    waiting.clear();
  };

  function start(): void {
    if (thread || failure) return;
    thread = new Worker(workerEntry('search-part-worker'), { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    thread.on('message', (reply: FromPartWorker) => {
      const task = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.ok) task?.resolve(reply.text);
      else task?.reject(new Error(`serializing a search part failed in a worker: ${reply.error}`));
    });
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the search part worker exited with code ${code}`)));
  }

  return {
    start,
    serialize(part) {
      if (failure) return Promise.reject(failure);
      start();
      const message: ToPartWorker = { id: nextId++, part };
      return new Promise<string>((resolve, reject) => {
        waiting.set(message.id, { resolve, reject });
        thread!.postMessage(message);
      });
    },
    async close() {
      fail(new Error('the search part thread is closed'));
      await thread?.terminate();
      thread = null;
    },
  };
}
