import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundleEntry } from '../../render/bundle.ts';
import type { FromPartWorker, ToPartWorker } from './part-worker.ts';
import type { RemotePart } from './shard.ts';

const entry = new URL('./part-worker.ts', import.meta.url);

/** A worker thread that serializes search parts beside the build's own thread. */
export interface PartThread {
  serialize: RemotePart;
  /** starts the thread now, ahead of the first part */
  start(): void;
  /** stops the thread, if it ever started */
  close(): Promise<void>;
}

/**
 * The thread starts on `start()` or with the first part sent to it, so a build whose parts all come
 * from the cache starts none. It loads MiniSearch and the serializer only (~40 ms to start), not the renderer; the
 * render threads are gone by then. A part it fails is made by the caller (search/index.ts).
 */
export function createPartThread(): PartThread {
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  // posted before the thread exists: only while the bundle is still being made
  const queued: ToPartWorker[] = [];
  let thread: Worker | null = null;
  let starting = false;
  let failure: Error | null = null;
  let nextId = 0;

  const fail = (error: Error) => {
    failure ??= error;
    for (const task of waiting.values()) task.reject(failure);
    waiting.clear();
    queued.length = 0;
  };

  function spawn(bundle: string | null): void {
    if (failure) return;
    thread = new Worker(new URL('../../render/worker-boot.mjs', import.meta.url), { workerData: { bundle, entry: entry.href } });
    thread.on('message', (reply: FromPartWorker) => {
      const task = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.ok) task?.resolve(reply.text);
      else task?.reject(new Error(`serializing a search part failed in a worker: ${reply.error}`));
    });
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the search part worker exited with code ${code}`)));
    for (const message of queued.splice(0)) thread.postMessage(message);
  }

  // bundled first, as a process without tsx cannot load TypeScript in a thread; reusing the bundle
  // costs only a check of its inputs' stamps
  function start(): void {
    if (starting || failure) return;
    starting = true;
    void bundleEntry(fileURLToPath(entry), 'search-part-worker').then(spawn);
  }

  return {
    start,
    serialize(part) {
      if (failure) return Promise.reject(failure);
      start();
      const message: ToPartWorker = { id: nextId++, part };
      return new Promise<string>((resolve, reject) => {
        waiting.set(message.id, { resolve, reject });
        if (thread) thread.postMessage(message);
        else queued.push(message);
      });
    },
    async close() {
      fail(new Error('the search part thread is closed'));
      await thread?.terminate();
      thread = null;
    },
  };
}
