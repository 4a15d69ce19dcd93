import type { Command } from 'commander';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { createConsoleLogger } from '../../compiler/write/logger.ts';
import { embeddedTarget } from '../../gate/publish/target.ts';
import { createDevPublisher } from '../../gate/publish/dev-publisher.ts';
import { DEV_NODE_ENV } from '../../compiler/read/docusaurus/load-module.ts';
import { formatBanner } from '../../gate/server/banner.ts';
import { loadProjectEnv } from '../../gate/database/state.ts';
import { defaultPort, startLocalServer, stopOnSignals } from '../../gate/server/run.ts';
import { reportStartError } from '../../gate/server/start-errors.ts';
import { ensureViewerBuilt } from '../../gate/server/viewer-build.ts';

const SITE_DIR = 'dist/site';

/** `docgate dev` (= npm start): build the viewer if needed, serve, watch content and publish every build. */
export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('build, watch and serve on http://localhost:4321 (DOCGATE_PORT), publishing every rebuild to the embedded database')
    .option('--port <port>', 'port to listen on (default: DOCGATE_PORT or 4321)')
    .option('--content <dir>', 'the content folder', 'content')
    .action(async (flags: { port?: string; content: string }) => {
      const root = process.cwd();
      const logger = createConsoleLogger();
      // a Docusaurus config reads the NODE_ENV of `docusaurus start`
      process.env.DOCGATE_NODE_ENV = DEV_NODE_ENV;
      // .env first: DOCGATE_PORT and the demo reader come from it
      loadProjectEnv(root);
      try {
        await ensureViewerBuilt(logger).catch((error: Error) => {
          // the gate and the content still work; the page says the viewer is missing
          logger.error(`docgate could not build the viewer: ${error.message}`);
        });
        const rolledBack = { to: null as string | null };
        const local = await startLocalServer({
          root,
          port: flags.port ? Number(flags.port) : defaultPort(),
          logger,
          onLiveBuild: (buildId, how) => {
            rolledBack.to = how === 'rollback' ? buildId : null;
          },
        });
        const publisher = createDevPublisher({
          siteDir: join(root, SITE_DIR),
          target: embeddedTarget(local.gate, { closeGate: false }),
          announce: (buildId, from) => local.server.announceBuild(buildId, from),
          logger,
          rolledBack,
        });
        const { startWatch } = await import('../../compiler/watch/index.ts');
        let published = false;
        const watcher = startWatch({
          root,
          contentDir: flags.content,
          outDir: SITE_DIR,
          logger,
          onBuild: async (event) => {
            published = true;
            await publisher.publish(event);
          },
          // the open pages show them over the page until the next good build
          onErrors: (errors) =>
            local.server.setProblems(errors.map(({ file, line, column, message }) => ({ file, line, column, message }))),
        });
        stopOnSignals(async () => {
          await watcher.close();
          // the database closes after what is on its way to it
          publisher.stop();
          await publisher.idle();
          await local.stop();
        });
        await watcher.ready;
        // a first build with errors writes nothing: serve the last good output if there is one
        if (
          !published &&
          (await access(join(root, SITE_DIR, 'manifest.json')).then(
            () => true,
            () => false,
          ))
        )
          await publisher.publish();
        process.stdout.write(formatBanner(local.server.url, local.demo, await local.liveBuildId()));
      } catch (error) {
        reportStartError(error);
      }
    });
}
