import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../package.ts';
import { createDirMaker, writeFileAtomic } from './atomic-write.ts';

/** Writes files atomically (temp + rename), on this thread or on a thread of its own. */
export interface FileWriter {
  /** queues `content` for `file`: on disk once `flush()` resolves */
  write(file: string, content: string): void;
  /** resolves once every file written before is on disk; rejects with the first write that failed */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** to the writer thread (file-writer-worker.ts) */
export type ToFileWriter = { type: 'write'; file: string; content: string } | { type: 'flush'; id: number };
/** the reply to a flush: every write sent before it is on disk, or the first that failed since the last flush */
export type FromFileWriter = { type: 'flushed'; id: number; error: string | null };

/** the modes of the files written and of the folders made for them */
export interface WriterModes {
  fileMode: number;
  dirMode: number;
}

// the thread lives from a build's first page file to its end; it holds a file's text only until it is
// written, so a small young generation does
const YOUNG_GENERATION_MB = 8;

/** Writes on the caller's thread, blocking: for one core, and for a handful of files. */
export function directWriter(fileMode: number, dirMode: number): FileWriter {
  const makeDir = createDirMaker(dirMode);
  return {
    write(file, content) {
      makeDir(dirname(file));
      writeFileAtomic(file, content, fileMode);
    },
    flush: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/**
 * Writes on a worker thread, started at the first write. A cold 2,000-page build made its page files
 * at the end, on the main thread alone: opening, writing and renaming ~60 MB of them took ~1.3 s of
 * its ~5 s tail (cpu profile; strace counted ~1 s in the calls) while the other core had finished
 * rendering. Sent to this thread, the writes overlap the main thread's next pages and search parts.
 */
export function threadWriter(fileMode: number, dirMode: number): FileWriter {
  let thread: Worker | null = null;
  let failure: Error | null = null;
  let nextId = 0;
  const flushing = new Map<number, { resolve(): void; reject(error: Error): void }>();

  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of flushing.values()) waiting.reject(failure);
    flushing.clear();
  };

  function started(): Worker {
    if (thread) return thread;
    thread = new Worker(workerEntry('file-writer'), {
      workerData: { fileMode, dirMode } satisfies WriterModes,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    thread.on('message', (reply: FromFileWriter) => {
      const waiting = flushing.get(reply.id);
      flushing.delete(reply.id);
      if (reply.error === null) waiting?.resolve();
      else waiting?.reject(new Error(`writing ${reply.error}`));
    });
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the file writer thread exited with code ${code}`)));
    return thread;
  }

  return {
    write(file, content) {
      if (failure) return;
      started().postMessage({ type: 'write', file, content } satisfies ToFileWriter);
    },
    flush() {
      if (failure) return Promise.reject(failure);
      if (!thread) return Promise.resolve();
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        flushing.set(id, { resolve, reject });
        thread!.postMessage({ type: 'flush', id } satisfies ToFileWriter);
      });
    },
    async close() {
      const running = thread;
      thread = null;
      fail(new Error('the file writer is closed'));
      await running?.terminate();
    },
  };
}
