import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/docusaurus/i18n in real Chromium: English and French, the post "Second" tagged `release`

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ docusaurus: 'i18n' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${server.url}/fr/blog`);
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tagLinks = () => page.locator('.blog-post--summary .tag-chip').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('a translated blog in the viewer', () => {
  it("leads a French list's tags to the French tag page, as Docusaurus' (they led to the English one)", async () => {
    await expect.poll(tagLinks).toEqual(['/fr/blog/tags/release']);
    await go(page, '/fr/blog/tags/release');
    await expect.poll(tagLinks).toEqual(['/fr/blog/tags/release']);
    await go(page, '/blog');
    await expect.poll(tagLinks).toEqual(['/blog/tags/release']);
  });
});
