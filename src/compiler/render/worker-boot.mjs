// a worker thread's first file: the bundled worker as plain JavaScript (see bundle.ts), or else its
// TypeScript entry (`entry`, a file URL; the render worker's by default) through tsx, registered here
// because worker threads do not inherit it from the parent
import { workerData } from 'node:worker_threads';

if (workerData.bundle) {
  await import(workerData.bundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(workerData.entry ?? './worker-entry.ts');
}
