import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedGate, type EmbeddedGate } from '../../../src/gate/database/embedded.ts';
import { createMemoryLogger } from '../../../src/compiler/write/logger.ts';
import { startServer, type RunningServer } from '../../../src/gate/server/server.ts';

export interface LocalGate {
  gate: EmbeddedGate;
  server: RunningServer;
  /** the local server's origin on 127.0.0.1 */
  url: string;
  dir: string;
  logger: ReturnType<typeof createMemoryLogger>;
  close(): Promise<void>;
}

/** A fresh in-memory embedded gate behind the local server on a free port, with a tiny built viewer. */
export async function startLocalGate(): Promise<LocalGate> {
  const dir = await mkdtemp(join(tmpdir(), 'docgate-server-'));
  const viewerDir = join(dir, 'viewer');
  await mkdir(join(viewerDir, 'assets'), { recursive: true });
  await writeFile(join(viewerDir, 'index.html'), '<!doctype html><title>viewer</title><div id="__docusaurus"></div>');
  await writeFile(join(viewerDir, 'assets', 'app-1a2b3c.js'), 'console.log("viewer")');
  await writeFile(join(dir, 'outside.txt'), 'outside-the-viewer');
  const gate = await openEmbeddedGate({ stateDir: join(dir, '.docgate'), inMemory: true });
  const logger = createMemoryLogger();
  const server = await startServer({ gate, viewerDir, port: 0, logger });
  return {
    gate,
    server,
    url: `http://127.0.0.1:${server.port}`,
    dir,
    logger,
    async close() {
      await server.close();
      await gate.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
