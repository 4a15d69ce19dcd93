import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, openSignedIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/docusaurus/classic (the classic template's shape) in Chromium, measured against what
// Docusaurus 3.10 draws for the template: boxes and sizes taken from its build side by side.

let server: DevServer;
let browser: Browser;
let page: Page;

/** The box of the first element `selector` matches, rounded. */
const box = (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, right, top, height } = element.getBoundingClientRect();
      return { left: Math.round(left), right: Math.round(right), top: Math.round(top), height: Math.round(height) };
    });

const style = (selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** A CSS colour (`var(--ifm-link-color)`, `#2e8555`) as the page computes it. */
const colourOf = (value: string) =>
  page.evaluate((colour) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = colour;
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, value);

beforeAll(async () => {
  server = await startDevServer({ docusaurus: 'classic' });
  browser = await launchChromium();
  page = await openSignedIn(browser, `${server.url}/docs/intro`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the classic template's pages as Docusaurus draws them", () => {
  it("lays a Markdown page out as MDXPage: a centred col--8 2rem under the navbar, Infima's 2rem h1", async () => {
    await go(page, '/markdown-page');
    await page.getByRole('heading', { name: 'Markdown page example' }).waitFor();
    // Docusaurus: 229-1051 at 1280 px (the text 821 px wide), the h1 at 92 (60 px navbar + 2rem), 32 px
    expect(await box('main h1')).toEqual({ left: 229, right: 1051, top: 92, height: 40 });
    expect(await style('main h1', 'font-size')).toBe('32px');
    expect(await style('main h1', 'margin-bottom')).toBe('16px');
    // the paragraph keeps its 1.25rem under it (no .markdown around a Markdown page there)
    expect(await style('main p', 'margin-bottom')).toBe('20px');
    await page.setViewportSize({ width: 390, height: 860 });
    expect(await box('main h1')).toMatchObject({ left: 16, right: 374, top: 92 });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it("lays a Markdown page with headings out as MDXPage: the text's col--8 beside the TOC's col--2, centred; its h2 Infima's 24 px with no margin above", async () => {
    await go(page, '/toc-page');
    await page.getByRole('heading', { name: 'A page with a TOC', level: 1 }).waitFor();
    // Docusaurus 3.10 at 1280 px: the text 123-944 (docgate's doc layout put it at 72-892), the TOC 976-1157 beside it
    expect(await box('main h1')).toEqual({ left: 123, right: 944, top: 92, height: 40 });
    expect(await box('main h2')).toEqual({ left: 123, right: 944, top: 221, height: 30 });
    expect(await box('main h3')).toMatchObject({ top: 313, height: 25 });
    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect(await toc.evaluate((nav) => Math.round(nav.getBoundingClientRect().left))).toBe(976);
    await page.setViewportSize({ width: 390, height: 860 });
    // no TOC on a phone; the last paragraph keeps its 1.25rem, then the page's 2rem, over the footer (551 px there)
    await toc.waitFor({ state: 'detached' });
    expect((await box('footer')).top).toBe(551);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it("ends a post's page as theme-classic's: its class-less button in the browser's font, the edit row 0.5rem under the tags, its empty last-update column 0.2rem more on a phone", async () => {
    await go(page, '/blog/mdx-blog-post');
    const button = page.getByRole('button', { name: 'Click me!' });
    await button.waitFor();
    // Infima resets no button: 13.33 px on its own line, where docgate's reset made it 16 px in a 32 px line
    expect(
      await button.evaluate((element) => [getComputedStyle(element).fontSize, Math.round(element.getBoundingClientRect().height)]),
    ).toEqual(['13.3333px', 21]);
    await go(page, '/blog/welcome');
    // its own footer: the post before has an edit link too, and no tags
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    await page.locator('.blog-post__footer .tag-chips').waitFor();
    const gaps = () =>
      page.evaluate(() => {
        const [tags, meta, pager] = ['.blog-post__footer .tag-chips', '.blog-post__footer .page-meta', 'nav.pager'].map((selector) =>
          document.querySelector(selector)!.getBoundingClientRect(),
        );
        return [Math.round(meta!.top - tags!.bottom), Math.round(meta!.height), Math.round(pager!.top - meta!.bottom)];
      });
    // the edit row: 8 px under the tags (docgate's 0.5rem gap doubled it), its link's 26 px line
    expect(await gaps()).toEqual([8, 26, 48]);
    await page.setViewportSize({ width: 390, height: 860 });
    const phone = await gaps();
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(phone).toEqual([8, 30, 48]);
  });

  it("draws the code block's copy button as theme-classic's icon, a green check once copied", async () => {
    await go(page, '/docs/intro');
    const block = page.locator('.markdown .code-block').first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    // Docusaurus: a 33 px box (an 18 px icon in 0.4rem padding) 0.5rem from the block's corner, no words
    expect(await box('.code-block__copy')).toMatchObject({ right: 1011, height: 33 });
    expect(await box('.code-block__copy svg')).toMatchObject({ height: 18 });
    expect(await style('.code-block__copy-words', 'display')).toBe('none');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await button.click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const check = block.locator('.code-block__copied-icon');
    await expect.poll(() => check.evaluate((svg) => getComputedStyle(svg).opacity)).toBe('1');
    expect(await check.evaluate((svg) => getComputedStyle(svg).color)).toBe('rgb(0, 214, 0)');
  });

  it("opens the phone's menu as theme-classic's: the logo and title in its header, on the doc sidebar with a way back to the main menu", async () => {
    await page.setViewportSize({ width: 390, height: 860 });
    try {
      await go(page, '/docs/intro');
      await page.getByRole('heading', { name: 'Tutorial Intro' }).waitFor();
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      // Docusaurus: the logo 2rem high at 16,14 (once the menu has slid in), the title 0.5rem after it
      await expect.poll(async () => (await box('.mobile-menu__header img')).left).toBe(16);
      const logo = await box('.mobile-menu__header img');
      expect(logo).toMatchObject({ top: 14, height: 32 });
      expect(await box('.mobile-menu__header .navbar__title')).toMatchObject({ left: logo.right + 8, top: 17 });
      // the doc sidebar in view under the 37 px back button, the main menu slid away to the left
      const back = menu.getByRole('button', { name: '← Back to main menu' });
      expect(await box('.mobile-menu__back')).toEqual({ left: 0, right: 324, top: 60, height: 37 });
      const doc = menu.getByRole('link', { name: 'Tutorial Intro' });
      await expect.poll(async () => (await doc.boundingBox())?.x).toBe(8);
      const blog = menu.getByRole('link', { name: 'Blog', exact: true });
      expect((await blog.boundingBox())!.x).toBeLessThan(0);
      await back.click();
      await expect.poll(async () => (await blog.boundingBox())?.x).toBeGreaterThanOrEqual(0);
      expect((await doc.boundingBox())!.x).toBeGreaterThanOrEqual(324);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  it("draws the phone menu's close button as theme-classic's thin 21 px cross, and 'system' colour mode as its half-filled circle", async () => {
    await page.setViewportSize({ width: 390, height: 860 });
    await go(page, '/docs/intro');
    await page
      .getByRole('button', { name: /navigation bar/i })
      .first()
      .click();
    const close = page.getByRole('button', { name: 'Close navigation bar' });
    const cross = await close.evaluate((button) => {
      const { width, height } = button.getBoundingClientRect();
      return [width, height, getComputedStyle(button.querySelector('path')!).strokeWidth];
    });
    await close.click();
    // the switch in the bar, stepped to 'system' (light, dark, system)
    await page.setViewportSize({ width: 1280, height: 860 });
    const toggle = page.locator('.navbar .color-mode-switch').first();
    const seen: (string | null)[] = [await toggle.getAttribute('data-mode')];
    for (let clicks = 0; clicks < 3 && seen.at(-1) !== 'system'; clicks++) {
      await toggle.click();
      seen.push(await toggle.getAttribute('data-mode'));
    }
    const system = await toggle.evaluate((button) => [button.querySelectorAll('circle').length, button.querySelectorAll('rect').length]);
    expect(cross).toEqual([21, 21, '1.2px']);
    expect(seen.at(-1)).toBe('system');
    expect(system).toEqual([1, 0]);
  });

  it("draws an author's socials in their brands' colours for the mode, as theme-classic's icons, a website's globe in the link colour", async () => {
    await go(page, '/blog/authors');
    const socials = page.locator('.avatar__social svg');
    await socials.first().waitFor();
    const colours = () =>
      socials.evaluateAll((icons) =>
        icons.map((icon) => {
          const style = getComputedStyle(icon);
          return [style.fill, style.color];
        }),
      );
    // X black, LinkedIn's blue, GitHub black, the newsletter's globe in the link colour
    expect((await colours()).map(([fill]) => fill).slice(0, 3)).toEqual(['rgb(0, 0, 0)', 'rgb(10, 102, 194)', 'rgb(0, 0, 0)']);
    const linkColour = await colourOf('var(--ifm-link-color)');
    expect((await colours())[3]![1]).toBe(linkColour);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = (await colours()).map(([fill]) => fill).slice(0, 3);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(dark).toEqual(['rgb(255, 255, 255)', 'rgba(255, 255, 255, 0.9)', 'rgb(255, 255, 255)']);
  });

  it("puts a navbar dropdown's caret 0.3em after its label, as Infima's navbar__link:after", async () => {
    await go(page, '/docs/intro');
    const toggle = page.locator('.dropdown > .navbar__link').first();
    await toggle.waitFor();
    // the toggle ends with the caret: 0.3em of margin and its 0.8em of borders after the label's text
    const after = await toggle.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return link.getBoundingClientRect().right - range.getBoundingClientRect().right;
    });
    expect(after).toBeCloseTo(16.8, 0);
  });

  it("spaces a tag's and an author's header margin-bottom--xl over the posts, an author's with Infima's rule between", async () => {
    const bottom = async (selector: string) => {
      const { top, height } = await box(selector);
      return top + height;
    };
    await go(page, '/blog/tags/hello');
    await page.getByRole('heading', { level: 1, name: /tagged with "hello"/ }).waitFor();
    // Docusaurus: the first post 5rem under the header (docgate's was 2rem)
    expect((await box('main article')).top - (await bottom('main header'))).toBe(80);
    await go(page, '/blog/authors/yangshun');
    await page.getByRole('heading', { level: 1, name: 'Yangshun Tay' }).waitFor();
    expect(await page.locator('main hr').count()).toBe(1);
    // the rule 5rem under the header (its 1.5rem margin inside that), 1 px, the first post 1.5rem under it
    expect((await box('main hr')).top - (await bottom('main header'))).toBe(80);
    expect((await box('main hr')).height).toBe(1);
    expect((await box('main article')).top - (await bottom('main hr'))).toBe(24);
  });

  it("shows an author's number of posts on the authors page as theme-classic's badge after the name", async () => {
    await go(page, '/blog/authors');
    const item = page.locator('.author-list__item').first();
    await item.waitFor();
    // Docusaurus: "1" in Infima's secondary grey, 0.8rem bold, 0.3rem after the name on its line; no "1 post"
    const badge = item.getByText('1', { exact: true });
    const [name, count] = await Promise.all([item.getByRole('link', { name: 'Yangshun Tay' }).boundingBox(), badge.boundingBox()]);
    expect(count!.x - (name!.x + name!.width)).toBeCloseTo(4.8, 0);
    expect(Math.abs(count!.y + count!.height / 2 - (name!.y + name!.height / 2))).toBeLessThan(4);
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(235, 237, 240)');
    expect(await item.getByText('1 post').count()).toBe(0);
  });

  it("draws a category card's emoji at DocCard's 1.6rem, 0.6rem before its 1.2rem title", async () => {
    await go(page, '/docs/category/basics');
    const title = page.locator('.card h2').first();
    await title.waitFor();
    const parts = await title.evaluate((heading) =>
      [...heading.children].map((part) => {
        const { left, right } = part.getBoundingClientRect();
        return { text: part.textContent, size: getComputedStyle(part).fontSize, left, right };
      }),
    );
    expect(parts.map(({ text, size }) => [text, size])).toEqual([
      ['📄️', '25.6px'],
      ['Create a Page', '19.2px'],
    ]);
    expect(parts[1]!.left - parts[0]!.right).toBeCloseTo(9.6, 0);
  });

  it("draws the archive as theme-classic's: Infima's primary hero above main, the year's posts oldest first", async () => {
    await go(page, '/blog/archive');
    const hero = page.locator('header.hero');
    await hero.waitFor();
    // the hero is the page's banner before main, in the primary colour, its title 3rem
    expect(await hero.evaluate((header) => header.nextElementSibling?.tagName)).toBe('MAIN');
    expect(await hero.evaluate((header) => header.closest('main'))).toBeNull();
    const background = await hero.evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(background).toBe(await colourOf('var(--ifm-color-primary)'));
    expect(await style('header.hero h1', 'font-size')).toBe('48px');
    expect(await page.locator('main h3').allTextContents()).toEqual(['2021']);
    expect(await page.locator('main li').allTextContents()).toEqual(['August 1 - MDX Blog Post', 'August 26 - Welcome']);
  });

  it("stacks a listed post's footer on a phone as Infima's row: 'Read more' bold on its own line at the right, straight under the tags", async () => {
    await page.setViewportSize({ width: 390, height: 860 });
    try {
      await go(page, '/blog');
      const more = page.getByRole('link', { name: 'Read more about Welcome' });
      await more.waitFor();
      const [tags, link] = await Promise.all([page.locator('.blog-post__footer .tag-chips').first().boundingBox(), more.boundingBox()]);
      // Docusaurus: the tags' col--9 then the col--3 at once (docgate's were 1rem apart), its link ending at the text's right edge (374)
      const gap = link!.y - (tags!.y + tags!.height);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(2);
      expect(await more.evaluate((element) => Math.round(element.getBoundingClientRect().right))).toBe(374);
      expect(await more.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  it("starts the footer's first title 2rem into it, as Infima's footer, which has no rule above it", async () => {
    await go(page, '/markdown-page');
    await page.getByRole('heading', { name: 'Markdown page example' }).waitFor();
    const footer = await box('footer.footer');
    // docgate's 1 px rule made every page of the template 1 px taller than Docusaurus'
    expect((await box('footer .footer__title')).top - footer.top).toBe(32);
  });

  it("stacks the footer's columns on a phone as Infima's: 3rem apart, the copyright 4rem under the last", async () => {
    await page.setViewportSize({ width: 390, height: 860 });
    try {
      await go(page, '/markdown-page');
      await page.getByRole('heading', { name: 'Markdown page example' }).waitFor();
      const titles = page.locator('footer .footer__title');
      await titles.first().waitFor();
      const [first, second] = await titles.evaluateAll((elements) =>
        elements.map((element) => element.parentElement!.getBoundingClientRect()),
      );
      // Docusaurus: each footer__col 3rem over the next (docgate's grid had 2rem), footer__links 1rem over the copyright
      expect(Math.round(second!.top - first!.bottom)).toBe(48);
      const copyright = await box('footer .footer__copyright');
      expect(Math.round(copyright.top - second!.bottom)).toBe(64);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  it("lays the tags page out as BlogTagsListPage: each letter an h2 at 1.5rem, 2rem under the title, over its tags and Infima's rule", async () => {
    await go(page, '/blog/tags');
    // the tags page's own title first: the blog list before it has h2s of its own
    await page.locator('main h1', { hasText: 'Tags' }).waitFor();
    const letter = page.locator('main h2').first();
    await letter.waitFor();
    const title = await box('main h1');
    expect((await box('main h2')).top - (title.top + title.height)).toBe(32);
    expect(await style('main h2', 'font-size')).toBe('24px');
    // the rule 1.5rem under the tags, 1 px in Infima's hr colour
    const list = await box('main h2 + ul');
    const rule = await letter.evaluate((heading) => {
      const section = heading.parentElement!;
      const style = getComputedStyle(section);
      return [Math.round(section.getBoundingClientRect().bottom), style.borderBottomWidth];
    });
    expect(rule).toEqual([list.top + list.height + 25, '1px']);
  });
});
