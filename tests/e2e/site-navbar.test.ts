import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, openSignedIn } from './support/browser.ts';
import { REPO, startDevServer, type DevServer } from './support/dev-server.ts';

// A site's swizzled navbar in real Chromium, over tests/fixtures/sites/site-navbar: its Navbar/Content
// wrapper, its Navbar/Logo and a custom item type of its NavbarItem/ComponentTypes inside docgate's navbar,
// then a whole Navbar of its own making; docgate's sign-out stays in reach whichever bar is drawn.

// an own-made Navbar (infracost's, uppy's): its own markup, with Infima's right side of items
const OWN_NAVBAR = `import React from 'react';
import Link from '@docusaurus/Link';
import { useThemeConfig } from '@docusaurus/theme-common';

export default function Navbar() {
  const { navbar } = useThemeConfig();
  return (
    <nav className="navbar own-bar-9d4">
      <div className="navbar__inner">
        <div className="navbar__items">
          <Link className="navbar__brand" to="/docs/intro">{navbar.title} own bar</Link>
          <Link className="navbar__item navbar__link" to="/docs/second">Second</Link>
        </div>
        <div className="navbar__items navbar__items--right">
          <a className="navbar__item navbar__link" href="https://example.com/pricing">Pricing</a>
        </div>
      </div>
    </nav>
  );
}
`;

// the same bar in markup of its own with no Infima right side to append to (infracost's `.top.level .right`)
const OWN_NAVBAR_NO_SIDES = `import React from 'react';
import Link from '@docusaurus/Link';

export default function Navbar() {
  return (
    <nav className="own-bar-9d4 plain-bar">
      <Link to="/docs/intro">Plain own bar</Link>
      <div className="right"><a href="https://example.com/login">Log in</a></div>
    </nav>
  );
}
`;

// openkruise's home hero (src/pages/index.js): Infima's hero, a container, a title its own CSS pads 1.5rem more
const HERO_PAGE = `import React from 'react';
import Layout from '@theme/Layout';

export default function Hero() {
  return (
    <Layout title="Hero">
      <header className="hero">
        <div className="container text--center">
          <h2 className="hero__title" style={{ paddingLeft: '1.5rem' }}>OpenKruise</h2>
          <p className="hero__subtitle">Automate application management on Kubernetes.</p>
        </div>
      </header>
    </Layout>
  );
}
`;

let server: DevServer;
let browser: Browser;
let page: Page;

/** A reader signed in on the server's /docs/intro at 1280 px. */
const openSite = (site: DevServer): Promise<Page> => openSignedIn(browser, `${site.url}/docs/intro`);

