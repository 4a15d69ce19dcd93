// a search-part thread's entry (part-thread.ts): serializes the parts it is sent, one at a time
import { parentPort } from 'node:worker_threads';
import { serializePart, type PartInput } from './shard.ts';

export type ToPartWorker = { id: number; part: PartInput };
export type FromPartWorker = { id: number; ok: true; text: string } | { id: number; ok: false; error: string };

const port = parentPort!;
port.on('message', ({ id, part }: ToPartWorker) => {
  let reply: FromPartWorker;
  try {
    reply = { id, ok: true, text: serializePart(part) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
