import type { Logger } from '../../compiler/write/logger.ts';
import { publishPatch } from './publish-patch.ts';
import { publishSite, type LiveFiles } from './publish.ts';
import type { GateTarget } from './target.ts';

/** What changed on disk with a build: the output paths written and removed (none known: publish it all). */
export interface Written {
  buildId?: string;
  written?: string[];
  removed?: string[];
}

// every save makes a build, and each holds a row per file of the site: dev keeps the last few (for a
// `docgate publish --rollback` from another terminal) and drops the rest, and the bodies only they used,
// once PRUNE_EVERY builds came and the author paused for IDLE_MS (dropping 20 builds of a 2,000-page
// site takes a save's time, which a save in a burst of edits would wait for)
export const DEV_KEEP = 10;
export const PRUNE_EVERY = 20;
const IDLE_MS = 3000;

export interface DevPublisherOptions {
  siteDir: string;
  target: GateTarget;
  /** tells open pages build `buildId` is live, a patch of build `from` when set */
  announce: (buildId: string, from?: string) => void;
  logger: Logger;
  /** set when a `docgate publish --rollback` made another build live under dev */
  rolledBack: { to: string | null };
}

export interface DevPublisher {
  /** publishes the build dist/site holds, after the ones asked for before */
  publish(written?: Written): Promise<void>;
  /** resolves once every publish asked for is done, and runs a prune that waits for a pause now */
  idle(): Promise<void>;
  /** no prune after this (dev is stopping) */
  stop(): void;
}

/**
 * Publishes dist/site to the embedded database one build at a time, and tells open viewers. An edit goes
 * as a patch of the live build (its changed files and a manifest delta); the first build, or one after
 * the live build changed under dev (a rollback), goes whole. After a `docgate publish --rollback`
 * (`rolledBack`), the next save's build replaces the rolled-back one: it says so.
 */
export function createDevPublisher(options: DevPublisherOptions): DevPublisher {
  const { siteDir, target, announce, logger, rolledBack } = options;
  let live: LiveFiles | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let sincePrune = 0;
  let pruneTimer: NodeJS.Timeout | null = null;

  const enqueue = (job: () => Promise<void>): Promise<void> => {
    const next = queue.then(job);
    queue = next;
    return next;
  };

  function prune(): Promise<void> {
    if (pruneTimer) clearTimeout(pruneTimer);
    pruneTimer = null;
    sincePrune = 0;
    return enqueue(() =>
      target.rpc('docs_publish_prune', { keep: DEV_KEEP }).then(
        () => undefined,
        (error: Error) => logger.warn(`docgate could not drop old builds from the database: ${error.message}`),
      ),
    );
  }

  function schedulePrune(): void {
    if (pruneTimer) clearTimeout(pruneTimer);
    pruneTimer = setTimeout(prune, IDLE_MS);
    // a pending prune never keeps the process alive
    pruneTimer.unref();
  }

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
    if (result.buildId !== result.previousBuildId) announce(result.buildId, from);
    if (buildId && result.buildId !== buildId) logger.warn(`published ${result.buildId}, expected ${buildId}`);
    if (++sincePrune >= PRUNE_EVERY) schedulePrune();
  }

  return {
    publish: (written = {}) =>
      enqueue(() =>
        publish(written).catch((error: Error) => {
          live = null;
          logger.error(`docgate could not publish the new build: ${error.message}`);
        }),
      ),
    async idle() {
      await queue;
      if (pruneTimer) await prune();
    },
    stop() {
      if (pruneTimer) clearTimeout(pruneTimer);
      pruneTimer = null;
    },
  };
}
