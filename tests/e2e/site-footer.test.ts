import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, openSignedIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// A site's swizzled footer parts in real Chromium, over tests/fixtures/sites/site-footer: its Footer/Layout,
// Footer/Copyright and Footer/LinkItem inside docgate's footer, then a whole Footer that composes the theme's
// parts (ejected), then one wrapping the original.

// as crowdsec's and arrow's: the theme's Footer, ejected, composing its parts, with a line of the site's own
const EJECTED_FOOTER = `import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterCopyright from '@theme/Footer/Copyright';

export default function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const { copyright, links, style } = footer;
  const line = <p className="ejected-line-6e1">{links.length} columns, first {links[0].items[0].id}</p>;
  return (
    <FooterLayout
      style={style}
      links={<>{line}<FooterLinks links={links} /></>}
      copyright={copyright && <FooterCopyright copyright={copyright} />}
    />
  );
}
`;

// as kaiachain's: a line of the site's own above the theme's footer, which it wraps
const WRAPPING_FOOTER = `import React from 'react';
import Footer from '@theme-original/Footer';

export default function FooterWrapper(props) {
  return (
    <>
      <div className="feedback-4d2">Was this page helpful?</div>
      <Footer {...props} />
    </>
  );
}
`;

// as chargepi's: a Footer of the site's own markup, Infima's container, row and columns, its items spaced by its CSS
const HAND_WRITTEN_FOOTER = `import React from 'react';

export default function Footer() {
  return (
    <footer className="footer hand-written-5b8">
      <div className="container">
        <div className="row">
          <div className="col footer__col">
            <div className="footer__title">Contact</div>
            <ul className="footer__items">
              <li className="footer__item">first-item-5b8</li>
              <li className="footer__item">
                <a className="footer__link-item" href="https://example.com/">second-item-5b8</a>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
`;

let server: DevServer;
let browser: Browser;
let page: Page;

/** A reader signed in on the server's /docs/intro at 1280 px. */
const openSite = (site: DevServer): Promise<Page> => openSignedIn(browser, `${site.url}/docs/intro`);

const year = String(new Date().getFullYear());

