import type { Command } from 'commander';
import { createConsoleLogger } from '../../compiler/write/logger.ts';
import { liveDraftPaths } from '../../gate/publish/drafts.ts';
import { formatBanner } from '../../gate/server/banner.ts';
import { loadProjectEnv } from '../../gate/database/state.ts';
import { defaultPort, startLocalServer, stopOnSignals } from '../../gate/server/run.ts';
import { reportStartError } from '../../gate/server/start-errors.ts';

/** `docgate serve`: the local server alone, over the embedded database (no build, no watch). */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve dist/viewer and the gate over the embedded database on http://localhost:4321 (DOCGATE_PORT)')
    .option('--port <port>', 'port to listen on (default: DOCGATE_PORT or 4321)')
    .action(async (flags: { port?: string }) => {
      const logger = createConsoleLogger();
      // .env first: DOCGATE_PORT and the demo reader come from it
      loadProjectEnv(process.cwd());
      try {
        const local = await startLocalServer({ root: process.cwd(), port: flags.port ? Number(flags.port) : defaultPort(), logger });
        stopOnSignals(local.stop);
        const drafts = await liveDraftPaths(local.gate.db);
        process.stdout.write(formatBanner(local.server.url, local.demo, await local.liveBuildId(), drafts.length));
      } catch (error) {
        reportStartError(error);
      }
    });
}
