import { Worker } from 'node:worker_threads';
import type { MarkdownInput, MarkdownOutput, RenderModule } from './types.ts';

export interface TaskMessage {
  id: number;
  input: MarkdownInput;
}
export type ResultMessage = { id: number; ok: true; output: MarkdownOutput } | { id: number; ok: false; error: string };

interface Task extends TaskMessage {
  resolve(output: MarkdownOutput): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  running: Map<number, Task>;
  ready: boolean;
}

// two tasks in flight per thread hide the message round trip without piling work on a slow thread
const IN_FLIGHT = 2;

export interface WorkerPool {
  run(input: MarkdownInput): Promise<MarkdownOutput>;
  close(): Promise<void>;
}

/** A fixed pool of worker threads, each loading the render module once. */
export function createWorkerPool(threads: number, module: RenderModule): WorkerPool {
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 0;
  let closed = false;
  // set when a thread dies before loading the render module: respawning would only fail again
  let broken: Error | null = null;

  function spawn(): Slot {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { modulePath: module.path, exportName: module.exportName },
      resourceLimits: process.env.DG_OLD ? { maxOldGenerationSizeMb: Number(process.env.DG_OLD), maxYoungGenerationSizeMb: Number(process.env.DG_YOUNG ?? 0) || undefined } : undefined,
    });
    const slot: Slot = { worker, running: new Map(), ready: false };
    worker.on('message', (message: ResultMessage | { ready: true }) => {
      if (!('id' in message)) {
        slot.ready = true;
        return;
      }
      const task = slot.running.get(message.id);
      if (!task) return;
      slot.running.delete(message.id);
      if (message.ok) task.resolve(message.output);
      else task.reject(new Error(`rendering ${task.input.file} failed in a worker: ${message.error}`));
      pump();
    });
    const fail = (error: Error) => {
      // a dead thread fails its own tasks; a fresh one takes its place for the rest of the queue
      for (const task of slot.running.values()) task.reject(error);
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
    while (queue.length > 0 && !closed && !broken) {
      while (slots.length < threads) spawn();
      const slot = slots.reduce((a, b) => (b.running.size < a.running.size ? b : a));
      if (slot.running.size >= IN_FLIGHT) return;
      const task = queue.shift()!;
      slot.running.set(task.id, task);
      slot.worker.postMessage({ id: task.id, input: task.input } satisfies TaskMessage);
    }
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      if (broken) return Promise.reject(broken);
      return new Promise<MarkdownOutput>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      const all = slots.splice(0);
      for (const task of queue.splice(0)) task.reject(new Error('the render pool is closed'));
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}
