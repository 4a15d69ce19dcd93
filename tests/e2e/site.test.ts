import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest, PageData } from '../../src/contracts/manifest.ts';
import { go, launchChromium, signIn } from './support/browser.ts';
import { shoot } from './support/screenshots.ts';
import { readBuiltManifest } from '../integration/support/built-manifest.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// The signed-in site in real Chromium against the real `docgate dev` over the repo's content.

let server: DevServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let manifest: Manifest;

beforeAll(async () => {
  server = await startDevServer();
  manifest = await readBuiltManifest(join(server.root, 'dist', 'site'));
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const mainHeading = () => page.locator('main h1').first();

/** Navigates client-side and waits until the new page is on screen (its document title is set). */
async function open(path: string) {
  const route = manifest.routes.find((candidate) => candidate.path === path);
  const site = manifest.site.title;
  const title = !route ? `Page Not Found | ${site}` : route.title === site ? site : `${route.title} | ${site}`;
  await go(page, path);
  await page.waitForFunction(({ to, title }) => window.location.pathname === to && document.title === title, { to: path, title });
}

/** The paths spec section 2 names; the manifest must hold each one and the viewer must render it. */
const SPEC_PATHS = [
  '/',
  '/docs/intro',
  ...['installation', 'environment', 'environment-setup', 'server-startup'].map((name) => `/docs/backend/${name}`),
  ...['ai', 'analytics', 'authentication', 'media', 'overview', 'posting', 'scheduling'].map((name) => `/docs/backend/api/${name}`),
  ...['facebook', 'instagram', 'linkedin', 'overview', 'pinterest', 'reddit', 'threads', 'tiktok', 'twitter'].map(
    (name) => `/docs/backend/platforms/${name}`,
  ),
  '/docs/deployment/backend',
  ...['authentication', 'components', 'installation', 'project-structure'].map((name) => `/docs/frontend/${name}`),
  ...['congratulations', 'create-a-blog-post', 'create-a-document', 'create-a-page', 'deploy-your-site', 'markdown-features'].map(
    (name) => `/docs/tutorial-basics/${name}`,
  ),
  ...['manage-docs-versions', 'translate-your-site'].map((name) => `/docs/tutorial-extras/${name}`),
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...['docusaurus', 'facebook', 'hello', 'hola'].map((name) => `/blog/tags/${name}`),
  '/markdown-page',
];

describe('every route of the site', () => {
  it('renders each manifest route with its heading and the title "<page> | <site>"', async () => {
    for (const route of manifest.routes) {
      await open(route.path);
      const heading = (await mainHeading().textContent())?.trim();
      if (route.kind === 'doc' || route.kind === 'docCategoryIndex' || route.kind === 'blogPost')
        expect(heading, route.path).toBe(route.title);
      else expect(heading, route.path).toBeTruthy();
      expect(heading, route.path).not.toBe('Page Not Found');
    }
  });

  it('holds every path of spec section 2, two author pages and the four posts', () => {
    const paths = new Set(manifest.routes.map((route) => route.path));
    for (const path of SPEC_PATHS) expect(paths.has(path), path).toBe(true);
    expect(manifest.routes.filter((route) => route.kind === 'blogAuthor')).toHaveLength(2);
    const posts = manifest.routes.filter((route) => route.kind === 'blogPost').map((route) => route.path.split('/').at(-1));
    expect(posts.sort()).toEqual(['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome']);
  });

  it('shows the not-found page for any other path', async () => {
    await open('/docs/no-such-page');
    await page.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
    await page.waitForFunction((site) => document.title === `Page Not Found | ${site}`, manifest.site.title);
    await page.goto(`${server.url}/nothing/here`);
    await page.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
  });

  it("puts a post's edit link under its tags on the post's page, as Docusaurus stacks them, and 'Read more' beside them in a list", async () => {
    await open('/blog/welcome');
    const edit = page.locator('article .page-meta a', { hasText: 'Edit this page' });
    await edit.waitFor();
    const tags = (await page.locator('article .tag-chips').boundingBox())!;
    const link = (await edit.boundingBox())!;
    expect(link.y).toBeGreaterThanOrEqual(tags.y + tags.height);
    expect(Math.round(link.x)).toBe(Math.round(tags.x));
    await open('/blog');
    const summary = page.locator('.blog-post--summary').first();
    await summary.locator('.blog-post__more').waitFor();
    const [chips, more] = await Promise.all([
      summary.locator('.tag-chips').boundingBox(),
      summary.locator('.blog-post__more').boundingBox(),
    ]);
    expect(more!.y).toBeLessThan(chips!.y + chips!.height);
  });

  it('groups the archive by year and the blog list into pages with read-more links', async () => {
    await open('/blog/archive');
    await mainHeading().waitFor();
    expect(await page.locator('.archive__year h2').allTextContents()).toContain('2025');
    await open('/blog');
    await page.locator('.blog-post--summary').first().waitFor();
    expect(await page.getByRole('link', { name: /^Read more about/ }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/\d+ min read/).count()).toBeGreaterThan(0);
  });
});

describe('the chrome', () => {
  it('skips to the main content with the first Tab', async () => {
    await page.goto(`${server.url}/docs/intro`);
    await mainHeading().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it('cycles the colour mode and paints the stored mode before the app runs', async () => {
    await open('/docs/intro');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const switchButton = page.getByRole('button', { name: /^Switch between/ });
    const { respectPrefersColorScheme } = manifest.site.colorMode;
    expect(await theme()).toBe('light');
    await switchButton.click();
    expect(await theme()).toBe('dark');
    await shoot(page, 'intro-dark-desktop');
    await switchButton.click();
    if (respectPrefersColorScheme) {
      expect(await switchButton.getAttribute('data-mode')).toBe('system');
      await switchButton.click();
    }
    expect(await switchButton.getAttribute('data-mode')).toBe('light');
    await switchButton.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // the colour-mode script in <head> sets the theme before any module runs: no flash of light
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await theme()).toBe('dark');
    await page.unroute('**/assets/*.js');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await mainHeading().waitFor();
  });

  it('remembers a closed announcement until its id changes', async () => {
    const bar = page.getByRole('banner', { name: 'Announcement' });
    if (!manifest.site.announcementBar) return;
    await bar.waitFor();
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await bar.count()).toBe(0);
    await page.reload();
    await mainHeading().waitFor();
    expect(await bar.count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('docgate.announcement.dismissed', 'an-older-announcement'));
    await page.reload();
    await bar.waitFor();
  });

  it('opens the menu at 375 px and closes it at 1,000 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open('/docs/intro');
    await shoot(page, 'intro-light-mobile');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Introduction' }).count()).toBeGreaterThan(0);
    await page.waitForTimeout(400); // let the slide-in finish for the picture
    await shoot(page, 'menu-light-mobile');
    await page.setViewportSize({ width: 1000, height: 800 });
    await menu.waitFor({ state: 'detached' });
    // and closes on navigation
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await menu.getByRole('link', { name: 'Blog' }).first().click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.location.pathname === '/blog');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('shows the progress bar only when a route takes longer than 200 ms', async () => {
    await open('/docs/intro');
    await mainHeading().waitFor();
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __progress: number[] }).__progress = seen;
      new MutationObserver(() => {
        if (document.querySelector('.progress-bar') && seen.length === 0) seen.push(performance.now());
      }).observe(document.body, { childList: true, subtree: true });
    });
    // a cached route switches at once: no bar
    await open('/blog');
    await open('/docs/intro');
    await mainHeading().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress)).toEqual([]);
    // a slow page file: the bar appears, and not before 200 ms
    await page.route('**/rest/v1/rpc/docs_file', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const started = await page.evaluate(() => performance.now());
    await go(page, '/docs/tutorial-extras/translate-your-site');
    await page.locator('.progress-bar').waitFor();
    await page.locator('main h1', { hasText: 'Translate your site' }).waitFor();
    await page.unroute('**/rest/v1/rpc/docs_file');
    const [appeared] = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(appeared! - started).toBeGreaterThanOrEqual(195);
    expect(await page.locator('.progress-bar').count()).toBe(0);
  });

  it('highlights the TOC entry of the heading in view', async () => {
    await open('/docs/intro');
    await mainHeading().waitFor();
    const entries = await page.locator('.toc__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(entries.length).toBeGreaterThan(1);
    const target = entries[1]!;
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await expect.poll(() => page.locator('.toc__link[aria-current="location"]').getAttribute('href')).toBe(`#${target}`);
    // the TOC lists the page's h2 and h3 headings (levels 2-3, the site's default), in order, each h3
    // indented under its h2
    const depths = await page
      .locator('.toc__item')
      .evaluateAll((items) => items.map((item) => Number(item.className.match(/depth-(\d)/)![1])));
    const route = manifest.routes.find((candidate) => candidate.path === '/docs/intro')!;
    const data = JSON.parse(await readFile(join(server.root, 'dist', 'site', route.file), 'utf8')) as PageData;
    expect(await page.locator('.toc__link').allTextContents()).toEqual(data.toc.map((heading) => heading.text));
    expect(depths).toEqual(data.toc.map((heading) => heading.level - 2));
    expect(new Set(data.toc.map((heading) => heading.level))).toEqual(new Set([2, 3]));
  });

  it('searches with "/" and opens the result at its heading', async () => {
    await open('/blog');
    await mainHeading().waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('BullMQ');
    const option = page.getByRole('option').first();
    await option.waitFor();
    await shoot(page, 'search-light-desktop');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.hash.length > 1);
    const hash = await page.evaluate(() => decodeURIComponent(window.location.hash.slice(1)));
    await page.waitForFunction((id) => {
      const heading = document.getElementById(id);
      if (!heading) return false;
      const top = heading.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    }, hash);
  });

  it('routes links in the page without a reload', async () => {
    await open('/docs/intro');
    await mainHeading().waitFor();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('.markdown a[href^="/docs/"]').first().click();
    await page.waitForFunction(() => window.location.pathname !== '/docs/intro');
    await mainHeading().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('refreshes the open page in place when the content changes, keeping the scroll', async () => {
    await open('/docs/intro');
    await mainHeading().waitFor();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      window.scrollTo(0, 600);
    });
    const before = await page.evaluate(() => window.scrollY);
    const marker = `Live reload marker ${Date.now()}`;
    const fetched: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/rpc/docs_file')) fetched.push(String(JSON.parse(request.postData() ?? '{}').path));
    };
    page.on('request', onRequest);
    await appendFile(join(server.root, 'content', 'docs', 'intro.md'), `\n\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 30_000 });
    page.off('request', onRequest);
    // docgate dev published the edit as a patch: the page fetched the manifest delta, which brought its new
    // page file with it (an open search index also follows its changed parts)
    expect(fetched).toContain('manifest-delta.json');
    expect(fetched.filter((path) => !path.startsWith('search/'))).toEqual(['manifest-delta.json']);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
  });

  it("shows the error text and 'Retry' when page data cannot load, and Retry brings the page", async () => {
    await page.goto(`${server.url}/docs/intro`);
    await mainHeading().waitFor();
    await page.route('**/rest/v1/rpc/docs_file', (route) => route.abort('connectionfailed'));
    await go(page, '/blog/archive');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await alert.waitFor();
    expect((await alert.textContent())?.replace('Retry', '').trim()).toBeTruthy();
    await page.unroute('**/rest/v1/rpc/docs_file');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('main h1', { hasText: 'Archive' }).waitFor();
  });

  // 22 pages loaded and compared: more than the 60 s a test gets by default on a loaded machine
  it('looks as it did in light and dark, on desktop and mobile (screenshots against tests/e2e/baselines)', {
    timeout: 240_000,
  }, async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 860 }],
      ['mobile', { width: 375, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const theme of ['light', 'dark']) {
        await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
        for (const [label, path] of [
          ['home', '/'],
          ['doc', '/docs/backend/api/posting'],
          ['blog', '/blog'],
          ['post', '/blog/welcome'],
          ['markdown', '/docs/tutorial-basics/markdown-features'],
        ] as const) {
          await page.goto(`${server.url}${path}`);
          await mainHeading().waitFor();
          await page.waitForLoadState('networkidle');
          await shoot(page, `${label}-${theme}-${name}`);
          if (label === 'markdown' && name === 'desktop') {
            // admonitions, tables and code sit further down the page
            await page.evaluate(() => document.querySelector('.admonition')?.scrollIntoView());
            await shoot(page, `${label}-${theme}-${name}-admonitions`);
          }
        }
      }
    }
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
