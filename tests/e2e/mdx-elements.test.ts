import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';
import { saveScreenshot } from './support/screenshots.ts';

// A site's swizzled MDXComponents and MDXComponents/Img in real Chromium, over
// tests/fixtures/sites/mdx-elements: Docusaurus draws a page's Markdown links with its `a` (the fixture's marks
// those to other sites, drawing the theme's own), its images with `img` (the fixture's wraps each in a figure)
// and its code with `pre` and `code` (the fixture's frames each fenced block, and marks code).

const BROKEN_IMG = `export default function BrokenImg() {
  throw new Error('broken-img');
}
`;

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ content: 'tests/fixtures/sites/mdx-elements/content' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${server.url}/docs/intro`);
  await signIn(page);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a site's MDXComponents drawing Markdown's own elements", () => {
  it("draws a page's Markdown links with its `a`, given their href, title and text, the theme's link inside; a link written as HTML stays the page's", async () => {
    await go(page, '/docs/intro');
    const external = page.locator('.markdown a.external-link-8e2');
    await external.waitFor();
    expect(await external.count()).toBe(1);
    expect(await external.getAttribute('href')).toBe('https://example.com/docs');
    expect(await external.getAttribute('title')).toBe("Example's docs");
    expect(await external.textContent()).toBe('Example');
    // the theme's `a` it draws: a link to another site opens apart
    expect(await external.getAttribute('target')).toBe('_blank');
    const internal = page.locator('.markdown a.internal-link-8e2', { hasText: 'the guide' });
    expect(await internal.count()).toBe(1);
    expect(await internal.getAttribute('href')).toBe('/docs/guide');
    expect(await internal.textContent()).toBe('the guide');
    // no link twice, and the HTML one unmarked
    expect(await page.locator('.markdown a[href="https://example.com/docs"]').count()).toBe(1);
    expect(await page.locator('.markdown a[href="https://example.com/raw"]').getAttribute('class')).toBeNull();
    // a link to a file of the site: the file, fetched through the gate
    const file = page.locator('.markdown a.internal-link-8e2', { hasText: 'spec' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.markdown a.internal-link-8e2')].some((link) => link.getAttribute('href')?.startsWith('blob:')),
    );
    expect(await file.getAttribute('href')).toMatch(/^blob:/);
    // the theme's link routes in the viewer: the page changes, the document does not
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await internal.click();
    await page.locator('main h1', { hasText: 'Guide' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.locator('.markdown a.internal-link-8e2', { hasText: 'the intro' }).waitFor();
  });

  it('draws its Markdown images with its swizzled MDXComponents/Img, given src and alt, the gated image shown inside its figure', async () => {
    await go(page, '/docs/intro');
    const figure = page.locator('.markdown figure.figure-img-5b7');
    await figure.waitFor();
    expect(await figure.count()).toBe(1);
    expect(await figure.locator('figcaption').textContent()).toBe('A diagram');
    const image = figure.locator('img[alt="A diagram"]');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('figure.figure-img-5b7 img');
      return img?.complete && img.naturalWidth === 8;
    });
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.locator('.markdown img').count()).toBe(1);
    await saveScreenshot(page, 'mdx-elements');
  });

  it("draws a fenced block with its `pre` around its `code`, given the fence's language class and metastring, the theme's drawing docgate's highlighted block; inline code with its `code`", async () => {
    await go(page, '/docs/intro');
    const framed = page.locator('.markdown .framed-pre-61a');
    await framed.waitFor();
    expect(await framed.count()).toBe(1);
    expect(await framed.getAttribute('data-class')).toBe('language-ts');
    expect(await framed.getAttribute('data-meta')).toBe('title="src/a.ts"');
    // inside, the block docgate highlighted: its title and its code, once
    expect(await framed.locator('.code-block .code-block-title').textContent()).toBe('src/a.ts');
    expect(await framed.locator('.code-block pre').textContent()).toBe('const a = 1;');
    expect(await page.locator('.markdown .code-block').count()).toBe(1);
    const inline = page.locator('.markdown p code[data-site-code]');
    expect(await inline.count()).toBe(1);
    expect(await inline.textContent()).toBe('npm start');
  });

  it("keeps the page's own image where the site's Img throws", async () => {
    await writeFile(join(server.root, 'content', 'src', 'theme', 'MDXComponents', 'Img.js'), BROKEN_IMG);
    await page.locator('figure.figure-img-5b7').waitFor({ state: 'detached', timeout: 30_000 });
    await go(page, '/docs/guide');
    await go(page, '/docs/intro');
    await page.locator('.markdown a.external-link-8e2').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.markdown .markdown-element-host > img[alt="A diagram"]');
      return img?.complete && img.naturalWidth === 8;
    });
    expect(await page.getByText('This page crashed').count()).toBe(0);
  });
});
