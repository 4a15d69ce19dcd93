import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../package.ts';
import { parseEntry } from './cache.ts';
import type { MarkdownInput, MarkdownOutput, RenderModule } from './types.ts';

/** main -> worker: render `input`; a worker with a disk cache also stores the result under `cacheKey` */
export type ToWorker = { type: 'render'; id: number; input: MarkdownInput; cacheKey: string } | { type: 'close' };
/** worker -> main */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'closed' }
  // the cache entry's text (cache.ts entryText), not a structured clone: the worker serializes once for both the cache file and the reply
  | { type: 'result'; id: number; ok: true; json: string }
  | { type: 'result'; id: number; ok: false; error: string };

export interface WorkerSetup {
  /** a stand-in for renderMarkdown (tests); undefined: the real one */
  module: RenderModule | undefined;
  /** where the worker stores what it renders (render/cache.ts); null: no disk cache */
  cache: { dir: string; generation: string } | null;
}

interface Task {
  id: number;
  retried?: boolean;
  input: MarkdownInput;
  cacheKey: string;
  resolve(output: MarkdownOutput): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  running: Map<number, Task>;
  ready: boolean;
}

// tasks in flight per thread: a worker's next pages must already wait in it while the main thread is
// busy with a page of its own, which answers the worker's messages only between pages. With 2, a
// 1,000-page build left the worker idle ~260 ms of its ~5 s (cpu profile), with 3 ~120, with 4 ~50;
// peak RSS stayed the same
export const IN_FLIGHT = 4;

// no cap on the threads' old space: 128 MB cut peak RSS of a 1,000-page build from ~600 to ~490 MB but
// cost ~35% more CPU in garbage collection (bench/pipeline, 2 cores). `docgate build` bounds heap growth
// with a V8 flag instead (src/cli/commands/build.ts).
// A larger young generation: rendering allocates fast and briefly (micromark's events, shiki's tokens),
// and with V8's default 16 MB semi-spaces a thread scavenged so often that ~12% of its time was the
// collector. 96 MB (32 MB semi-spaces) rendered the bench corpus ~15% faster per page on a thread (6
// runs alternating with the default). The thread ends before the build's peak (its tail of page files,
// search parts and bundle), so the peak did not grow; the main thread keeps V8's default, which only a
// process flag sets
const YOUNG_GENERATION_MB = 96;

export interface WorkerPool {
  /** starts every thread now, so their start-up overlaps other work */
  start(): void;
  run(input: MarkdownInput, cacheKey: string): Promise<MarkdownOutput>;
  /** lets every thread finish its cache writes, then stops it */
  close(): Promise<void>;
}

/** A fixed pool of worker threads, each loading the render module once. */
export function createWorkerPool(
  threads: number,
  module: RenderModule | undefined,
  cache: { dir: string; generation: Promise<string> } | null,
): WorkerPool {
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 0;
  let closed = false;
  // set when a thread dies before loading the render module: respawning would only fail again
  let broken: Error | null = null;
  // threads start once the cache generation is known (the renderer's version: read once a process)
  let ready = false;
  let cacheSetup: WorkerSetup['cache'] = null;
  const preparing = Promise.resolve(cache?.generation).then((generation) => {
    if (cache && generation !== undefined) cacheSetup = { dir: cache.dir, generation };
    ready = true;
    pump();
  });

  function spawn(): Slot {
    const setup: WorkerSetup = { module, cache: cacheSetup };
    const worker = new Worker(workerEntry('render-worker'), {
      workerData: setup,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, running: new Map(), ready: false };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') slot.ready = true;
      if (message.type !== 'result') return;
      const task = slot.running.get(message.id);
      if (!task) return;
      slot.running.delete(message.id);
      if (message.ok) task.resolve(parseEntry<MarkdownOutput>(message.json));
      else task.reject(new Error(`rendering ${task.input.file} failed in a worker: ${message.error}`));
      pump();
    });
    const fail = (error: Error) => {
      // a fresh thread takes a dead one's place; its pages get one more try there (a thread that ran
      // out of memory holds caches the new one does not), then fail
      for (const task of slot.running.values()) {
        if (slot.ready && !task.retried && !closed) {
          task.retried = true;
          queue.unshift(task);
        } else {
          task.reject(error);
        }
      }
      slot.running.clear();
      slots.splice(slots.indexOf(slot), 1);
      if (!slot.ready) {
        broken = error;
        for (const task of queue.splice(0)) task.reject(error);
      }
      if (!closed) pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`render worker exited with code ${code}`));
    });
    slots.push(slot);
    return slot;
  }

  function pump(): void {
    if (!ready) return;
    while (queue.length > 0 && !closed && !broken) {
      while (slots.length < threads) spawn();
      const slot = slots.reduce((a, b) => (b.running.size < a.running.size ? b : a));
      if (slot.running.size >= IN_FLIGHT) return;
      const task = queue.shift()!;
      slot.running.set(task.id, task);
      slot.worker.postMessage({ type: 'render', id: task.id, input: task.input, cacheKey: task.cacheKey } satisfies ToWorker);
    }
  }

  async function stop(slot: Slot): Promise<void> {
    if (slot.ready) {
      const closedReply = new Promise<void>((done) => {
        slot.worker.on('message', (m: FromWorker) => m.type === 'closed' && done());
        slot.worker.once('exit', () => done());
      });
      slot.worker.postMessage({ type: 'close' } satisfies ToWorker);
      await closedReply;
    }
    await slot.worker.terminate();
  }

  return {
    start() {
      void preparing.then(() => {
        while (!closed && !broken && slots.length < threads) spawn();
      });
    },
    run(input, cacheKey) {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      if (broken) return Promise.reject(broken);
      return new Promise<MarkdownOutput>((resolve, reject) => {
        queue.push({ id: nextId++, input, cacheKey, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      await preparing;
      for (const task of queue.splice(0)) task.reject(new Error('the render pool is closed'));
      const all = slots.splice(0);
      await Promise.all(all.map(stop));
    },
  };
}
