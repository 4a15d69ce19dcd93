import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { SiteCompiler, type CompileResult } from './compile.ts';
import { diskFolder } from './read/content-folder.ts';
import { formatDiagnostic, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic.ts';
import type { Logger } from './write/logger.ts';
import { createProgress } from './write/progress.ts';
import { OutputSink, threadedOutputSink, writeOutput, type WriteResult } from './write/index.ts';
import { createRenderer, type Renderer, type RendererStats } from './render/index.ts';
import { createPartThread } from './emit/search/part-thread.ts';
import { siteFolder } from './read/site.ts';
import { FrontmatterMemo } from './read/frontmatter-memo.ts';
import { HtmlSpool } from './read/html-spool.ts';
import { PageFileIndex } from './emit/page-file-index.ts';
import { compilerVersion } from './render/version.ts';
import { RemoteFiles } from './emit/remote-files.ts';

export interface BuildOptions {
  /** the project root: `.docgate/cache` lives under it and diagnostics are relative to it */
  root: string;
  contentDir: string;
  outDir: string;
  includeDrafts: boolean;
  /** a machine-readable summary will be printed on stdout: keep the terminal progress line off */
  json?: boolean;
  logger: Logger;
  /** threads that render, this one included (threads - 1 workers); defaults to the number of cores */
  threads?: number;
}

export interface BuildResult {
  ok: boolean;
  buildId: string | null;
  diagnostics: Diagnostic[];
  /** every route path of the site, sorted; empty when the build failed */
  routes: string[];
  ms: number;
  files: { written: number; unchanged: number; removed: number };
  /** how many pages came from the render cache and how many were rendered */
  render: RendererStats;
  outDir: string;
}

// below this many pages to render, one thread is cheaper: every worker thread pays its own start-up and
// compiles the grammars of every language it meets (~1.5 s CPU for the code-heavy docs in content/,
// which build in 5.3 s CPU in this thread against 7.8 s in two workers, 40 pages)
const IN_PROCESS_BELOW = 50;

/** The persistent render cache of a project. */
export const cacheDirOf = (root: string): string => join(root, '.docgate', 'cache');

/** Where the stylesheets and fonts a site names on another host are kept once fetched. */
export const remoteCacheDirOf = (root: string): string => join(root, '.docgate', 'remote');

/**
 * A renderer for a project, cached under `.docgate/cache`. The key holds the pipeline version and the
 * render input only: nothing in the site config reaches renderMarkdown except the TOC levels, which are
 * part of the input, so a config edit re-renders nothing.
 */
export async function createProjectRenderer(root: string, contentDir: string, threads?: number): Promise<Renderer> {
  const cacheDir = cacheDirOf(root);
  // no cache yet and many pages: every page renders, so boot the worker threads while the content is read
  const cold = await stat(cacheDir).then(
    () => false,
    () => true,
  );
  const many = cold && (await glob('**/*.{md,mdx}', { cwd: contentDir })).length >= IN_PROCESS_BELOW;
  return createRenderer({ threads, cacheDir, startWorkers: many, inProcessBelow: IN_PROCESS_BELOW });
}

/** Compiles content into outDir: prints every diagnostic, then one summary line; writes nothing on errors. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = resolve(options.root);
  // the content folder, or the project root when that is a Docusaurus site
  const contentDir = siteFolder(root, options.contentDir);
  const outDir = resolve(root, options.outDir);
  const { logger } = options;

  const renderer = await createProjectRenderer(root, contentDir, options.threads);
  // with a core to spare, the search parts a build must make are shared with a thread of their own, and
  // its page files are written on another
  const spare = (options.threads ?? availableParallelism()) > 1;
  const parts = spare ? createPartThread() : null;
  const progress = createProgress(renderer.render, process.stderr, { enabled: !options.json });
  const frontmatterMemo = new FrontmatterMemo(join(root, '.docgate', 'frontmatter'));
  const sink = spare ? threadedOutputSink(outDir) : new OutputSink(outDir);
  const pageIndex = new PageFileIndex(join(root, '.docgate', 'page-files.json'), compilerVersion());
  const htmlSpool = new HtmlSpool(join(root, '.docgate'));
  const compiler = new SiteCompiler({
    root,
    folder: diskFolder(contentDir),
    includeDrafts: options.includeDrafts,
    render: progress.render,
    bundle: true,
    searchCacheDir: join(root, '.docgate', 'search'),
    remoteFiles: new RemoteFiles(remoteCacheDirOf(root)),
    // the render threads' heaps go before assembly, the build's most memory-hungry step: planning waits
    // for them to end (~120 MB; planning beside the thread as it wound down was the peak of rendering).
    // Pages were rendered, so search parts will be made: their thread starts in the render threads'
    // place (~40 ms) while they end and the links are checked, not when the first part is sent
    onRendered: async () => {
      const { renderedInProcess, renderedInWorkers } = renderer.stats();
      if (renderedInProcess + renderedInWorkers > 0) parts?.start();
      await renderer.releaseWorkers();
    },
    searchParts: parts?.serialize,
    frontmatterMemo,
    pageSink: sink,
    pageIndex,
    htmlSpool,
  });
  let result: CompileResult;
  try {
    result = await compiler.build();
    // every page file is on disk before the manifest that names them is written
    await sink.flush();
  } catch (error) {
    await sink.discard();
    throw error;
  } finally {
    progress.stop();
    htmlSpool.close();
    await Promise.all([renderer.close(), parts?.close(), sink.close()]);
  }

  const diagnostics = sortDiagnostics(result.diagnostics);
  printDiagnostics(logger, diagnostics);
  const failed = hasErrors(diagnostics) || result.entries.length === 0 || !result.manifest;
  let written: WriteResult | null = null;
  if (failed) await sink.discard();
  else {
    written = await writeOutput(outDir, result.entries, { streamed: result.streamed });
    // a build asks for every page and search part it has: the rest of the caches is of older content
    await Promise.all([renderer.prune(), compiler.pruneSearchCache()]);
    frontmatterMemo.save();
    pageIndex.save();
  }
  const ms = Math.round(performance.now() - started);

  const summary: BuildResult = {
    ok: !failed,
    buildId: failed ? null : result.buildId,
    diagnostics,
    routes: failed ? [] : result.manifest!.routes.map((r) => r.path),
    ms,
    files: {
      written: written ? written.written.length + sink.written.length : 0,
      unchanged: written ? written.unchanged.length + sink.unchanged.length : 0,
      removed: written?.removed.length ?? 0,
    },
    render: renderer.stats(),
    outDir,
  };
  if (failed) {
    logger.error(`${countLine(diagnostics)}: fix the errors above and run docgate build again`);
  } else {
    const warnings = diagnostics.length > 0 ? ` (${countLine(diagnostics)})` : '';
    logger.info(`built ${summary.routes.length} routes into ${relative(root, outDir) || '.'} in ${formatMs(ms)}${warnings}`);
  }
  return summary;
}

// warnings that say the same wherever they are: one line each, naming how many more places have it (a
// site plugin that throws on every page of electron's site printed 281 lines alike; questdb's 1,894 blocks
// of a language its own Prism setup adds, 1,894)
const FOLDED = new Map([
  ['site-plugin', ['page', 'pages']],
  ['code-language', ['code block', 'code blocks']],
  // an element docgate does not render, written on every page of a generated API reference
  ['mdx-html', ['place', 'places']],
]);

/**
 * Prints each diagnostic on its own `file:line:column` line, errors first in file order; a FOLDED
 * warning is printed once, where it is first, saying in how many more places it is (`--json` lists them all).
 */
export function printDiagnostics(logger: Logger, diagnostics: Diagnostic[]): void {
  const alike = new Map<string, number>();
  for (const d of diagnostics) if (FOLDED.has(d.rule)) alike.set(d.message, (alike.get(d.message) ?? 0) + 1);
  for (const d of diagnostics) {
    const names = FOLDED.get(d.rule);
    const count = names ? alike.get(d.message) : undefined;
    if (count === 0) continue;
    if (count !== undefined) alike.set(d.message, 0);
    const more =
      names && count !== undefined && count > 1
        ? { ...d, message: `${d.message} (and ${count - 1} more ${count === 2 ? names[0] : names[1]})` }
        : d;
    if (d.severity === 'error') logger.error(formatDiagnostic(more));
    else logger.warn(formatDiagnostic(more));
  }
}

/** `2 errors, 1 warning` */
export function countLine(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const parts = [];
  if (errors > 0 || warnings === 0) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings > 0) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** `23 ms` under a second, `1.4 s` above. */
export const formatMs = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
