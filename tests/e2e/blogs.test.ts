import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/docusaurus/blogs in real Chromium: the classic preset's blog ("News") and a second blog
// plugin, `changelog` (2 posts a page, "All releases" in its sidebar, every post there)

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ docusaurus: 'blogs' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${server.url}/changelog`);
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sidebarLinks = () => page.locator('.blog-sidebar .blog-sidebar__link').allTextContents();
const listed = () => page.locator('.blog-post--summary .blog-post__title').allTextContents();

describe('a second blog in the viewer', () => {
  it("shows the changelog's list with its own title (for screen readers and the tab, as Docusaurus shows none), paging and recent posts", async () => {
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Changelog');
    expect((await page.locator('main h1').first().boundingBox())!.width).toBeLessThanOrEqual(1);
    expect(await page.title()).toMatch(/^Changelog/);
    expect(await page.getByText('Every release').count()).toBe(0);
    expect(await listed()).toEqual(['Version 1.2', 'Version 1.1']);
    expect(await page.locator('.blog-sidebar__title').textContent()).toBe('All releases');
    expect(await sidebarLinks()).toEqual(['Version 1.2', 'Version 1.1', 'Version 1.0']);
    await page
      .locator('.blog-pagination')
      .getByRole('link', { name: /Older entries/ })
      .click();
    await expect.poll(listed).toEqual(['Version 1.0']);
    expect(new URL(page.url()).pathname).toBe('/changelog/page/2');
  });

  it('shows a changelog post with its authors and tags from the changelog, and the changelog beside it', async () => {
    await page.locator('.blog-sidebar').getByRole('link', { name: 'Version 1.1' }).click();
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Version 1.1');
    expect(await page.title()).toBe('Version 1.1 | Blogs');
    expect(await page.locator('.blog-sidebar__title').textContent()).toBe('All releases');
    expect(await page.locator('.blog-sidebar__link--active').textContent()).toBe('Version 1.1');
    expect(await page.locator('.blog-post__authors').textContent()).toContain('Release Bot');
    expect(await page.locator('.blog-post a[href="/changelog/tags/fix"]').textContent()).toBe('Fix');
    // its showReadingTime: false
    expect(await page.locator('.blog-post__meta').textContent()).not.toContain('min read');
  });

  it("draws tags as Docusaurus' Tag: the link's colour in a grey rounded border, and a label with its count on the tags page", async () => {
    await go(page, '/changelog/2024/02/01/v1.1');
    const tag = page.locator('.blog-post a[href="/changelog/tags/fix"]');
    await tag.waitFor();
    const looks = await tag.evaluate((link) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--ifm-link-color)';
      probe.style.borderRadius = 'var(--ifm-global-radius)';
      const { color: linkColour, borderRadius: globalRadius } = getComputedStyle(probe);
      probe.remove();
      const style = getComputedStyle(link);
      const text = Number.parseFloat(getComputedStyle(link.closest('.tag-chips')!).fontSize);
      return {
        linkColour: style.color === linkColour,
        border: style.borderTop,
        radius: style.borderRadius === globalRadius,
        size: Number.parseFloat(style.fontSize) / text,
      };
    });
    expect(looks).toEqual({ linkColour: true, border: '1px solid rgb(218, 221, 225)', radius: true, size: 0.9 });
    await go(page, '/changelog/tags');
    const counted = page.locator('.tag-chips__list a[href="/changelog/tags/fix"]');
    await counted.waitFor();
    const label = await counted.evaluate((link) => ({
      left: getComputedStyle(link).borderLeftWidth,
      point: getComputedStyle(link, '::before').transform !== 'none',
      hole: getComputedStyle(link, '::after').borderRadius,
      count: getComputedStyle(link.querySelector('span')!).backgroundColor,
    }));
    expect(label).toEqual({ left: '0px', point: true, hole: '50%', count: 'rgb(235, 237, 240)' });
  });

  it("keeps the main blog's own title and recent posts", async () => {
    await go(page, '/blog');
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('News');
    expect(await page.locator('.blog-sidebar__title').textContent()).toBe('Recent posts');
    expect(await sidebarLinks()).toEqual(['Hello']);
    expect(await listed()).toEqual(['Hello']);
    expect(await page.locator('.blog-post__meta').first().textContent()).toContain('min read');
  });

  it("lays a blog page out as theme-classic's BlogLayout: Infima's 1140 px container 2rem under the navbar, 'Recent posts' in its col--3, the page in col--7, one column on a phone (docgate's page ran 304-1084 px at 1280)", async () => {
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 860 });
      await go(page, '/changelog');
      await page.locator('.blog-post--summary').first().waitFor();
      return page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const main = box('.blog-main');
        const text = box('.blog-post--summary');
        return {
          top: main.top - box('.navbar').bottom,
          sidebar: box('.blog-sidebar__title').left,
          main: [main.left, main.width],
          text: [text.left, text.width],
        };
      });
    };
    const wide = await columns(1280);
    const phone = await columns(390);
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(wide).toEqual({ top: 32, sidebar: 86, main: [355, 665], text: [371, 633] });
    expect(phone.main).toEqual([0, 390]);
    expect(phone.text).toEqual([16, 358]);
  });

  it("spaces a list's posts as theme-classic's BlogPostItem: the title 1rem over the date, the authors 1rem under it and 0.5rem over the text, the footer 3rem under it, posts 5rem apart with no rule (docgate's: 0.5rem, a rule, 2.5rem)", async () => {
    await go(page, '/changelog');
    await page.locator('.blog-post--summary').first().waitFor();
    const gaps = await page.evaluate(() => {
      const [first, second] = [...document.querySelectorAll('.blog-post--summary')];
      const box = (selector: string) => first!.querySelector(selector)!.getBoundingClientRect();
      return {
        date: box('.blog-post__meta').top - box('.blog-post__title').bottom,
        authors: box('.blog-post__authors').top - box('.blog-post__meta').bottom,
        text: box('.markdown').top - box('.blog-post__authors').bottom,
        footer: box('.blog-post__footer').top - box('.markdown').bottom,
        next: second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom,
        rule: getComputedStyle(first!).borderBottomWidth,
      };
    });
    expect(gaps).toEqual({ date: 16, authors: 16, text: 8, footer: 48, next: 80, rule: '0px' });
  });

  it("titles an author's page as Docusaurus' BlogAuthorsPostsPage, the name and the count of posts, and links it back to every author (docgate's tab read the name alone, with no link)", async () => {
    await go(page, '/changelog/authors/rel');
    await expect.poll(() => page.title()).toBe('Release Bot - 3 posts | Blogs');
    await page.getByRole('link', { name: 'View all authors' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/changelog/authors');
  });

  it("draws an author's socials in the order authors.yml writes them, through the gate too (its jsonb put GitHub before LinkedIn)", async () => {
    await go(page, '/changelog/2024/02/01/v1.1');
    await page.locator('.blog-post__authors .avatar__social').first().waitFor();
    expect(
      await page.locator('.blog-post__authors .avatar__social').evaluateAll((links) => links.map((link) => link.getAttribute('title'))),
    ).toEqual(['LinkedIn', 'GitHub']);
  });

  it("draws an author as theme-classic's Blog/Components/Author: the name a 1.1rem bold link over a 0.8rem title, 1rem icons 0.4rem apart; on the authors page a plain list at 1.4rem, no cards (docgate drew bordered cards, the name in the text's colour)", async () => {
    const author = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(`main ${selector}`)!);
        const probe = document.createElement('a');
        probe.href = '#';
        document.querySelector('main')!.append(probe);
        const linkColour = getComputedStyle(probe).color;
        probe.remove();
        return {
          name: [style('.avatar__name').fontSize, style('.avatar__name').fontWeight, style('.avatar__name').color === linkColour],
          title: [style('.avatar__title').fontSize, style('.avatar__title').lineHeight],
          social: [style('.avatar__social').width, style('.avatar__social').marginRight],
          card: document.querySelector('.author-list__item') ? style('.author-list__item').borderTopWidth : null,
        };
      });
    await go(page, '/changelog/2024/02/01/v1.1');
    await page.locator('.blog-post__authors .avatar__social').first().waitFor();
    expect(await author()).toEqual({ name: ['17.6px', '700', true], title: ['12.8px', '16px'], social: ['16px', '6.4px'], card: null });
    await go(page, '/changelog/authors');
    await page.locator('.author-list__item').first().waitFor();
    expect(await author()).toEqual({ name: ['22.4px', '700', true], title: ['16px', '20.8px'], social: ['16px', '6.4px'], card: '0px' });
  });

  it("sets a blog page's own title as Infima's h1, 2rem over 1rem, and a tag's description as a paragraph in the text's colour (docgate's title was 3rem, the description grey)", async () => {
    const looks = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(`main ${selector}`)!);
        return [
          style('h1').fontSize,
          style('h1').marginBottom,
          style('p').color === getComputedStyle(document.body).color,
          style('p').marginBottom,
        ];
      });
    await go(page, '/changelog/tags/release');
    await page.getByText('A version shipped').waitFor();
    expect(await looks()).toEqual(['32px', '16px', true, '20px']);
  });
});
