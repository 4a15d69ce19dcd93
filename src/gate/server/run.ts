import { ensureDemoReader, type DemoSignIn } from '../database/demo-reader.ts';
import { openEmbeddedGate, type EmbeddedGate } from '../database/embedded.ts';
import { updateLock } from '../database/lock.ts';
import { stateDirOf } from '../database/state.ts';
import type { Logger } from '../../compiler/write/logger.ts';
import { startServer, type RunningServer, type ServerOptions } from './server.ts';
import { viewerDirFor } from './viewer-build.ts';

export interface LocalServer {
  gate: EmbeddedGate;
  server: RunningServer;
  demo: DemoSignIn | null;
  liveBuildId(): Promise<string | null>;
  /** closes the server, then the database (cleanly, so PGlite's files stay consistent), then the lock */
  stop(): Promise<void>;
}

export class PortInUseError extends Error {}

/** The port from DOCGATE_PORT, else 4321. */
export const defaultPort = (env: NodeJS.ProcessEnv = process.env): number => Number(env.DOCGATE_PORT) || 4321;

/**
 * Opens the embedded gate in `<root>/.docgate`, creates the demo reader on an empty readers table,
 * and serves the built viewer (viewer-build.ts) plus the gate RPC on `port`. Records its URL in the database lock,
 * so `docgate publish` and `docgate users` go through it while it runs.
 */
export async function startLocalServer({
  root,
  port,
  logger,
  env = process.env,
  onLiveBuild,
}: {
  root: string;
  port: number;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  onLiveBuild?: ServerOptions['onLiveBuild'];
}): Promise<LocalServer> {
  const stateDir = stateDirOf(root);
  const gate = await openEmbeddedGate({ stateDir });
  let server: RunningServer;
  let demo: DemoSignIn | null;
  try {
    demo = await ensureDemoReader(gate.db, gate.rpc, stateDir, env);
    server = await startServer({ gate, viewerDir: viewerDirFor(root), port, logger, onLiveBuild, hosts: env.DOCGATE_HOSTS }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE')
          throw new PortInUseError(`Port ${port} is in use: stop what runs there or set DOCGATE_PORT to another port.`);
        throw error;
      },
    );
    await updateLock(stateDir, { pid: process.pid, url: `http://127.0.0.1:${server.port}` });
  } catch (error) {
    await gate.close();
    throw error;
  }
  let stopping: Promise<void> | null = null;
  return {
    gate,
    server,
    demo,
    async liveBuildId() {
      const rows = await gate.db.query<{ id: string }>('select build_id as id from docs_private.live_build');
      return rows[0]?.id ?? null;
    },
    stop: () =>
      (stopping ??= (async () => {
        await server.close();
        await gate.close();
      })()),
  };
}

/** Stops `stop` once on SIGINT or SIGTERM, then exits 0. */
export function stopOnSignals(stop: () => Promise<void>): void {
  const handler = () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`docgate: shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