beforeAll(async () => {
  server = await startDevServer({
    content: 'tests/fixtures/sites/site-navbar/content',
    extraContent: { 'src/pages/hero.js': HERO_PAGE },
  });
  browser = await launchChromium();
  page = await openSite(server);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a site's swizzled navbar parts", () => {
  it("draws its Navbar/Content wrapper around docgate's content: its line, the config's items, one sign-out", async () => {
    const bar = page.locator('nav.navbar');
    await bar.locator('.content-extra-3f1').waitFor();
    expect(await page.locator('.content-extra-3f1').count()).toBe(1);
    expect(await bar.getByRole('link', { name: 'Tutorial' }).getAttribute('href')).toBe('/docs/intro');
    expect(await bar.getByRole('link', { name: 'GitHub' }).count()).toBe(1);
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
  });

  it("ends the bar with DocSearch's compact button Docusaurus adds for Algolia's search, after the colour mode toggle, and no item of the config", async () => {
    const right = page.locator('nav.navbar .navbar__items--right');
    const button = right.getByRole('button', { name: 'Search (Ctrl+K)' });
    await button.waitFor();
    const order = await right.evaluate((side) =>
      [...side.children].map((child) =>
        child.querySelector('.search-button') ? 'search' : child.querySelector('.color-mode-switch') ? 'color-mode' : 'other',
      ),
    );
    expect(order.filter((part) => part !== 'other')).toEqual(['color-mode', 'search']);
    // the room DocSearch's button takes (155 px: magnifier, "Search", the Ctrl K keys), not a 13rem box
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThan(140);
    expect(box.width).toBeLessThan(170);
    expect(box.height).toBe(36);
    // ColorModeToggle's 2rem box, no navbar__item padding around it, as theme-classic's Navbar/Content has it
    const toggle = right.getByRole('button', { name: /Switch between dark and light mode/ }).locator('xpath=..');
    expect(await toggle.evaluate((wrapper) => wrapper.classList.contains('navbar__item'))).toBe(false);
    expect((await toggle.boundingBox())!.width).toBe(32);
    // at 997 px, the first desktop width, it is in the bar with the items (it was in neither bar nor menu); at
    // 996 px, as under Docusaurus (wider than 996 is desktop), the bar has folded into the menu
    await page.setViewportSize({ width: 997, height: 860 });
    try {
      expect(await toggle.isVisible()).toBe(true);
      await page.setViewportSize({ width: 996, height: 860 });
      await expect.poll(() => toggle.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    // it opens docgate's search in a dialog, and so does Ctrl+K; a result leads to its page
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await input.fill('second');
    await dialog.getByRole('option').first().click();
    await page.locator('main h1').filter({ hasText: 'Second Page' }).waitFor();
    expect(await dialog.count()).toBe(0);
    await go(page, '/docs/intro');
    // at phone width the search stays in the bar, its magnifier alone, and the colour mode switch is in the menu, as Docusaurus has them
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      expect(await button.isVisible()).toBe(true);
      expect((await button.boundingBox())!.width).toBe(36);
      expect(await toggle.isVisible()).toBe(false);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
    // site code reading the config's items finds no search item, as under Docusaurus
    expect(await page.locator('.content-extra-3f1').getAttribute('data-item-types')).toBe('link custom-greeting link');
  });

  it("draws the menu button on a phone as theme-classic's: 30 px, in the bar's colour, 0.5rem before the logo", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      const look = await toggle.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const next = button.nextElementSibling!.getBoundingClientRect();
        const bar = getComputedStyle(button.closest('nav')!).color;
        return {
          width: box.width,
          height: box.height,
          gap: next.left - box.right,
          sameColour: getComputedStyle(button).color === bar,
        };
      });
      expect(look).toEqual({ width: 30, height: 30, gap: 8, sameColour: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  it("draws its own Navbar/Logo in place of docgate's logo and title, reading the config's navbar", async () => {
    const logo = page.locator('nav.navbar .own-logo-2b8');
    await logo.waitFor();
    expect(await logo.textContent()).toBe('◆ Navbar Fixture mark');
    expect(await page.locator('nav.navbar .navbar__title').count()).toBe(0);
    await logo.click();
    await page.waitForFunction(() => location.pathname === '/docs/intro');
  });

  it("draws an item of the type its NavbarItem/ComponentTypes adds where the config names it, with the config's fields", async () => {
    await go(page, '/docs/second');
    const item = page.locator('nav.navbar .navbar__items--right .custom-greeting');
    await item.filter({ hasText: 'greeting-item-7c2 on /docs/second' }).waitFor();
    expect(await item.count()).toBe(1);
    // on the right, before the config's next item, as Docusaurus orders them
    const [greeting, github] = await Promise.all([
      item.boundingBox(),
      page.locator('nav.navbar').getByRole('link', { name: 'GitHub' }).boundingBox(),
    ]);
    expect(greeting!.x).toBeLessThan(github!.x);
    expect(greeting!.x).toBeGreaterThan(480);
  });

  it("draws that item in the mobile menu too, in its place among the config's items, told it is there", async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    try {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const menu = page.locator('#mobile-menu');
      const item = menu.locator('.custom-greeting');
      await item.filter({ hasText: 'greeting-item-7c2 on /docs/second (menu)' }).waitFor();
      const labels = await menu.locator('ul.menu').first().locator(':scope > li').allTextContents();
      expect(labels.indexOf('greeting-item-7c2 on /docs/second (menu)')).toBe(labels.indexOf('GitHub') - 1);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});

describe("a site's React page on a phone", () => {
  it("gives Infima's hero the screen's width, as Docusaurus does below 997 px: its title stays on screen", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await go(page, '/hero');
      const title = page.locator('.react-page .hero__title');
      await title.waitFor();
      const [hero, container] = await Promise.all([
        page.locator('.react-page .hero').boundingBox(),
        page.locator('.react-page .hero > .container').boundingBox(),
      ]);
      expect(container!.x - hero!.x).toBe(0);
      expect(container!.width).toBe(390);
      // the title's text ends inside the screen
      const right = await title.evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return range.getBoundingClientRect().right;
      });
      expect(right).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });
});

describe('a site with a local search theme', () => {
  let local: DevServer;
  let localPage: Page;

  beforeAll(async () => {
    // @easyops-cn's theme in place of Algolia's, not installed: docgate's search stands in for it
    const config = await readFile(join(REPO, 'tests/fixtures/sites/site-navbar/content/docusaurus.config.js'), 'utf8');
    local = await startDevServer({
      content: 'tests/fixtures/sites/site-navbar/content',
      extraContent: {
        'docusaurus.config.js': config
          .replace(/algolia: \{[^}]*\},/, '')
          .replace('presets:', "themes: ['@easyops-cn/docusaurus-search-local'],\n  presets:"),
      },
    });
    localPage = await openSite(local);
  }, 300_000);

  afterAll(async () => {
    await local?.stop();
  });

  it("ends the bar with a search box of Infima's navbar__search-input size, as the local search themes draw theirs", async () => {
    // once the site's Navbar/Content wrapper is drawn
    await localPage.locator('nav.navbar .content-extra-3f1').waitFor();
    const input = localPage.locator('nav.navbar .navbar__items--right input[type="search"]');
    const size = async () => {
      const box = await input.boundingBox();
      return box && { width: box.width, height: box.height };
    };
    await expect.poll(size).toEqual({ width: 200, height: 32 });
    expect(await localPage.locator('nav.navbar .search-button').count()).toBe(0);
  });
});

describe("a site's own whole Navbar", () => {
  let own: DevServer;
  let ownPage: Page;

  beforeAll(async () => {
    own = await startDevServer({
      content: 'tests/fixtures/sites/site-navbar/content',
      extraContent: { 'src/theme/Navbar/index.js': OWN_NAVBAR },
    });
    ownPage = await openSite(own);
  }, 300_000);

  afterAll(async () => {
    await own?.stop();
  });

  it("draws the site's bar in place of docgate's, with docgate's sign-out appended to its right side", async () => {
    const bar = ownPage.locator('nav.own-bar-9d4');
    await bar.waitFor();
    expect(await ownPage.locator('nav.navbar').count()).toBe(1);
    expect(await ownPage.locator('.content-extra-3f1').count()).toBe(0);
    const signOut = bar.locator('.navbar__items--right').getByRole('button', { name: 'Sign out' });
    expect(await signOut.isVisible()).toBe(true);
    expect(await ownPage.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    // after the site's own items there
    const [pricing, button] = await Promise.all([bar.getByRole('link', { name: 'Pricing' }).boundingBox(), signOut.boundingBox()]);
    expect(button!.x).toBeGreaterThan(pricing!.x);
    // its links route in the viewer
    await bar.getByRole('link', { name: 'Second' }).click();
    await ownPage.locator('main h1').filter({ hasText: 'Second Page' }).waitFor();
  });

  it('keeps sign-out in reach as a control of its own when the bar has no right side, and it signs out', async () => {
    const file = join(own.root, 'content', 'src', 'theme', 'Navbar', 'index.js');
    expect(await readFile(file, 'utf8')).toContain('own-bar-9d4');
    await writeFile(file, OWN_NAVBAR_NO_SIDES);
    await ownPage.locator('nav.plain-bar').waitFor({ timeout: 30_000 });
    const signOut = ownPage.locator('.sign-out-fixed').getByRole('button', { name: 'Sign out' });
    await signOut.waitFor();
    expect(await ownPage.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    // on screen, clear of the bar at the top
    const box = await signOut.boundingBox();
    expect(box!.y).toBeGreaterThan(600);
    await signOut.click();
    await ownPage.getByRole('button', { name: 'Enter Documentation' }).waitFor();
  });
});
