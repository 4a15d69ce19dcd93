import type { Command } from 'commander';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { createConsoleLogger, type Logger } from '../../compiler/write/logger.ts';
import { embeddedTarget } from '../../gate/publish/target.ts';
import { publishSite, type LiveFiles } from '../../gate/publish/publish.ts';
import { publishPatch } from '../../gate/publish/publish-patch.ts';
import { formatBanner } from '../../gate/server/banner.ts';
import { loadProjectEnv } from '../../gate/database/state.ts';
import { defaultPort, startLocalServer, stopOnSignals, type LocalServer } from '../../gate/server/run.ts';
import { reportStartError } from '../../gate/server/start-errors.ts';
import { ensureViewerBuilt } from '../../gate/server/viewer-build.ts';

const SITE_DIR = 'dist/site';

/** What changed on disk with a build: the output paths written and removed (none known: publish it all). */
interface Written {
  buildId?: string;
  written?: string[];
  removed?: string[];
}

/**
 * Publishes dist/site to the embedded database one build at a time, and tells open viewers. An edit goes
 * as a patch of the live build (its changed files and a manifest delta); the first build, or one after
 * the live build changed under dev (a rollback), goes whole. After a `docgate publish --rollback`
 * (`rolledBack`), the next save's build replaces the rolled-back one: it says so.
 */
function createPublisher(root: string, local: LocalServer, logger: Logger, rolledBack: { to: string | null }) {
  const target = embeddedTarget(local.gate, { closeGate: false });
  const siteDir = join(root, SITE_DIR);
  let live: LiveFiles | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function publish({ buildId, written, removed }: Written): Promise<void> {
    let from: string | undefined;
    let result: { buildId: string; previousBuildId: string | null; live: LiveFiles };
    const base = live && !rolledBack.to && written ? live : null;
    if (base && written && removed) {
      result = await publishPatch({ siteDir, target, live: base, written, removed }).catch((error: Error) => {
        // the live build moved under dev (another process published): send the whole build instead
        logger.warn(`publishing the edit as a patch failed (${error.message}); publishing the whole build`);
        return publishSite({ siteDir, target, includeDrafts: true });
      });
      if (result.previousBuildId === base.buildId) from = base.buildId;
    } else {
      // dev's builds show drafts (marked Draft), to this embedded database only
      result = await publishSite({ siteDir, target, includeDrafts: true });
    }
    live = result.live;
    if (rolledBack.to && result.buildId !== rolledBack.to) {
      logger.info(`published build ${result.buildId} from your edit over the rolled-back build ${rolledBack.to}`);
    }
    rolledBack.to = null;
    if (result.buildId !== result.previousBuildId) local.server.announceBuild(result.buildId, from);
    if (buildId && result.buildId !== buildId) logger.warn(`published ${result.buildId}, expected ${buildId}`);
  }

  return (written: Written = {}): Promise<void> => {
    const next = queue.then(() =>
      publish(written).catch((error: Error) => {
        live = null;
        logger.error(`docgate could not publish the new build: ${error.message}`);
      }),
    );
    queue = next;
    return next;
  };
}

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
        const publish = createPublisher(root, local, logger, rolledBack);
        const { startWatch } = await import('../../compiler/watch/index.ts');
        let published = false;
        const watcher = startWatch({
          root,
          contentDir: flags.content,
          outDir: SITE_DIR,
          logger,
          onBuild: async (event) => {
            published = true;
            await publish(event);
          },
          // the open pages show them over the page until the next good build
          onErrors: (errors) =>
            local.server.setProblems(errors.map(({ file, line, column, message }) => ({ file, line, column, message }))),
        });
        stopOnSignals(async () => {
          await watcher.close();
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
          await publish();
        process.stdout.write(formatBanner(local.server.url, local.demo, await local.liveBuildId()));
      } catch (error) {
        reportStartError(error);
      }
    });
}
