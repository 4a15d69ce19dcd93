import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/docusaurus/versions in real Chromium: a versioned and translated Docusaurus site's version
// banner, badge and menus, beside what theme-classic draws (measured against Docusaurus 3.4 on abubalo's site).

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ docusaurus: 'versions' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(`${server.url}/docs/next/intro`);
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a versioned and translated Docusaurus site's version notices and language menu", () => {
  it("draws the banner as Infima's alert--warning: the left border alone, a light shadow, the suggestion 1rem below, its link underlined in the border's colour (docgate drew a border all round, 0.3rem apart)", async () => {
    const banner = page.locator('.theme-doc-version-banner');
    await banner.waitFor();
    const looks = await banner.evaluate((box) => {
      const style = getComputedStyle(box);
      const latest = box.children[1] as HTMLElement;
      return {
        border: [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth],
        shadow: style.boxShadow,
        gap: getComputedStyle(latest).marginTop,
        underline: getComputedStyle(latest.querySelector('a')!).textDecorationColor,
        height: Math.round(box.getBoundingClientRect().height),
      };
    });
    expect(looks).toEqual({
      border: ['0px', '0px', '0px', '5px'],
      shadow: 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px',
      gap: '16px',
      underline: 'rgb(230, 167, 0)',
      height: 101,
    });
  });

  it("draws 'Version: Next' as Infima's badge--secondary, black on its grey in both modes, in the text's line with no margin of its own", async () => {
    const badge = page.locator('.theme-doc-version-badge');
    const looks = () =>
      badge.evaluate((span) => {
        const style = getComputedStyle(span);
        return [style.color, style.backgroundColor, style.borderTopWidth, style.lineHeight, style.marginBottom];
      });
    expect(await looks()).toEqual(['rgb(0, 0, 0)', 'rgb(235, 237, 240)', '1px', '12px', '0px']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await looks()).toEqual(['rgb(0, 0, 0)', 'rgb(235, 237, 240)', '1px', '12px', '0px']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  });

  it("marks the language menu with theme-classic's Icon/Language (文A), 20 px, as Docusaurus' localeDropdown (docgate drew its globe)", async () => {
    const icon = page.locator('.locale-dropdown .navbar__link svg');
    const drawn = await icon.evaluate((svg) => ({
      width: svg.getBoundingClientRect().width,
      glyph: svg.querySelector('path')?.getAttribute('d')?.slice(0, 30),
    }));
    expect(drawn).toEqual({ width: 20, glyph: 'M12.87 15.07l-2.54-2.51.03-.03' });
  });

  it("keeps a doc without headings in theme-classic's docItemCol, 75% of the container with the TOC's quarter empty (abubalo's short docs ran the container's width)", async () => {
    expect(await page.locator('.doc-toc').count()).toBe(0);
    const text = () => page.locator('article').evaluate((a) => [a.getBoundingClientRect().left, a.getBoundingClientRect().right]);
    // the 300 px sidebar, then 980 px of container: the column's 75% less its 1rem gutters
    expect(await text()).toEqual([316, 1019]);
    // below 997 px, where Docusaurus drops docItemCol's max-width, the doc takes the row
    await page.setViewportSize({ width: 900, height: 860 });
    expect((await text())[1]).toBeGreaterThan(860);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it("draws a category's caret as Infima's menu__caret: Infima's 1.25rem chevron in the link's padding, 44 by 32 px, right when folded (docgate's was a 12 px caret in a 30 px box)", async () => {
    const caret = page.getByRole('button', { name: /sidebar category 'Guides'/ });
    const drawn = () =>
      caret.evaluate((button) => {
        const icon = getComputedStyle(button, '::before');
        const box = button.getBoundingClientRect();
        return {
          box: [box.width, box.height],
          icon: [icon.width, icon.backgroundImage.includes('M7.41 15.41'), icon.transform],
        };
      });
    expect(await drawn()).toEqual({ box: [44, 32], icon: ['20px', true, 'matrix(0, 1, -1, 0, 0, 0)'] });
    await caret.click();
    // open: turned down (rotate(180deg)), once its transition is over
    await expect.poll(async () => String((await drawn()).icon[2]).startsWith('matrix(-1,')).toBe(true);
  });

  it("draws no home icon in the breadcrumbs of a site without a home page, as theme-classic's useHomePageRoute finds none (docgate's led to a missing page)", async () => {
    await page.goto(`${server.url}/docs/next/guides/setup`);
    await page.locator('.breadcrumbs .breadcrumbs__item--active').waitFor();
    expect(await page.locator('.breadcrumbs .breadcrumbs__link').allTextContents()).toEqual(['Guides', 'Setup']);
    expect(await page.locator('.breadcrumbs__home').count()).toBe(0);
  });

  it("opens the version menu while the mouse is over it, as Infima's dropdown--hoverable, and closes it when the mouse leaves (docgate's opened on a click only)", async () => {
    const menu = page.locator('.navbar .version-dropdown');
    await menu.locator('.navbar__link').hover();
    await expect.poll(() => menu.locator('.dropdown__menu a').allTextContents()).toEqual(['Next', '1.0']);
    await menu.locator('.dropdown__menu a').first().hover();
    await page.mouse.move(640, 600);
    await expect.poll(() => menu.locator('.dropdown__menu').count()).toBe(0);
  });
});
