import { availableParallelism } from 'node:os';
import { cacheGeneration, cacheKey, createDiskCache, entryText, parseEntry, pruneDiskCache, type DiskCache } from './cache.ts';
import { createWorkerPool, IN_FLIGHT, type WorkerPool } from './pool.ts';
import { OUTPUT_APART, type MarkdownInput, type MarkdownOutput, type RenderFn, type RenderModule } from './types.ts';
import { pipelineVersion } from './version.ts';
import { noteRenderKey } from './render-key.ts';

export type { RenderFn, RenderModule } from './types.ts';

export interface RendererOptions {
  /** threads that render a large batch: this one and threads - 1 workers; defaults to the number of cores */
  threads?: number;
  /** the persistent cache folder (`.docgate/cache`); null turns persistence off */
  cacheDir: string | null;
  /** anything else the output depends on, e.g. a hash of the site config */
  cacheKeySalt?: string;
  /** fewer cache misses than this at once (or, outside watch edits, in a row) render in this thread: no worker start-up */
  inProcessBelow?: number;
  /** start the worker threads right away: the caller expects many cache misses (a cold build) */
  startWorkers?: boolean;
  /** where renderMarkdown lives; tests swap in a fake */
  module?: RenderModule;
  /** the renderer version in the cache key; defaults to package version + a hash of src/compiler/markdown */
  version?: string;
}

export interface RendererStats {
  requests: number;
  cacheHits: number;
  renderedInProcess: number;
  renderedInWorkers: number;
  workerPoolStarted: boolean;
}

export interface Renderer {
  render: RenderFn;
  /** loads the renderer in this thread and warms it up on pages it has rendered, ahead of the first edit (watch mode) */
  prewarm(): Promise<void>;
  /** stops the worker threads once a big batch is done; a later big batch starts them again */
  releaseWorkers(): Promise<void>;
  stats(): RendererStats;
  close(): Promise<void>;
  /**
   * After a closed renderer rendered a whole site: removes the cache entries of inputs it was not asked
   * for (pages since edited or removed); returns how many went
   */
  prune(): Promise<number>;
}

interface Job {
  input: MarkdownInput;
  key: string;
  resolve(output: MarkdownOutput): void;
  reject(error: unknown): void;
}

// warm-up (prewarm): the JIT optimizes the parser and tree walkers over the first few dozen renders, so
// the first edits after start rendered in 16 ms instead of 9 (bench/pipeline, 1,000 pages). The site's
// own pages warm it best: the first PREWARM_PAGES of the first batch are kept and rendered again, within
// PREWARM_MS. A renderer that has seen no page warms up on this one, with the common syntax
const PREWARM_SOURCE = [
  '# Prewarm',
  '',
  'Some *emphasis*, **strong**, `code`, a [link](./other.md#part) and ~~gone~~ text. Another sentence follows here.',
  '',
  '## Lists and tables {#lists}',
  '',
  '- one item with [a link](https://example.com)',
  '- two\n  - nested `item`',
  '',
  '1. first\n2. second',
  '',
  '| a | b |\n| - | - |\n| 1 | `x` |',
  '',
  ':::tip Title\n\nAn admonition with **bold** text.\n\n:::',
  '',
  '### Code',
  '',
  '> A quote with a [reference][ref].',
  '',
  '[ref]: https://example.com/ref',
  '',
  '```ts title="example.ts"\nconst answer: number = 42;\n```',
  '',
].join('\n');
const PREWARM_PAGES = 40;
const PREWARM_MS = 500;

