import type { Browser, Page } from 'playwright-core';
import { READER } from '../../tests/e2e/support/dev-server.ts';

const SIGN_IN_SCRIPT = `(() => {
  const marks = (window.__bench = {});
  document.querySelector('form').addEventListener('submit', () => (marks.start = performance.now()), { capture: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('main h1')) { marks.end = performance.now(); observer.disconnect(); }
  }).observe(document.body, { childList: true, subtree: true });
})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** ms from pressing 'Enter Documentation' to the first doc's h1 on screen, median of `runs` fresh sign-ins. */
export async function measureSignIn(browser: Browser, url: string, runs = 5): Promise<number> {
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // a fresh context a run: no stored session, code from the HTTP cache as on a second visit
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(`${url}/docs/intro`);
    await page.getByLabel('Email').fill(READER.email);
    await page.getByLabel('Password', { exact: true }).fill(READER.password);
    await page.evaluate(SIGN_IN_SCRIPT);
    await page.getByRole('button', { name: 'Enter Documentation' }).click();
    await page.locator('main h1').waitFor();
    const marks = await page.evaluate(() => (window as unknown as { __bench: { start: number; end: number } }).__bench);
    timings.push(marks.end - marks.start);
    await context.close();
  }
  return median(timings);
}

// plain JavaScript run in the page; kept as text so tsx's name helpers never reach the browser
const CACHED_ROUTE_SCRIPT = `async ({ paths, runs }) => {
  const results = [];
  const headingOf = () => document.querySelector('main h1')?.textContent ?? '';
  const visit = (to) => new Promise((resolve) => {
    const before = headingOf();
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (window.location.pathname === to && headingOf() !== before) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (const path of [...paths, ...paths]) { await visit(path); await pause(50); }
  for (let run = 0; run < runs; run += 1) { results.push(await visit(paths[run % 2])); await pause(30); }
  return results;
}`;

/** ms from a client-side navigation to a route already visited until its h1 is on screen (p95 of `runs`). */
export async function measureCachedRoute(page: Page, paths: [string, string], runs = 30): Promise<number> {
  const timings = (await page.evaluate(`(${CACHED_ROUTE_SCRIPT})(${JSON.stringify({ paths, runs })})`)) as number[];
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length * 0.95)]!;
}
