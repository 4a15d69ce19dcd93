// a file-writer thread's entry (file-writer.ts): writes the files it is sent, in order, each atomically
import { parentPort, workerData } from 'node:worker_threads';
import { directWriter, type FromFileWriter, type ToFileWriter, type WriterModes } from './file-writer.ts';

const port = parentPort!;
const { fileMode, dirMode } = workerData as WriterModes;
const writer = directWriter(fileMode, dirMode);
let failure: string | null = null;

port.on('message', (message: ToFileWriter) => {
  if (message.type === 'flush') {
    port.postMessage({ type: 'flushed', id: message.id, error: failure } satisfies FromFileWriter);
    failure = null;
    return;
  }
  // after a failure the build is lost: the rest is not written, and the caller removes what was
  if (failure) return;
  try {
    writer.write(message.file, message.content);
  } catch (error) {
    failure = `${message.file}: ${error instanceof Error ? error.message : String(error)}`;
  }
});
