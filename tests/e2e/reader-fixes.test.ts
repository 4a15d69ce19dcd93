import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// What a new reader hit (#15), where layout decides it: real Chromium against `docgate dev` over the repo's content.

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

/** Client-side navigation to `path`, waiting for its own h1 (not the previous page's, still on screen for a moment). */
async function open(path: string) {
  if (await page.evaluate((to) => window.location.pathname === to, path)) return;
  const left = await page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');
  await go(page, path);
  await page.waitForFunction(
    ([to, old]) => {
      const heading = document.querySelector('main h1');
      return window.location.pathname === to && heading !== null && heading.textContent !== old;
    },
    [path, left] as const,
  );
}

const tocColumn = () => page.locator('.doc-toc nav[aria-label="On this page"]');
const tocButton = () => page.getByRole('button', { name: 'On this page' });

describe('the table of contents', () => {
  it('is a column beside the doc at 1,100 px', async () => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await open('/docs/intro');
    await tocColumn().waitFor();
    const toc = (await tocColumn().boundingBox())!;
    const article = (await page.locator('.doc-content').boundingBox())!;
    expect(toc.width).toBeGreaterThan(150);
    expect(toc.x).toBeGreaterThanOrEqual(article.x + article.width);
    expect(await tocButton().count()).toBe(0);
    await saveScreenshot(page, 'reader-doc-1100');
  });

  it('is an "On this page" button above the doc at 400 px that unfolds the headings', async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open('/docs/intro');
    await tocButton().waitFor();
    expect(await tocColumn().count()).toBe(0);
    const button = (await tocButton().boundingBox())!;
    const heading = (await page.locator('main h1').boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(heading.y);
    expect(button.width).toBeGreaterThan(300);
    await tocButton().click();
    const links = page.locator('#toc-collapsible-list a');
    expect(await links.count()).toBeGreaterThan(1);
    await saveScreenshot(page, 'reader-doc-400');
  });

  it("sits under a doc's breadcrumbs at 400 px and above its title, where Docusaurus' DocItem/Layout places it", async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open('/docs/intro');
    await tocButton().waitFor();
    const breadcrumbs = (await page.locator('main nav[aria-label="Breadcrumbs"]').boundingBox())!;
    const button = (await tocButton().boundingBox())!;
    const heading = (await page.locator('main h1').boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(breadcrumbs.y + breadcrumbs.height);
    expect(button.y + button.height).toBeLessThanOrEqual(heading.y);
    // inside the doc's article, as Docusaurus' is, not before it
    expect(await page.locator('article.doc-article').getByRole('button', { name: 'On this page' }).count()).toBe(1);
  });

  it('is shown on /markdown-page', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await open('/markdown-page');
    await tocColumn().waitFor();
    expect(await page.locator('.docs-sidebar').count()).toBe(0);
    expect(await tocColumn().locator('a').first().textContent()).toBe('When to use a page');
    expect(await tocColumn().locator('a').count()).toBeGreaterThan(0);
  });
});

describe('the navbar on a single-language, single-version site', () => {
  it('shows no language or version menu, and the mobile menu lists recent posts on the blog', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await open('/docs/intro');
    expect(await page.locator('nav[aria-label="Main"] [aria-haspopup="menu"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.setViewportSize({ width: 400, height: 800 });
    await open('/blog/long-blog-post');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByText('Recent posts').waitFor();
    expect(await menu.locator('a[href^="/blog/"]').count()).toBeGreaterThan(1);
    await saveScreenshot(page, 'reader-blog-menu-400');
    await page.keyboard.press('Escape');
  });
});

describe('the polish', () => {
  it('lays the six home features out as two full rows of three, with drawn icons', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await open('/');
    const cards = page.locator('.features .feature');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(2);
    expect(await page.locator('.features .feature__icon svg').count()).toBe(6);
  });

  it('keeps the skip link (and its shadow) out of sight until it is focused', async () => {
    await open('/docs/intro');
    const link = page.locator('.skip-link');
    const look = () =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { shadow: style.boxShadow, opacity: style.opacity, bottom: element.getBoundingClientRect().bottom };
      });
    const hidden = await look();
    expect(hidden.shadow).toBe('none');
    expect(hidden.opacity).toBe('0');
    await link.focus();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.skip-link')!).opacity === '1');
    const shown = await look();
    expect(shown.bottom).toBeGreaterThan(0);
    expect(shown.shadow).not.toBe('none');
  });

  it('gives each admonition type its own icon before the title', async () => {
    await open('/docs/tutorial-extras/translate-your-site');
    const icons = await page.locator('.admonition-title').evaluateAll((titles) =>
      titles.map((title) => {
        const before = getComputedStyle(title, '::before');
        return { type: title.parentElement!.className, mask: before.maskImage || before.webkitMaskImage, width: before.width };
      }),
    );
    expect(icons.length).toBeGreaterThan(1);
    for (const icon of icons) {
      expect(icon.mask, icon.type).toContain('svg');
      expect(icon.width, icon.type).not.toBe('auto');
    }
    expect(new Set(icons.map((icon) => icon.mask)).size).toBe(new Set(icons.map((icon) => icon.type)).size);
  });

  it('keeps the Copy button off the first line of code on a touch screen', async () => {
    const touch = await (await browser.newContext({ viewport: { width: 400, height: 800 }, hasTouch: true, isMobile: true })).newPage();
    await touch.goto(`${server.url}/docs/tutorial-extras/translate-your-site`);
    await signIn(touch);
    expect(await touch.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const block = touch.locator('.code-block').first();
    await block.scrollIntoViewIfNeeded();
    const button = (await block.locator('.code-block__copy').boundingBox())!;
    const firstLine = (await block.locator('pre code > *').first().boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(firstLine.y);
    await touch.context().close();
  });
});

describe('the blog archive', () => {
  it('gives each year a section across the content width', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await open('/blog/archive');
    const years = page.locator('.archive__year');
    await years.first().waitFor();
    const content = (await page.locator('main.archive').evaluate((main) => {
      const style = getComputedStyle(main);
      return main.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    })) as number;
    for (const box of await years.evaluateAll((all) => all.map((year) => year.getBoundingClientRect().width))) {
      expect(box).toBeGreaterThan(content * 0.95);
    }
    await saveScreenshot(page, 'reader-archive-1280');
  });
});

describe('the build-error overlay of docgate dev', () => {
  it('shows a save that breaks the build over the open page, as text, and goes away when the file is fixed', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await open('/docs/intro');
    const file = join(server.root, 'content', 'docs', 'intro.md');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('title: Introduction', 'title: [Introduction <img src=x onerror="window.hacked=1">'));
    const overlay = page.getByRole('alertdialog', { name: /^Build failed/ });
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.textContent()).toContain('content/docs/intro.md:3:1');
    expect(await overlay.textContent()).toContain('links to this page are broken');
    expect(await overlay.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    // the last good page stays under it
    expect(await page.locator('main h1').first().textContent()).toBe('Introduction');
    await saveScreenshot(page, 'reader-build-error-overlay');
    await writeFile(file, good);
    await overlay.waitFor({ state: 'detached', timeout: 15_000 });
  });
});
