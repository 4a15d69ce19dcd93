import { join } from 'node:path';
import { launchChromium, signIn } from '../../tests/e2e/support/browser.ts';
import { ensureViewerBuilt, REPO, startDevServer } from '../../tests/e2e/support/dev-server.ts';
import { row, type BenchRow } from '../row.ts';
import { measureCachedRoute, measureSignIn } from './browser-timings.ts';
import { measureInitialJs } from './initial-js.ts';
import { measureSearchP95 } from './search-latency.ts';

/** The viewer's budgets (DESIGN.md): initial JS, cached route render, search p95, sign-in to first doc. */
export async function runViewerBench(): Promise<BenchRow[]> {
  await ensureViewerBuilt();
  const rows: BenchRow[] = [row('viewer initial JS (gzip)', (await measureInitialJs(join(REPO, 'dist', 'viewer'))) / 1024, 'kB', 140)];
  const search = measureSearchP95(1000);
  rows.push(row(`viewer search query p95 (1,000 pages, ${search.documents} sections)`, search.p95, 'ms', 5));

  const server = await startDevServer();
  const browser = await launchChromium();
  try {
    rows.push(row('viewer sign-in to first rendered doc (median of 5)', await measureSignIn(browser, server.url), 'ms', 500));
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(`${server.url}/docs/intro`);
    await signIn(page);
    rows.push(
      row('viewer cached route render (p95 of 30)', await measureCachedRoute(page, ['/docs/backend/api/posting', '/docs/intro']), 'ms', 50),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}
