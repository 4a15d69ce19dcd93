import { watch, type FSWatcher } from 'chokidar';
import { stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { countLine, createProjectRenderer, formatMs, printDiagnostics, remoteCacheDirOf } from '../build.ts';
import { RemoteFiles } from '../emit/remote-files.ts';
import { SiteCompiler, type CompileResult, type FileChange } from '../compile.ts';
import { diskFolder } from '../read/content-folder.ts';
import { formatDiagnostic, hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Logger } from '../write/logger.ts';
import { createProgress } from '../write/progress.ts';
import { writeOutput, type OutputState } from '../write/index.ts';
import type { Renderer } from '../render/index.ts';
import { ChangeSet, describeChanges, isEditorLitter } from './changes.ts';
import { siteFolder } from '../read/site.ts';

export interface BuildEvent {
  buildId: string;
  /** files that triggered the build, relative to the project root; empty for the first build */
  changed: string[];
  /** output files (relative to outDir) this build wrote or changed, and the ones it removed */
  written: string[];
  removed: string[];
  ms: number;
  diagnostics: Diagnostic[];
}

export interface WatchOptions {
  root: string;
  contentDir: string;
  outDir: string;
  logger: Logger;
  /** called each time a new build is on disk (the local server publishes it) */
  onBuild?: (event: BuildEvent) => void | Promise<void>;
  /** called after each rebuild with its errors: the ones that keep it from being written, none once it builds */
  onErrors?: (errors: Diagnostic[]) => void;
  threads?: number;
  /** quiet time after the last file event before rebuilding */
  debounceMs?: number;
}

export interface Watcher {
  /** resolves once the first build is done, the renderer is warmed up and file events are being received */
  ready: Promise<void>;
  close(): Promise<void>;
}

const RECHECK_MS = 60;
// a burst (a checkout, `docgate version` copying a folder) is built once it has been quiet this long
const SETTLE_MS = 120;
// more files than a save touches at once: a burst
const BURST_FILES = 3;
const EMPTY_FILE_GRACE_MS = 30;

/** `mtime:size` of a file, '' when it is gone. */
const signature = (file: string): Promise<string> =>
  stat(file).then(
    (s) => `${s.mtimeMs}:${s.size}`,
    () => '',
  );

/** Builds once (drafts included), then rebuilds on every change; content errors keep the last good output. */
export function startWatch(options: WatchOptions): Watcher {
  const root = resolve(options.root);
  const contentDir = siteFolder(root, options.contentDir);
  const outDir = resolve(root, options.outDir);
  // events of one save or one checkout arrive together: a millisecond gathers them, and later ones make
  // the next rebuild (one runs at a time)
  const { logger, debounceMs = 1 } = options;

  const pending = new ChangeSet();
  let renderer: Renderer | null = null;
  let compiler: SiteCompiler | null = null;
  let written: OutputState | undefined;
  let lastBuildId: string | null = null;
  let printedWarnings = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  // file -> `mtime:size` when its last rebuild started; see recheck()
  const readAs = new Map<string, string>();
  const rechecks = new Map<string, NodeJS.Timeout>();
  let running: Promise<void> = Promise.resolve();
  let initialDone = false;
  let lastEventAt = 0;
  // a folder appeared (copied or checked out): its files follow one by one
  let inBurst = false;
  let closed = false;

  const rel = (file: string) => relative(root, file).split(sep).join('/');

  async function firstBuild(): Promise<CompileResult> {
    renderer = await createProjectRenderer(root, contentDir, options.threads);
    const { render, releaseWorkers } = renderer;
    // a cold first build of a large site takes a while: the terminal shows 'rendering pages n/m'
    const progress = createProgress(render, process.stderr);
    let counting = true;
    // the build's render threads go before it assembles the site; edits render in this thread
    compiler = new SiteCompiler({
      root,
      folder: diskFolder(contentDir),
      includeDrafts: true,
      // edits render with the plain function: the count is the first build's
      render: (input) => (counting ? progress.render(input) : render(input)),
      bundle: true,
      onRendered: () => void releaseWorkers(),
      remoteFiles: new RemoteFiles(remoteCacheDirOf(root)),
    });
    const result = await compiler.build().finally(() => {
      counting = false;
      progress.stop();
    });
    // a Docusaurus site's docs may live beside its folder (`path: '../docs'`)
    const outside = compiler.outsideFolders;
    if (outside.length > 0) watcher.add(outside);
    return result;
  }

  // edits render one page at a time, in this thread: free the memory of the build's worker threads,
  // and warm the renderer up here (at most half a second)
  async function warmUp(): Promise<void> {
    const current = renderer;
    await current?.releaseWorkers();
    if (!closed) await current?.prewarm().catch(() => undefined);
  }

  async function rebuild(changes: FileChange[]): Promise<void> {
    const started = performance.now();
    const first = compiler === null;
    let result: CompileResult;
    try {
      // a site config edit is the compiler's to handle (it builds everything again); the renderer stays,
      // since nothing of the config is in its cache keys but the TOC levels each page's input carries
      result = first ? await firstBuild() : await compiler!.update(changes);
    } catch (error) {
      // a compiler bug, not an author mistake: say so and keep watching
      logger.error(`docgate could not rebuild: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return;
    }
    const diagnostics = sortDiagnostics(result.diagnostics);
    const what = first ? 'the site' : describeChanges(changes, contentDir);

    // files changed again while this ran (a copy still going on): its problems may be half-copied
    // states, and the next rebuild reports what stays
    const outdated = !first && pending.size > 0;
    if (hasErrors(diagnostics) || result.entries.length === 0 || !result.buildId) {
      if (outdated) return;
      options.onErrors?.(diagnostics.filter((d) => d.severity === 'error'));
      printDiagnostics(logger, first ? diagnostics : diagnostics.filter((d) => d.severity === 'error'));
      logger.error(
        lastBuildId
          ? `${what}: ${countLine(diagnostics)}; the last good build stays in place until they are fixed`
          : `${what}: ${countLine(diagnostics)}; nothing written yet, watching ${rel(contentDir) || '.'} for the fix`,
      );
      return;
    }

    const output = await writeOutput(outDir, result.entries, { previous: written });
    written = output.state;
    options.onErrors?.([]);
    if (!outdated) printNewWarnings(diagnostics);
    const ms = Math.round(performance.now() - started);
    const same = result.buildId === lastBuildId;
    logger.info(
      first
        ? `built ${result.manifest?.routes.length ?? 0} routes into ${rel(outDir)} in ${formatMs(ms)}, watching ${rel(contentDir) || '.'} for changes`
        : `rebuilt ${what} in ${formatMs(ms)}${same ? ' (output unchanged)' : ''}`,
    );
    if (same) return;
    lastBuildId = result.buildId;
    const event: BuildEvent = {
      buildId: result.buildId,
      changed: changes.map((c) => rel(c.file)),
      written: output.written,
      removed: output.removed,
      ms,
      diagnostics,
    };
    try {
      await options.onBuild?.(event);
    } catch (error) {
      logger.error(`publishing build ${result.buildId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function printNewWarnings(diagnostics: Diagnostic[]): void {
    const now = new Set<string>();
    for (const d of diagnostics) {
      const line = formatDiagnostic(d);
      now.add(line);
      if (!printedWarnings.has(line)) logger.warn(line);
    }
    printedWarnings = now;
  }

  function schedule(delay = debounceMs, graceUsed = false): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // one rebuild at a time; events that arrive meanwhile make the next batch
      running = running.then(async () => {
        if (closed || !initialDone || pending.size === 0) return;
        // a burst still arriving: wait until it is quiet, then build it as one change
        const quietFor = performance.now() - lastEventAt;
        if ((pending.size >= BURST_FILES || inBurst) && quietFor < SETTLE_MS) {
          schedule(SETTLE_MS - quietFor, graceUsed);
          return;
        }
        inBurst = false;
        const changes = pending.take();
        const signatures = await Promise.all(changes.map((c) => signature(c.file)));
        // an editor saving in place truncates first: an empty file is most likely half-written,
        // so give it one short grace period before building what could be a blank page
        if (!graceUsed && signatures.some((sig) => sig.endsWith(':0'))) {
          for (const c of changes) pending.add(c.type, c.file);
          schedule(EMPTY_FILE_GRACE_MS, true);
          return;
        }
        for (const [i, c] of changes.entries()) readAs.set(c.file, signatures[i]!);
        await rebuild(changes);
      });
    }, delay);
  }

  function onEvent(type: FileChange['type'], file: string): void {
    const path = resolve(file);
    lastEventAt = performance.now();
    pending.add(type, path);
    if (type !== 'unlink') recheck(path);
    if (initialDone) schedule();
  }

  // chokidar drops a second change event on one file within 50 ms (a quick re-save): look again once
  // that window has passed, and rebuild if the file is not what the last rebuild read
  function recheck(file: string): void {
    clearTimeout(rechecks.get(file));
    const timeout = setTimeout(async () => {
      rechecks.delete(file);
      const now = await signature(file);
      if (closed || now === '' || now === readAs.get(file)) return;
      pending.add('change', file);
      if (initialDone) schedule();
    }, RECHECK_MS);
    rechecks.set(file, timeout);
  }

  // a site folder may hold the project itself (a Docusaurus site): its output, caches and packages are no content
  const skipped = [outDir, join(root, '.docgate'), join(contentDir, 'node_modules'), join(contentDir, '.git'), join(contentDir, 'build')];
  const watcher: FSWatcher = watch(contentDir, {
    ignoreInitial: true,
    persistent: true,
    // an editor's temp file came and went between two rebuilds would be reported as a change of its own
    ignored: (path, stats) =>
      skipped.some((dir) => path === dir || path.startsWith(`${dir}${sep}`)) ||
      (stats?.isFile() === true && isEditorLitter(basename(path))),
  });
  watcher.on('add', (file) => onEvent('add', file));
  watcher.on('change', (file) => onEvent('change', file));
  watcher.on('unlink', (file) => onEvent('unlink', file));
  watcher.on('addDir', () => {
    inBurst = true;
    lastEventAt = performance.now();
  });
  watcher.on('error', (error) => logger.error(`watching ${rel(contentDir)} failed: ${String(error)}`));
  const watching = new Promise<void>((done) => watcher.once('ready', () => done()));

  const ready = (async () => {
    await watching;
    // the first build reads every file: events from before it starts are in it; later ones come next
    pending.take();
    running = running.then(() => rebuild([]));
    await running;
    // edits saved meanwhile wait for the warm-up: it is what makes the first of them as fast as the rest
    await warmUp();
    initialDone = true;
    if (pending.size > 0) schedule();
  })();

  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const timeout of rechecks.values()) clearTimeout(timeout);
      await watcher.close();
      await running.catch(() => undefined);
      await renderer?.close();
    },
  };
}
