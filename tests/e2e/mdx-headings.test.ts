import { describe, expect, it } from 'vitest';
import { go } from './support/browser.ts';
import { signedInSite } from './support/signed-in-site.ts';

// A site's swizzled MDXComponents drawing a page's Markdown headings, in real Chromium, over
// tests/fixtures/sites/mdx-headings: its `h2` marks level-2 headings, its swizzled MDXComponents/Heading draws
// the other levels from the `as` it is given. Each keeps its id, so links to it (the page's, the TOC's) land.

const site = signedInSite({ content: 'tests/fixtures/sites/mdx-headings/content' });

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
});