beforeAll(async () => {
  server = await startDevServer({ content: 'tests/fixtures/sites/site-footer/content' });
  browser = await launchChromium();
  page = await openSite(server);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a site's swizzled footer parts", () => {
  it("draws its Footer/Layout in place of docgate's: its own mark added, the config's columns and entries kept", async () => {
    const footer = page.locator('footer.own-layout-1f5');
    await footer.locator('.cncf-mark-9a3').waitFor();
    expect(await page.locator('footer').count()).toBe(1);
    expect(await footer.locator('.cncf-mark-9a3').textContent()).toBe("a mark of the site's own");
    expect(await footer.locator('.footer__title').allTextContents()).toEqual(['Docs', 'Community']);
    expect(await footer.getByRole('link', { name: 'Second page' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/facebook/docusaurus');
    expect(await footer.locator('.html-entry-6d3').textContent()).toBe('HTML entry');
    // the config's dark style, handed to the layout as `style`; theme-common's class names it reads
    expect((await footer.getAttribute('class'))!.split(' ')).toEqual(['theme-layout-footer', 'footer', 'own-layout-1f5', 'footer--dark']);
  });

  it("lays its footer out with Infima's classes, as the site's code writes them: its bottom centred", async () => {
    const bottom = page.locator('footer.own-layout-1f5 .footer__bottom.text--center');
    await bottom.waitFor();
    expect(await bottom.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
    // the footer's box is no box of the page's: the footer spans the window, below the page
    const box = await page.locator('footer.own-layout-1f5').boundingBox();
    expect(box!.width).toBe(1280);
  });

  it("draws its Footer/Copyright with the config's copyright, sanitized, the year filled in by its code", async () => {
    const copyright = page.locator('footer .own-copyright-3c9');
    await copyright.waitFor();
    expect(await copyright.textContent()).toBe(`Copyright ${year} footer-2c8 Inc`);
    expect(await copyright.locator('b').getAttribute('onmouseover')).toBeNull();
    expect(await page.locator('footer .footer__copyright').count()).toBe(1);
  });

  it("draws each link with its Footer/LinkItem, given the config's item with the site's own field; a `to` routes in the viewer", async () => {
    const links = page.locator('footer a.own-link-8d4');
    await links.first().waitFor();
    expect(await links.allTextContents()).toEqual(['Second page', 'GitHub']);
    const second = page.locator('footer a[data-item-id="second-link-4b7"]');
    expect(await second.textContent()).toBe('Second page');
    await second.click();
    await page.locator('main h1').filter({ hasText: 'Second Page' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/second');
    await go(page, '/docs/intro');
  });
});

describe("a site's own whole Footer", () => {
  let own: DevServer;
  let ownPage: Page;

  beforeAll(async () => {
    own = await startDevServer({
      content: 'tests/fixtures/sites/site-footer/content',
      extraContent: { 'src/theme/Footer/index.js': EJECTED_FOOTER },
    });
    ownPage = await openSite(own);
  }, 300_000);

  afterAll(async () => {
    await own?.stop();
  });

  it("draws an ejected Footer composing the theme's parts: the site's where it swizzled them, docgate's Links with the site's LinkItem", async () => {
    const line = ownPage.locator('footer.own-layout-1f5 .ejected-line-6e1');
    await line.waitFor();
    // useThemeConfig().footer: the config's columns, an item with its own field
    expect(await line.textContent()).toBe('2 columns, first second-link-4b7');
    expect(await ownPage.locator('footer').count()).toBe(1);
    expect(await ownPage.locator('footer .footer__title').allTextContents()).toEqual(['Docs', 'Community']);
    expect(await ownPage.locator('footer a.own-link-8d4').allTextContents()).toEqual(['Second page', 'GitHub']);
    expect(await ownPage.locator('footer .own-copyright-3c9').textContent()).toBe(`Copyright ${year} footer-2c8 Inc`);
  });

  it("draws a Footer wrapping @theme-original/Footer around docgate's footer, its parts the site's", async () => {
    const file = join(own.root, 'content', 'src', 'theme', 'Footer', 'index.js');
    expect(await readFile(file, 'utf8')).toContain('ejected-line-6e1');
    await writeFile(file, WRAPPING_FOOTER);
    await ownPage.locator('.feedback-4d2').waitFor({ timeout: 30_000 });
    expect(await ownPage.locator('.ejected-line-6e1').count()).toBe(0);
    expect(await ownPage.locator('footer').count()).toBe(1);
    const footer = ownPage.locator('footer.own-layout-1f5');
    expect(await footer.locator('.cncf-mark-9a3').count()).toBe(1);
    expect(await footer.locator('a.own-link-8d4').allTextContents()).toEqual(['Second page', 'GitHub']);
    // above the footer, as the wrapper places it
    const [feedback, box] = await Promise.all([ownPage.locator('.feedback-4d2').boundingBox(), footer.boundingBox()]);
    expect(feedback!.y).toBeLessThan(box!.y);
  });
});

describe("a site's hand-written Footer", () => {
  let own: DevServer;
  let ownPage: Page;

  beforeAll(async () => {
    own = await startDevServer({
      content: 'tests/fixtures/sites/site-footer/content',
      extraContent: { 'src/theme/Footer/index.js': HAND_WRITTEN_FOOTER },
    });
    ownPage = await openSite(own);
  }, 300_000);

  afterAll(async () => {
    await own?.stop();
  });

  it("lays out its Infima container as Infima's, 1rem at its sides and none above or below, and its CSS spaces the items (chargepi's footer was 76 px taller, then 12 px short)", async () => {
    const first = ownPage.getByText('first-item-5b8');
    await first.waitFor();
    // as chargepi's custom.css: one class's weight
    await ownPage.evaluate(() => document.head.insertAdjacentHTML('beforeend', '<style>.footer__item { margin-bottom: 0.75rem; }</style>'));
    const looks = await ownPage.evaluate(() => {
      const container = getComputedStyle(document.querySelector('footer.hand-written-5b8 > .container')!);
      const item = document.querySelector('.footer__item')!;
      return {
        container: [container.paddingTop, container.paddingLeft, container.paddingBottom, container.maxWidth],
        item: getComputedStyle(item).marginBottom,
        gap: Math.round(item.nextElementSibling!.getBoundingClientRect().top - item.getBoundingClientRect().bottom),
        link: getComputedStyle(document.querySelector('footer.hand-written-5b8 .footer__link-item')!).lineHeight,
      };
    });
    // Infima's footer__link-item: two lines high (signatory's links were 25 px apart, Docusaurus' 32)
    expect(looks).toEqual({ container: ['0px', '16px', '0px', '1140px'], item: '12px', gap: 12, link: '32px' });
  });
});
