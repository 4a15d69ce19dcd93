import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, openSignedIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// The site bundle in chunks, over tests/fixtures/sites/site-chunks (two docs, each with a site component of
// its own and one they share, and a doc without any): a doc fetches its own components' code and none of
// the other doc's, and both run.

const ALPHA = 'alpha-only-71c';
const BETA = 'beta-only-92d';
const SHARED = 'shared-4a7';
// in each component's code only: its static HTML (the page's own file) has not got it
const ALPHA_CODE = 'alpha-code-5e1';
const BETA_CODE = 'beta-code-8f3';

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ content: 'tests/fixtures/sites/site-chunks/content' });
  browser = await launchChromium();
  page = await openSignedIn(browser, `${server.url}/docs/plain`);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every response body the page gets while `during` runs. */
async function bodiesOf(during: () => Promise<void>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  // the live-reload stream never ends: its body is never all there
  const collect = (response: Response) =>
    void (response.headers()['content-type']?.includes('event-stream') || bodies.push(response.text().catch(() => '')));
  page.on('response', collect);
  try {
    await during();
    // what the page asks for once it shows (its live-reload stream keeps the network busy: no networkidle)
    await page.waitForTimeout(1500);
  } finally {
    page.off('response', collect);
  }
  return Promise.all(bodies);
}

const holding = (bodies: string[], text: string) => bodies.filter((body) => body.includes(text)).length;

describe('the site bundle in chunks', () => {
  it("a doc's full reload fetches its own components' code and none of another doc's, and they run", async () => {
    await go(page, '/docs/alpha');
    const bodies = await bodiesOf(async () => {
      await page.reload();
      await page.getByRole('button', { name: `${ALPHA} 1 live` }).click();
      await page.getByRole('button', { name: `${ALPHA} 2 live` }).waitFor();
      await page.getByText(`${SHARED} of alpha`).waitFor();
    });
    expect(holding(bodies, ALPHA_CODE)).toBeGreaterThan(0);
    expect(holding(bodies, BETA_CODE)).toBe(0);
  });

  it("the other doc then fetches its own components' code, and they run", async () => {
    const bodies = await bodiesOf(async () => {
      await go(page, '/docs/beta');
      await page.getByRole('button', { name: `${BETA} 5 live` }).click();
      await page.getByRole('button', { name: `${BETA} 6 live` }).waitFor();
      await page.getByText(`${SHARED} of beta`).waitFor();
    });
    expect(holding(bodies, BETA_CODE)).toBeGreaterThan(0);
    expect(holding(bodies, ALPHA_CODE)).toBe(0);
  });

  it('a doc without site components fetches no component code on a full reload', async () => {
    await go(page, '/docs/plain');
    const bodies = await bodiesOf(async () => {
      await page.reload();
      await page.getByText('A doc without site components.').waitFor();
    });
    for (const text of [ALPHA_CODE, BETA_CODE, SHARED]) expect(holding(bodies, text)).toBe(0);
  });
});
