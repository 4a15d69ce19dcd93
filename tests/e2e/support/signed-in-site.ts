import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, openSignedIn } from './browser.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

export interface SignedInSite {
  server: DevServer;
  browser: Browser;
  page: Page;
}

/**
 * For the test file that calls it: `docgate dev` over `site` and a Chromium page signed in on `path`, started
 * before its tests and stopped after them; the fields are there once its tests run.
 */
export function signedInSite(site: Parameters<typeof startDevServer>[0], path = '/docs/intro'): SignedInSite {
  const open = {} as SignedInSite;
  beforeAll(async () => {
    open.server = await startDevServer(site);
    open.browser = await launchChromium();
    open.page = await openSignedIn(open.browser, `${open.server.url}${path}`);
  }, 300_000);
  afterAll(async () => {
    await open.browser?.close();
    await open.server?.stop();
  });
  return open;
}
