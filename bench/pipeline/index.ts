import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createMemoryLogger } from '../../src/compiler/write/logger.ts';
import { startWatch, type BuildEvent } from '../../src/compiler/watch/index.ts';
import { row, type BenchRow } from '../row.ts';
import { generateCorpus } from './corpus.ts';
import { mdxCostRatio } from './mdx-ratio.ts';

interface ChildReport {
  ok: boolean;
  /** CPU seconds of every thread of the build process: a figure other load on the machine barely moves */
  cpuS: number;
  pages: { rendered: number; fromCache: number };
  ms: number;
  routes: number;
  maxRssMb: number;
  diagnostics: unknown[];
}

const run = promisify(execFile);
const EDITS = 20;

/** Runs `docgate build --json` in a fresh process, the way bin/docgate.mjs runs it, with its time and peak memory. */
async function buildInChild(root: string): Promise<ChildReport> {
  const child = fileURLToPath(new URL('./build-child.mjs', import.meta.url));
  const { stdout } = await run(process.execPath, [child], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  // the CLI's --json summary, then the child's usage line
  const [summary, usage] = stdout
    .trim()
    .split('\n')
    .slice(-2)
    .map((line) => JSON.parse(line));
  const report = { ...summary, ...usage } as ChildReport;
  if (!report.ok) throw new Error(`the benchmark corpus did not build: ${JSON.stringify(report.diagnostics).slice(0, 2000)}`);
  return report;
}

async function coldBuild(root: string): Promise<ChildReport> {
  await rm(join(root, '.docgate'), { recursive: true, force: true });
  await rm(join(root, 'dist'), { recursive: true, force: true });
  return buildInChild(root);
}

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)));
  return sizes.reduce((a, b) => a + b, 0);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** Edits one page EDITS times under `docgate watch` and times each save until the new build is on disk. */
async function watchEdits(root: string, pages: number): Promise<number[]> {
  let seen: ((event: BuildEvent) => void) | null = null;
  const watcher = startWatch({
    root,
    contentDir: 'content',
    outDir: 'dist/site',
    logger: createMemoryLogger(),
    onBuild: (event) => seen?.(event),
  });
  await watcher.ready;
  const target = join(root, 'content/docs/section-01/page-00002.md');
  const times: number[] = [];
  try {
    // one unmeasured edit first: the first update may still warm caches that every later edit shares
    for (let i = 0; i <= EDITS; i++) {
      // an author's saves are far apart; chokidar folds saves of one file less than 50 ms apart
      await new Promise((r) => setTimeout(r, 120));
      const built = new Promise<BuildEvent>((done) => (seen = done));
      const started = performance.now();
      await appendFile(target, `\nEdit number ${i} of ${pages} pages, with a [link](./page-00003.md).\n`);
      await built;
      if (i > 0) times.push(performance.now() - started);
    }
  } finally {
    await watcher.close();
  }
  return times.sort((a, b) => a - b);
}

/** The pipeline benchmarks: cold and warm builds, peak memory, watch-mode edits, output size, and the 10k scale. */
export async function runPipelineBench({ pages = 2000, scale = false }: { pages?: number; scale?: boolean } = {}): Promise<BenchRow[]> {
  const root = await mkdtemp(join(tmpdir(), 'docgate-bench-'));
  try {
    await generateCorpus(join(root, 'content'), { pages });
    const cold = await coldBuild(root);
    const warm = await buildInChild(root);
    const size = await folderBytes(join(root, 'dist/site'));
    const edits = await watchEdits(root, pages);
    const mdx = await mdxCostRatio();
    const results = [
      // DESIGN.md's budgets are for 2,000 pages; another size prints its figures without them
      row(`cold build, ${pages} pages`, cold.ms / 1000, 's', pages === 2000 ? 18 : undefined),
      row(`cold build CPU time (all threads, no budget), ${pages} pages`, cold.cpuS, 's'),
      row(`warm build, ${pages} pages`, warm.ms / 1000, 's', pages === 2000 ? 1.5 : undefined),
      // "a warm build renders nothing"
      row(`pages rendered again by the warm build`, warm.pages.rendered, 'pages', 0),
      row(`peak RSS of a build, ${pages} pages`, Math.max(cold.maxRssMb, warm.maxRssMb), 'MB', pages === 2000 ? 450 : undefined),
      // the rebuild alone (the watcher's own `rebuilt ... in`); the author's budget is save-to-screen (viewer suite)
      row(`watch one-page rebuild p50 (no budget), ${pages} pages`, percentile(edits, 0.5), 'ms'),
      row(`watch one-page rebuild p95 (no budget), ${pages} pages`, percentile(edits, 0.95), 'ms'),
      // no budget in the design: reported so growth shows up
      row(`output size, ${pages} pages`, size / 1024 / 1024, 'MB'),
      row(`MDX / Markdown per-page render cost (pages ${mdx.sizeRatio.toFixed(2)}x the size, one thread)`, mdx.ratio, 'x', 1.5),
      row('Markdown page render, one thread (no budget)', mdx.mdMs, 'ms'),
      row('MDX page render, one thread (no budget)', mdx.mdxMs, 'ms'),
    ];
    if (scale) {
      // DESIGN.md: 10,000 pages in at most 10x the time of 2,000 (five times the pages)
      const bigPages = pages * 5;
      const bigRoot = await mkdtemp(join(tmpdir(), 'docgate-bench-10k-'));
      try {
        await generateCorpus(join(bigRoot, 'content'), { pages: bigPages });
        const big = await coldBuild(bigRoot);
        results.push(row(`cold build, ${bigPages} pages`, big.ms / 1000, 's'));
        results.push(row(`cold build CPU time (all threads), ${bigPages} pages`, big.cpuS, 's'));
        results.push(row(`${bigPages} pages / ${pages} pages cold build time`, big.ms / cold.ms, 'x', 10));
        results.push(row(`peak RSS of a build, ${bigPages} pages`, big.maxRssMb, 'MB'));
      } finally {
        await rm(bigRoot, { recursive: true, force: true });
      }
    }
    return results;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
