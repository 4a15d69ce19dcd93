import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, openSignedIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/docusaurus/doc-title in real Chromium: Docusaurus' DocItem/Content draws a doc's title that is
// not in its Markdown in a <header> inside its `theme-doc-markdown markdown` element, which the site's
// custom.css styles through `.markdown h1` and `.theme-doc-markdown > header`.

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ docusaurus: 'doc-title' });
  browser = await launchChromium();
  page = await openSignedIn(browser, `${server.url}/docs/intro`);
  // the site's stylesheet comes with the content, after sign-in
  await page.waitForFunction(() => document.querySelector('style[data-site-stylesheet]')?.textContent?.includes('22px'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a doc's title", () => {
  it("is in a header first in the doc's one `theme-doc-markdown markdown` element, where the site's `.markdown h1` and `.theme-doc-markdown > header` rules reach it (they missed docgate's header beside it)", async () => {
    const main = page.locator('main');
    const title = main.getByRole('heading', { level: 1, name: 'Front matter title' });
    await title.waitFor();
    expect(await main.locator('.markdown').count()).toBe(1);
    const content = main.locator('.theme-doc-markdown.markdown');
    expect(await content.evaluate((element) => [...element.children].map((child) => child.tagName))).toEqual(['HEADER', 'H2', 'P']);
    expect(await title.evaluate((h) => h.parentElement?.tagName)).toBe('HEADER');
    expect(await title.evaluate((h) => getComputedStyle(h).fontSize)).toBe('22px');
    const header = content.locator('> header');
    expect(await header.evaluate((element) => getComputedStyle(element).borderBottom)).toBe('3px solid rgb(200, 30, 90)');
    // the first section starts right under it, as under Docusaurus' DocItem/Layout (`header + *`)
    expect(await content.locator('> h2').evaluate((h) => getComputedStyle(h).marginTop)).toBe('0px');
  });

  it('routes a link in the body in the page, as the rest of the Markdown element still does', async () => {
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole('link', { name: 'the other doc' }).click();
    await page.getByRole('heading', { level: 1, name: 'Its own title' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await go(page, '/docs/intro');
    await page.getByRole('heading', { level: 1, name: 'Front matter title' }).waitFor();
  });

  it("is in that header too when the Markdown's first line is its `# Title`, as Docusaurus 3.5's mdx-loader wraps it", async () => {
    await go(page, '/docs/own-title');
    const title = page.locator('main').getByRole('heading', { level: 1, name: 'Its own title' });
    await title.waitFor();
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await title.evaluate((h) => h.parentElement?.matches('.theme-doc-markdown.markdown > header:first-child'))).toBe(true);
    expect(await title.evaluate((h) => getComputedStyle(h).fontSize)).toBe('22px');
  });

  it('stays where the Markdown puts it when it comes below a paragraph, with no header added', async () => {
    await go(page, '/docs/later-title');
    const title = page.locator('main').getByRole('heading', { level: 1, name: 'Later title' });
    await title.waitFor();
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('main header').count()).toBe(0);
    const content = page.locator('main .theme-doc-markdown.markdown');
    expect(await content.evaluate((element) => [...element.children].map((child) => child.tagName))).toEqual(['P', 'H1', 'P']);
  });
});
