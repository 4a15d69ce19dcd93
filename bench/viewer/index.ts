import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, signIn } from '../../tests/e2e/support/browser.ts';
import { ensureViewerBuilt, REPO, startDevServer } from '../../tests/e2e/support/dev-server.ts';
import { row, type BenchRow } from '../row.ts';
import { measureCachedRoute, measureSignIn } from './browser-timings.ts';
import { measureInitialJs } from './initial-js.ts';
import { measureDevLoop } from './save-to-screen.ts';
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
    await measureOnPostline(browser, server.url, rows).finally(() => server.stop());
    // the author loop (issue #14): the Postline site alone (~60 pages), then with 2,000 generated pages
    for (const extra of [0, 2000]) {
      const loop = await measureDevLoop(browser, extra);
      const size = extra === 0 ? 'Postline site' : `Postline site + ${extra.toLocaleString('en')} pages`;
      rows.push(row(`dev save to open page p50, ${size}`, loop.saveP50, 'ms', 100));
      rows.push(row(`dev save to open page p95, ${size}`, loop.saveP95, 'ms', 200));
      if (extra > 0) {
        rows.push(row(`viewer sign-in to first rendered doc, ${size} (median of 3)`, loop.signInMs, 'ms', 500));
        rows.push(row(`manifest fetched at sign-in, ${size}`, loop.manifestBytes / 1024, 'kB', 150));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Sign-in and cached-route render on the Postline site as it ships. */
async function measureOnPostline(browser: Browser, url: string, rows: BenchRow[]): Promise<void> {
  rows.push(row('viewer sign-in to first rendered doc (median of 5)', await measureSignIn(browser, url), 'ms', 500));
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${url}/docs/intro`);
  await signIn(page);
  rows.push(
    row('viewer cached route render (p95 of 30)', await measureCachedRoute(page, ['/docs/backend/api/posting', '/docs/intro']), 'ms', 50),
  );
  await page.close();
}