/** A cached, parallel renderMarkdown: cache hits skip rendering, big batches are shared with worker threads. */
export function createRenderer(options: RendererOptions): Renderer {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  // this thread renders beside the workers: one isolate (~120 MB) fewer for the same busy cores
  const workers = threads - 1;
  // enough queued in the workers to hide the message round trip; this thread takes the rest
  const poolCapacity = workers * (IN_FLIGHT + 1);
  const inProcessBelow = options.inProcessBelow ?? 20;
  const module = options.module;
  // every pack this renderer's threads write is newer: prune need not read those. Date.now() rounds
  // down, file times do not: one ms on top keeps a pack written just before this from counting as newer
  const createdAt = Date.now() + 1;
  const version = options.version !== undefined ? Promise.resolve(options.version) : pipelineVersion();
  // packs are grouped by what every key of theirs starts with
  const generation = version.then((v) => cacheGeneration(`${v}\u0000${options.cacheKeySalt ?? ''}`));
  const cache: DiskCache<MarkdownOutput> | null = options.cacheDir ? createDiskCache(options.cacheDir, generation, OUTPUT_APART) : null;
  const stats: RendererStats = {
    requests: 0,
    cacheHits: 0,
    renderedInProcess: 0,
    renderedInWorkers: 0,
    workerPoolStarted: false,
  };

  const waiting: Job[] = [];
  const sample: MarkdownInput[] = [];
  // every cache key asked for: what prune keeps
  const used = new Set<string>();
  // set by prewarm: this thread now renders the pages of saves, one at a time, and again after each save
  let editing = false;
  let lookups = 0;
  let pool: WorkerPool | null = null;
  let local: Promise<RenderFn> | null = null;
  let localBusy = false;
  let decideScheduled = false;
  let poolJobs = 0;
  // cache misses since the pool last stopped
  let misses = 0;

  function startPool(): WorkerPool {
    pool = createWorkerPool(workers, module, options.cacheDir ? { dir: options.cacheDir, generation } : null);
    stats.workerPoolStarted = true;
    return pool;
  }
  if (options.startWorkers && workers > 0) startPool().start();

  const loadLocal = () => {
    // the renderer loads on the first page this thread renders: a build whose pages all come from
    // the cache or the workers never loads unified, micromark and shiki here
    local ??= module
      ? import(module.path).then((m) => m[module.exportName] as RenderFn)
      : import('../markdown/index.ts').then((m) => m.renderMarkdown);
    return local;
  };

  function scheduleDecide(): void {
    if (decideScheduled) return;
    decideScheduled = true;
    // wait one turn of the event loop so a compiler's burst of render calls is seen as one batch
    setImmediate(() => {
      decideScheduled = false;
      decide();
    });
  }

  function decide(): void {
    // a batch of misses: many at once, or (a build reads a few pages at a time) many in a row
    if (!pool && workers > 0 && (waiting.length >= inProcessBelow || (!editing && misses >= inProcessBelow))) startPool();
    if (pool) feedPool();
    if (localBusy || waiting.length === 0) return;
    if (!pool && lookups > 0 && workers > 0) return; // more misses may still arrive for this batch
    void runLocal();
  }

  // the workers get pages first, up to their capacity; the rest wait for this thread or a free worker
  function feedPool(): void {
    while (pool && waiting.length > 0 && poolJobs < poolCapacity) {
      const job = waiting.shift()!;
      poolJobs++;
      // the worker stores its own results in the cache
      pool
        .run(job.input, job.key)
        .then((output) => {
          stats.renderedInWorkers++;
          job.resolve(output);
        }, job.reject)
        .finally(afterPoolJob);
    }
  }

  // the pool runs until releaseWorkers() or close(): only the caller knows when a batch is over (a
  // build reads a few files at a time, so the queue runs dry between them). The threads exit on their
  // own (worker.ts), so a busy main thread does not keep them alive
  function afterPoolJob(): void {
    poolJobs--;
    feedPool();
  }

  // pools being stopped: close() waits for them, since a stopping thread still flushes its cache writes
  const stopping = new Set<Promise<void>>();

  async function release(): Promise<void> {
    const idle = pool;
    pool = null;
    misses = 0;
    if (!idle) return Promise.all([...stopping]).then(() => undefined);
    const stop = idle.close().finally(() => stopping.delete(stop));
    stopping.add(stop);
    await stop;
  }

  async function runLocal(): Promise<void> {
    localBusy = true;
    try {
      const render = await loadLocal();
      // re-check between renders: a batch that grows past the threshold starts the workers
      while (waiting.length > 0) {
        const job = waiting.shift()!;
        try {
          const rendered = await render(editing ? { ...job.input, keepSections: true } : job.input);
          stats.renderedInProcess++;
          const json = entryText(rendered, OUTPUT_APART);
          cache?.setJson(job.key, json);
          // kept as a worker's output comes, parsed from JSON: the rendered strings (a link's url, a
          // heading's text) are slices of the page's text and kept all of it alive (~10 MB at 2,000 pages)
          job.resolve(parseEntry<MarkdownOutput>(json));
        } catch (error) {
          job.reject(error);
        }
        if (!pool && waiting.length >= inProcessBelow && workers > 0) break;
        feedPool();
        // a render settles through promises only: without a turn of the event loop here, finished
        // pages from the workers (messages) and file reads would wait for this whole loop
        if (pool) await new Promise((next) => setImmediate(next));
      }
    } catch (error) {
      for (const job of waiting.splice(0)) job.reject(error);
    } finally {
      localBusy = false;
    }
    if (waiting.length > 0) decide();
  }

  async function render(input: MarkdownInput): Promise<MarkdownOutput> {
    stats.requests++;
    if (sample.length < PREWARM_PAGES) sample.push(input);
    lookups++;
    let key: string;
    let hit: MarkdownOutput | undefined;
    try {
      key = cacheKey([
        await version,
        options.cacheKeySalt ?? '',
        input.file,
        input.lineOffset,
        input.tocMinLevel,
        input.tocMaxLevel,
        input.source,
        input.removeContentTitle === true,
        // an MDX page's output also depends on its frontmatter and the partials it inlines
        ...(input.format === 'mdx' ? [input.format, input.frontMatter, input.partials, input.siteDir] : []),
        // a site's admonition keywords and plugins (their fingerprint) change the output too
        ...(input.site ? [input.site] : []),
      ]);
      used.add(key);
      hit = await cache?.get(key);
    } finally {
      lookups--;
    }
    if (hit) {
      stats.cacheHits++;
      if (lookups === 0 && waiting.length > 0) scheduleDecide();
      noteRenderKey(hit, key);
      return hit;
    }
    const output = await new Promise<MarkdownOutput>((resolve, reject) => {
      misses++;
      waiting.push({ input, key, resolve, reject });
      scheduleDecide();
    });
    noteRenderKey(output, key);
    return output;
  }

  return {
    render,
    releaseWorkers: release,
    async prewarm() {
      if (pool) return;
      editing = true;
      const render = await loadLocal();
      const inputs =
        sample.length > 0 ? [...sample] : [{ file: 'prewarm.md', source: PREWARM_SOURCE, lineOffset: 0, tocMinLevel: 2, tocMaxLevel: 3 }];
      // straight to the renderer: the cache would answer for these pages
      const started = performance.now();
      const requests = stats.requests;
      for (let round = 0; round < PREWARM_PAGES && performance.now() - started < PREWARM_MS; round++) {
        // a render asked for meanwhile warms the renderer too, and must not wait
        if (pool || stats.requests !== requests) return;
        await render({ ...inputs[round % inputs.length]!, keepSections: true });
        await new Promise((next) => setImmediate(next));
      }
    },
    stats: () => ({ ...stats }),
    async close() {
      await cache?.flush();
      await release();
      await Promise.all([...stopping]);
    },
    prune: async () =>
      options.cacheDir ? pruneDiskCache(options.cacheDir, used, await generation, createdAt, (await cache?.packKeys()) ?? null) : 0,
  };
}
