import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { go } from './support/browser.ts';
import { signedInSite } from './support/signed-in-site.ts';

// A site's swizzled MDXComponents drawing a page's Markdown headings and lists, in real Chromium, over
// tests/fixtures/sites/mdx-blocks: its `h2` marks level-2 headings, its swizzled MDXComponents/Heading draws
// the other levels from the `as` it is given. Each keeps its id, so links to it (the page's, the TOC's) land.
// Its `ul` marks bulleted lists, its `li` marks items and puts a marker text before their content, its
// `details` frames each.

const site = signedInSite({ content: 'tests/fixtures/sites/mdx-blocks/content' });

/** Whether the heading of this id is near the top of the viewport, under the navbar. */
const scrolledTo = (id: string) =>
  site.page.waitForFunction((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < 200;
  }, id);

describe("a site's MDXComponents drawing Markdown's headings", () => {
  it("draws a level-2 heading with its `h2` and the others with its Heading, given the level and the heading's id; a heading written as HTML stays the page's", async () => {
    await go(site.page, '/docs/intro');
    const h2 = site.page.locator('.markdown h2.site-h2-4c1');
    await h2.waitFor();
    expect(await h2.count()).toBe(1);
    expect(await h2.getAttribute('id')).toBe('setup-steps');
    // its text, and docgate's # link to it
    expect(await h2.textContent()).toBe('Setup steps#');
    expect(await h2.locator('a.hash-link').getAttribute('href')).toBe('#setup-steps');
    const h3 = site.page.locator('.markdown h3[data-site-heading="h3"]');
    expect(await h3.getAttribute('id')).toBe('custom-id');
    expect(await h3.textContent()).toBe('Options#');
    // the heading written as HTML is not drawn, and no heading is there twice
    expect(await site.page.locator('#raw-heading').getAttribute('class')).toBeNull();
    expect(await site.page.locator('#raw-heading').getAttribute('data-site-heading')).toBeNull();
    expect(await site.page.locator('[id="setup-steps"]').count()).toBe(1);
    expect(await site.page.locator('[id="custom-id"]').count()).toBe(1);
  });

  it("scrolls to a drawn heading from a link to its anchor, the page's and the TOC's", async () => {
    await go(site.page, '/docs/intro');
    await site.page.locator('.markdown h2.site-h2-4c1').waitFor();
    expect(await site.page.evaluate(() => document.getElementById('setup-steps')!.getBoundingClientRect().top)).toBeGreaterThan(860);
    await site.page.locator('.markdown a[href="#setup-steps"]', { hasText: 'the setup' }).click();
    await scrolledTo('setup-steps');
    await site.page.evaluate(() => window.scrollTo(0, 0));
    await site.page.locator('.toc__list a[href$="#custom-id"]').click();
    await scrolledTo('custom-id');
    // arriving at the page with the anchor in its URL
    await site.page.goto(`${site.server.url}/docs/intro#setup-steps`);
    await site.page.locator('.markdown h2.site-h2-4c1').waitFor();
    await scrolledTo('setup-steps');
  });

  it("draws bulleted lists with its `ul` and every item with its `li`, the item's content inside, a nested list and a code block too; an ordered list stays `ol`", async () => {
    await go(site.page, '/docs/lists');
    const items = site.page.locator('.markdown li.site-li-9d2');
    await items.first().waitFor();
    // the three items, two inner ones, two of the ordered list, one in the details: each marked, its marker text before its content
    expect(await items.count()).toBe(8);
    expect(await site.page.locator('.markdown li:not(.site-li-9d2)').count()).toBe(1);
    expect(await site.page.locator('.markdown ul[data-site-ul]').count()).toBe(3);
    const texts = await items.evaluateAll((all) => all.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()));
    expect(texts.slice(0, 2)).toEqual(['➤ First', '➤ Second, holding a list: ➤ Inner one ➤ Inner two']);
    expect(texts.slice(5)).toEqual(['➤ One', '➤ Two', '➤ Hidden item']);
    // the nested list is the site's too, in its item; the code block is the page's, in its item
    expect(await site.page.locator('.markdown ul[data-site-ul] li.site-li-9d2 ul[data-site-ul] li.site-li-9d2').count()).toBe(2);
    const code = site.page.locator('.markdown li.site-li-9d2 .code-block pre');
    expect(await code.textContent()).toBe('const third = 3;');
    expect(await site.page.locator('.markdown .code-block').count()).toBe(1);
    // the ordered list is docgate's `ol`, its items the site's; the HTML list stays the page's
    expect(await site.page.locator('.markdown ol > .markdown-element-host > li.site-li-9d2').count()).toBe(2);
    expect(await site.page.locator('#raw-list').getAttribute('data-site-ul')).toBeNull();
    expect(await site.page.locator('#raw-list li').getAttribute('class')).toBeNull();
    // laid out as lists: the items one under the other, the inner ones further in
    const left = (text: string) =>
      site.page
        .locator('li.site-li-9d2', { hasText: text })
        .last()
        .evaluate((item) => item.getBoundingClientRect().left);
    expect(await left('Inner one')).toBeGreaterThan(await left('First'));
    const gap = await site.page.locator('li.site-li-9d2', { hasText: 'Third' }).evaluate((item) => getComputedStyle(item).marginTop);
    expect(gap).not.toBe('0px');
  });

  it("draws a `<details>` with its `details`, given the summary, its content the page's, opening on a click", async () => {
    await go(site.page, '/docs/lists');
    const framed = site.page.locator('.markdown .site-details-3e7');
    await framed.waitFor();
    expect(await site.page.locator('.markdown details').count()).toBe(1);
    const details = framed.locator('details');
    expect(await details.locator('summary').textContent()).toBe('More steps');
    const hidden = details.getByText('Hidden text, with a list:');
    expect(await hidden.isVisible()).toBe(false);
    await details.locator('summary').click();
    await hidden.waitFor();
    // the list in it is drawn by the site's too
    expect(await details.locator('ul[data-site-ul] li.site-li-9d2').textContent()).toBe('➤ Hidden item');
  });

  it("keeps the page's own list where the site's `li` throws, its items and code block in it", async () => {
    const file = join(site.server.root, 'content', 'src', 'theme', 'MDXComponents.js');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('function MarkedLi({ children, ...props }) {', "$&\n  throw new Error('broken-li');"),
    );
    await site.page.locator('.li-marker-9d2').first().waitFor({ state: 'detached', timeout: 30_000 });
    await go(site.page, '/docs/intro');
    await go(site.page, '/docs/lists');
    await site.page.locator('main h1', { hasText: 'Lists' }).waitFor();
    await site.page.locator('.markdown .markdown-element-host > ul').first().waitFor();
    expect(await site.page.locator('.markdown li').count()).toBe(9);
    expect(await site.page.locator('.markdown li .code-block pre').textContent()).toBe('const third = 3;');
    expect(await site.page.locator('.li-marker-9d2').count()).toBe(0);
    expect(await site.page.getByText('This page crashed').count()).toBe(0);
  });
});
