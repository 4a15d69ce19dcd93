import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';
import { startFontHost, type FontHost } from '../integration/support/font-host.ts';

// tests/fixtures/docusaurus/remote-fonts in real Chromium: the web font its config links from another host
// (a server of this test) was fetched by the build, and the viewer loads it through the gate under its CSP.

let host: FontHost;
let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  host = await startFontHost();
  // the fixture's config reads it; docgate dev inherits this environment
  process.env.REMOTE_FONT_HOST = host.url;
  server = await startDevServer({ docusaurus: 'remote-fonts' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
});

afterAll(async () => {
  delete process.env.REMOTE_FONT_HOST;
  await browser?.close();
  await server?.stop();
  await host?.close();
});

describe('a web font of another host', () => {
  it("is loaded from the gate after sign-in, and the reader's browser asks its host for nothing", async () => {
    const fetchedByBuild = host.requests.length;
    await page.goto(`${server.url}/docs/intro`);
    await signIn(page);
    await page.locator('.markdown p').first().waitFor();
    await page.waitForFunction(() => document.querySelector('style[data-site-stylesheet]')?.textContent?.includes('Remote Sans'));
    const faces = await page.evaluate(async () => {
      const loaded = await document.fonts.load("16px 'Remote Sans'");
      return loaded.map((face) => ({ family: face.family.replace(/"/g, ''), status: face.status }));
    });
    expect(faces).toEqual([{ family: 'Remote Sans', status: 'loaded' }]);
    expect(await page.evaluate(() => document.fonts.check("16px 'Remote Sans'"))).toBe(true);
    expect(
      await page
        .locator('.markdown p')
        .first()
        .evaluate((p) => getComputedStyle(p).fontFamily),
    ).toBe('"Remote Sans", monospace');
    expect(host.requests.length).toBe(fetchedByBuild);
  });
});
