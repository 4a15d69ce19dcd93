// `npm run bench`: every benchmark of the project, one table. Figures, not tests: nothing here fails CI.
import { parseArgs } from 'node:util';
import type { BenchRow } from './row.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '2000' },
    scale: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const suites: Record<string, () => Promise<BenchRow[]>> = {
  pipeline: async () => (await import('./pipeline/index.ts')).runPipelineBench({ pages: Number(values.pages), scale: values.scale }),
  server: async () => (await import('./server/index.ts')).runServerBench(),
  viewer: async () => (await import('./viewer/index.ts')).runViewerBench(),
};

const rows: Array<BenchRow & { suite: string }> = [];
for (const [suite, run] of Object.entries(suites)) {
  if (values.only && values.only !== suite) continue;
  process.stderr.write(`bench: ${suite}...\n`);
  try {
    for (const row of await run()) rows.push({ suite, ...row });
  } catch (error) {
    // one broken suite should not hide the figures of the others
    process.stderr.write(`bench: ${suite} failed: ${(error as Error).stack ?? error}\n`);
    process.exitCode = 1;
  }
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));
const table = rows.map((r) => ({
  suite: r.suite,
  measure: r.name,
  value: `${fmt(r.value)} ${r.unit}`,
  budget: r.budget === undefined ? '' : `${fmt(r.budget)} ${r.unit}`,
  status: r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER',
}));
const widths = Object.keys(table[0] ?? { suite: '' }).map((k) =>
  Math.max(k.length, ...table.map((row) => String(row[k as keyof typeof row]).length)),
);
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
if (table.length > 0) {
  console.log(line(Object.keys(table[0])));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(Object.values(row)));
}
