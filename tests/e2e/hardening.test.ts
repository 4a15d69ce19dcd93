import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// What an attack run found, kept holding in real Chromium against the real `docgate dev`.

// each file, opened as a document of the site's origin, would leave a mark the test can read
const mark = (by: string) =>
  `localStorage.setItem('pwned', '${by}:' + localStorage.getItem('docs_auth_credentials')); document.title = 'pwned'`;
const EXTRA_CONTENT = {
  'static/files/evil.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="red"/><script>${mark('svg')}</script></svg>`,
  'static/files/evil.html': `<!doctype html><title>evil</title><script>${mark('html')}</script>`,
  'static/files/evil.xml': `<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">${mark('xml')}</x:script>`,
  'docs/draft-plan.md': '---\ndraft: true\n---\n\n# Draft plan\n\nNot for readers yet.\n',
  'docs/static-files.md': [
    '# Static files',
    '',
    '[the diagram](/files/evil.svg) [the demo page](/files/evil.html) [the feed](/files/evil.xml)',
    '',
    '![the diagram as an image](/files/evil.svg)',
    '',
  ].join('\n'),
};

let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  server = await startDevServer({ extraContent: EXTRA_CONTENT });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInAt(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await signIn(page);
  await go(page, path);
  await page.locator('main h1', { hasText: 'Static files' }).waitFor();
  return { context, page };
}

const pwned = (page: Page) => page.evaluate(() => localStorage.getItem('pwned'));

describe('a file from static/ that holds a script', () => {
  it.each([
    ['SVG', 'the diagram'],
    ['HTML', 'the demo page'],
    ['XML', 'the feed'],
  ])('opens from a link as text that runs nothing in the site origin (%s)', async (_kind, label) => {
    const { context, page } = await signedInAt('/docs/static-files');
    const link = page.getByRole('link', { name: label });
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('a')].some((a) => a.textContent === name && a.href.startsWith('blob:')),
      label,
    );
    const href = (await link.getAttribute('href'))!;
    // opened in a tab of its own (the context menu's "Open link in new tab"), while the site still holds the URL
    const tab = await context.newPage();
    await tab.goto(href);
    expect(await pwned(tab)).toBeNull();
    expect(await tab.evaluate(() => document.contentType)).toBe('text/plain');

    // clicked, it opens in a new tab, as Docusaurus writes a Markdown link to a file
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForURL(href);
    await opened.waitForLoadState('load');
    expect(await pwned(opened)).toBeNull();
    expect(await opened.title()).not.toBe('pwned');
    expect(await opened.evaluate(() => document.contentType)).toBe('text/plain');
    expect(await pwned(page)).toBeNull();
    await context.close();
  });

  it('still shows as an image through <img>, and runs nothing opened on its own either', async () => {
    const { context, page } = await signedInAt('/docs/static-files');
    const image = page.getByRole('img', { name: 'the diagram as an image' });
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img[alt="the diagram as an image"]');
      return img?.src.startsWith('data:') && img.complete && img.naturalWidth > 0;
    });
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([40, 30]);
    expect(await pwned(page)).toBeNull();

    // "Open image in new tab": from a blob: URL it was a document of the site's origin and its script ran;
    // a data: URL's document has an opaque origin, with no access to the site's storage
    const tab = await context.newPage();
    await tab.goto((await image.getAttribute('src'))!);
    expect(await tab.evaluate(() => document.contentType)).toBe('image/svg+xml');
    expect(await tab.evaluate(() => self.origin)).toBe('null');
    expect(await pwned(page)).toBeNull();
    await context.close();
  });
});

describe('a draft page under docgate dev', () => {
  it('is published to the dev server and shown marked Draft, while other pages carry no mark', async () => {
    const { context, page } = await signedInAt('/docs/static-files');
    expect(await page.getByRole('note', { name: 'Draft page' }).count()).toBe(0);
    await go(page, '/docs/draft-plan');
    await page.locator('main h1', { hasText: 'Draft plan' }).waitFor();
    const badge = page.getByRole('note', { name: 'Draft page' });
    expect(await badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toMatch(/^Draft/);
    await context.close();
  });
});

describe('the viewer under its Content-Security-Policy', () => {
  it('signs in and shows pages with code, images and the announcement bar without one violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    // an init script runs before the page's own and is not subject to its policy
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (/content.security.policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    const response = await page.goto(`${server.url}/docs/intro`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page);
    await page.locator('main pre.shiki span[style*="--shiki"]').first().waitFor();
    await page.getByRole('banner', { name: 'Announcement' }).waitFor();
    await go(page, '/docs/static-files');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('main img')?.naturalWidth);
    await go(page, '/blog');
    await page.locator('main h2').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // the policy is in force: an injected inline script does not run and is reported
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.injected = 1' })),
    );
    await page.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem inline$/)]);
    await context.close();
  });
});
