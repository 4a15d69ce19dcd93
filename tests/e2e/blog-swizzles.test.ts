import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/docusaurus/blog-swizzles in real Chromium: a swizzled BlogPostItem and its Footer wrapping the theme's,
// adding a view count under each post and comments under the post on its own page

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ docusaurus: 'blog-swizzles' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${server.url}/blog/2024/05/01/hello`);
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a blog's swizzled post footer", () => {
  it("draws the site's BlogPostItem/Footer under the post, around docgate's footer with its tags (it was not drawn)", async () => {
    await expect.poll(() => page.locator('article .comments').textContent()).toBe('Comments on Hello');
    expect(await page.locator('article .blog-post__footer a[href="/blog/tags/news"]').count()).toBe(1);
    // the theme's footer first, the site's comments after it, as the wrapper draws them
    expect(await page.locator('article .blog-post__footer + .comments').count()).toBe(1);
    await go(page, '/blog');
    await expect.poll(() => page.locator('.blog-post--summary .blog-post__more').count()).toBe(1);
    expect(await page.locator('.blog-post--summary .comments').count()).toBe(0);
    expect(await page.locator('.blog-post--summary a[href="/blog/tags/news"]').count()).toBe(1);
  });

  it("draws the site's BlogPostItem around docgate's post, in the list and on the post's page (it was not drawn)", async () => {
    await go(page, '/blog');
    await expect.poll(() => page.locator('article.blog-post--summary + .post-views').count()).toBe(1);
    await go(page, '/blog/2024/05/01/hello');
    await expect.poll(() => page.locator('article.blog-post + .post-views').count()).toBe(1);
    // the footer the post draws inside it is the site's too
    expect(await page.locator('article .comments').textContent()).toBe('Comments on Hello');
  });
});
