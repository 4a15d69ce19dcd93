import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// MDX pages of the repo's content in real Chromium: npm2yarn tabs, their groupId sync, <details>.

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${server.url}/docs/intro`);
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openInstallation() {
  await go(page, '/docs/frontend/installation');
  await page.locator('.tabs-container').first().waitFor();
}

/** The visible code of each npm2yarn tabs container, in page order. */
const visibleCommands = () =>
  page.$$eval('.tabs-container[data-group-id="npm2yarn"]', (containers) =>
    containers.map((c) => c.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) code')?.textContent?.trim() ?? ''),
  );

describe('MDX pages in the viewer', () => {
  it('shows npm2yarn fences as npm, Yarn, pnpm and Bun tabs with npm first', async () => {
    await openInstallation();
    const first = page.locator('.tabs-container[data-group-id="npm2yarn"]').first();
    expect(await first.locator('[role="tab"]').allTextContents()).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    expect((await visibleCommands())[0]).toBe('npm run dev:web');
  });

  it('switches every tabs of the npm2yarn group together and remembers the choice after a reload', async () => {
    await openInstallation();
    await page.locator('.tabs-container[data-group-id="npm2yarn"]').first().getByRole('tab', { name: 'Yarn' }).click();
    expect(await visibleCommands()).toEqual(['yarn dev:web', 'yarn dev']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('yarn');
    await saveScreenshot(page, 'mdx-tabs-yarn');

    await page.reload();
    await page.locator('.tabs-container').first().waitFor();
    await page.waitForFunction(() => document.querySelector('.tabs-container[data-enhanced]') !== null);
    expect(await visibleCommands()).toEqual(['yarn dev:web', 'yarn dev']);
    await page.evaluate(() => localStorage.removeItem('docusaurus.tab.npm2yarn'));
  });

  it('opens a <details> FAQ entry on a click on its summary', async () => {
    await openInstallation();
    const details = page.locator('.markdown details').first();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await details.locator('p').first().isVisible()).toBe(false);
    // Docusaurus' own arrow, not the browser's marker, which a summary's <p> would push onto a line of its own
    const summary = details.locator('summary');
    expect(await summary.evaluate((s) => getComputedStyle(s).listStyleType)).toBe('none');
    expect(await summary.evaluate((s) => getComputedStyle(s, '::before').borderLeftStyle)).toBe('solid');
    await details.locator('summary').click();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await details.locator('p').first().isVisible()).toBe(true);
  });
});
