import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, openSignedIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/sites/json-order: a React page that iterates objects of the config's customFields, whose
// keys are out of the order jsonb would keep them in (by length, then bytes)

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ content: 'tests/fixtures/sites/json-order/content' });
  browser = await launchChromium();
  page = await openSignedIn(browser, `${server.url}/docs/intro`);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("site code's objects from the config", () => {
  it('meet their keys in the order the config wrote them', async () => {
    await go(page, '/');
    await page.locator('#ordered-keys').waitFor();
    expect(await page.locator('#ordered-keys').textContent()).toBe('zeta,alpha,b');
    expect(await page.locator('#links li').allTextContents()).toEqual(['Getting started', 'API', 'Release notes']);
  });
});
