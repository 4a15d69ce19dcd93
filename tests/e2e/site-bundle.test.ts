import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';
import { saveScreenshot } from './support/screenshots.ts';

// The site bundle in real Chromium, over tests/fixtures/sites/site-bundle (the Docusaurus classic
// template's home page and MDX blog post, and a site component with state): site code renders after
// sign-in and is never in the public viewer.

// text that exists only in the fixture's site components
const SITE_ONLY = ['greeting-3b9c1e', 'Docusaurus was designed from the ground up', 'loaded-5d2e', 'v9.8.7-rel', 'landing-7f3a'];

// the classic theme's Layout as `docusaurus swizzle @docusaurus/theme-classic Layout --eject` writes it (3.x,
// ruyisdk's and Web3Auth's), with a banner of the site's under the navbar
const EJECTED_LAYOUT = `import React from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';
import { useKeyboardNavigation } from '@docusaurus/theme-common/internal';
import SkipToContent from '@theme/SkipToContent';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import ErrorPageContent from '@theme/ErrorPageContent';
import BackToTopButton from '@theme/BackToTopButton';

export default function Layout(props) {
  const { children, noFooter, wrapperClassName, title, description } = props;
  useKeyboardNavigation();
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div className="ejected-banner-8d2">a banner of the site's own</div>
      <div id={SkipToContentFallbackId} className={clsx(ThemeClassNames.wrapper.main, wrapperClassName)}>
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </div>
      <BackToTopButton />
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}
`;

let server: DevServer;
let browser: Browser;
let page: Page;
/** every response body the browser got before sign-in */
const publicBodies: string[] = [];

beforeAll(async () => {
  server = await startDevServer({ content: 'tests/fixtures/sites/site-bundle/content' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  const collect = (response: import('playwright-core').Response) =>
    response.text().then(
      (text) => publicBodies.push(text),
      () => {},
    );
  page.on('response', collect);
  await page.goto(`${server.url}/docs/intro`);
  await page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  await signIn(page);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every file of the built viewer, as text. */
async function viewerFiles(dir: string): Promise<{ path: string; text: string }[]> {
  const files: { path: string; text: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.push({ path, text: await readFile(path, 'latin1') });
  }
  return files;
}

describe('the site bundle', () => {
  it('keeps site code out of the public viewer: no built file and no response before sign-in holds its text', async () => {
    const files = await viewerFiles(join(server.root, 'dist', 'viewer'));
    expect(files.length).toBeGreaterThan(0);
    expect(publicBodies.length).toBeGreaterThan(0);
    for (const unique of SITE_ONLY) {
      expect(files.filter((file) => file.text.includes(unique)).map((file) => file.path)).toEqual([]);
      expect(publicBodies.filter((body) => body.includes(unique))).toEqual([]);
    }
    // the built site does hold it, in the bundle only the gate serves
    const bundles = await readdir(join(server.root, 'dist', 'site', 'bundle'));
    const texts = await Promise.all(bundles.map((name) => readFile(join(server.root, 'dist', 'site', 'bundle', name), 'utf8')));
    expect(texts.some((text) => text.includes(SITE_ONLY[0]!))).toBe(true);
  });

  it('renders a site component in a doc with its props and children, and its own state answers clicks', async () => {
    await go(page, '/docs/intro');
    const greeting = page.locator('.markdown [data-docgate-island]').filter({ hasText: 'greeting-3b9c1e' });
    await greeting.waitFor();
    expect(await greeting.locator('p').first().textContent()).toBe('Hello, Ada! greeting-3b9c1e says hi 2 times.');
    expect(await greeting.locator('strong').textContent()).toBe('the tutorial');
    // its CSS module arrived through the gate with the bundle
    expect(
      await greeting
        .locator('div')
        .first()
        .evaluate((div) => getComputedStyle(div).borderTopColor),
    ).toBe('rgb(37, 194, 160)');
    await greeting.getByRole('button', { name: 'Clicked 0 times' }).click();
    await greeting.getByRole('button', { name: 'Clicked 1 times' }).waitFor();
    // a component whose package is not installed keeps its static content, and the page its other parts
    expect(await page.locator('.markdown').textContent()).toContain('Confetti needs its package.');
    expect(await page.locator('.markdown').textContent()).toContain('Some text after the components.');
    await saveScreenshot(page, 'site-bundle-component');
  });

  it("shows a relative Markdown image inside a site component's children and routes its .md link, as the page's own (openebs' TwoColumn icons)", async () => {
    await go(page, '/docs/intro');
    const frame = page.locator('.markdown .frame-7d41');
    await frame.waitFor();
    // drawn by the site's code, the image came through the gate as the page's own images do
    await frame
      .locator('img')
      .evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((done) => img.addEventListener('load', done))));
    expect(await frame.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
    await frame.getByRole('link', { name: 'the deploying guide' }).click();
    await page.waitForURL('**/docs/guides/deploying');
    await page
      .locator('h1')
      .filter({ hasText: /deploy/i })
      .waitFor();
  });

  it("draws a generated index page's cards with the site's swizzled DocCard, two a row as Docusaurus' DocCardList lays them", async () => {
    await go(page, '/docs/category/guides');
    const cards = page.locator('.site-cards a').filter({ hasText: 'own-card-5d1' });
    await cards.first().waitFor();
    expect(await cards.allTextContents()).toEqual(['own-card-5d1 Deploying', 'own-card-5d1 Getting started']);
    expect(await cards.first().evaluate((card) => getComputedStyle(card).borderTopColor)).toBe('rgb(160, 37, 194)');
    // Infima's row of col--6: side by side
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(second!.y).toBe(first!.y);
    // docgate's own cards are gone once the site's are drawn
    expect(await page.locator('.card-grid').count()).toBe(0);
  });

  it("draws the site's own swizzled Footer on its pages, in place of docgate's, with the config's footer it reads", async () => {
    await go(page, '/docs/intro');
    const footer = page.locator('footer.own-footer-9e4');
    await footer.waitFor();
    expect(await footer.getByRole('link', { name: 'Own footer link' }).getAttribute('href')).toBe('/docs/intro');
    // useThemeConfig().footer: the config's, as under Docusaurus
    expect(await footer.locator('p').textContent()).toBe('Copyright footer-c0p');
    expect(await page.locator('footer').count()).toBe(1);
  });

  it("draws a doc with the site's ejected DocItem/Layout: its feedback widget, the doc's title, body, pager, and one TOC in its col--3", async () => {
    await go(page, '/docs/guides/getting-started');
    // the last doc's widget stays on screen until this doc is in: wait for this doc's
    const feedback = page.getByText('feedback-7c1: was “Getting started”', { exact: false });
    await feedback.waitFor();
    // useDoc(): the doc's title and a frontmatter field of the site's own
    expect(await feedback.textContent()).toBe('feedback-7c1: was “Getting started” helpful? (note-2f8)');
    // its CSS module
    expect(await feedback.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(194, 120, 37)');
    const main = page.locator('main');
    expect(await main.locator('h1').allTextContents()).toEqual(['Getting started']);
    expect(await main.locator('.theme-doc-markdown.markdown').textContent()).toContain('Start here.');
    expect(await main.locator('.theme-doc-breadcrumbs').count()).toBe(1);
    expect(await main.locator('nav.pager').count()).toBe(1);
    expect(await main.locator('.pager__link--prev').textContent()).toContain('Deploying');
    // one TOC, the layout's, in Infima's col--3 right of the doc's col (75% of the row), not docgate's column too
    const toc = page.locator('nav[aria-label="On this page"]');
    expect(await toc.count()).toBe(1);
    expect(await toc.locator('a').allTextContents()).toEqual(['Install', 'Configure']);
    const [row, doc, column] = await Promise.all(
      ['.row', '.row > .col:not(.col--3)', '.row > .col--3'].map((selector) => main.locator(selector).first().boundingBox()),
    );
    expect(column!.x).toBeGreaterThanOrEqual(doc!.x + doc!.width - 1);
    expect(Math.round((column!.width / row!.width) * 100)).toBe(25);
    expect(await page.locator('.doc-toc').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    // the widget sits under the doc's footer, above the pager, as the layout places it
    const [widget, pager] = await Promise.all([feedback.boundingBox(), main.locator('nav.pager').boundingBox()]);
    expect(pager!.y).toBeGreaterThan(widget!.y);
    await saveScreenshot(page, 'site-bundle-doc-item-layout');
    // narrow: the layout's collapsible TOC (DocItem/TOC/Mobile) above the doc, once, and no column
    await page.setViewportSize({ width: 700, height: 860 });
    await page.locator('.toc-collapsible').waitFor();
    expect(await page.locator('.toc-collapsible').count()).toBe(1);
    expect(await page.locator('.doc-toc').count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('shows a large image site code imports from its own gated asset, in an <img>, a style and its CSS module, not inlined into the bundle', async () => {
    const bundles = await readdir(join(server.root, 'dist', 'site', 'bundle'));
    const scripts = await Promise.all(
      bundles.filter((name) => name.endsWith('.js')).map((name) => readFile(join(server.root, 'dist', 'site', 'bundle', name), 'utf8')),
    );
    expect(Math.max(...scripts.map((text) => text.length))).toBeLessThan(60_000);
    expect(scripts.some((text) => /gate:assets\/[0-9a-f]+\.png/.test(text))).toBe(true);
    await go(page, '/docs/guides/deploying');
    const image = page.locator('img.shot-img');
    await image.waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('img.shot-img')?.naturalWidth ?? 0) === 160);
    await page.waitForFunction(() => {
      const background = (selector: string) => getComputedStyle(document.querySelector(selector)!).backgroundImage;
      const loaded = (value: string) => /^url\("(?:blob|data):/.test(value);
      return loaded(background('.shot-bg')) && loaded(background('[class^="banner_"]'));
    });
  });

  it("opens and closes a site's accordion built on theme-common's Collapsible and useCollapsible, hidden until clicked (radon-ide's FAQ)", async () => {
    await go(page, '/docs/guides/deploying');
    const host = page.locator('.accordion').filter({ hasText: 'Where to host?' });
    await host.getByRole('button').waitFor();
    const answer = host.locator('.accordion-answer');
    expect(await answer.isVisible()).toBe(false);
    await host.getByRole('button', { name: 'Where to host?' }).click();
    await answer.waitFor({ state: 'visible' });
    expect(await answer.textContent()).toContain('Any static host answer-4c1.');
    // its height animates to the answer's, and stays free after (the box grows with its content)
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.accordion-answer')?.parentElement?.style.height === 'auto');
    await host.getByRole('button').click();
    await answer.waitFor({ state: 'hidden' });
    // a lazy one's answer is not on the page until first opened
    const lazy = page.locator('.accordion').filter({ hasText: 'How long does it take?' });
    expect(await lazy.locator('.accordion-answer').count()).toBe(0);
    await lazy.getByRole('button').click();
    await lazy.getByText('A minute answer-9e7.').waitFor({ state: 'visible' });
  });

  it("gives site code the data the site's own plugin sets (usePluginData), its loadContent and contentLoaded run at build", async () => {
    await go(page, '/docs/intro');
    await page.locator('.latest-release').filter({ hasText: 'Latest release of Bundle Fixture: v9.8.7-rel' }).waitFor();
  });

  it("lists the blog's posts on the home page from a plugin that takes the blog plugin's posts (kmesh's blog-global-data), each leading to its post", async () => {
    await go(page, '/');
    const latest = page.locator('.latest-posts li');
    await latest.first().waitFor();
    expect(await latest.allInnerTexts()).toEqual([
      'Welcome post-4c1 August 26, 2021\n\nThe latest post, its summary from the frontmatter.',
      'MDX Blog Post August 1, 2021',
    ]);
    await latest.getByRole('link', { name: 'MDX Blog Post' }).click();
    await page.waitForFunction(() => location.pathname === '/blog/mdx-blog-post');
    await page.getByRole('heading', { level: 1, name: 'MDX Blog Post' }).waitFor();
  });

  it("gives site code in a post's body the post it is drawn in (useBlogPost), in the list and on its page (agenta's changelog summaries)", async () => {
    await go(page, '/blog');
    const listed = page.locator('.post-place');
    await listed.waitFor();
    // the component draws once the site bundle is in, which a loaded machine may take a moment for (CI read it before)
    await expect.poll(() => listed.textContent(), { timeout: 10_000 }).toBe('Listed: MDX Blog Post');
    await go(page, '/blog/mdx-blog-post');
    await page.getByText('On the page of MDX Blog Post').waitFor();
    expect(await page.locator('.post-place').count()).toBe(1);
  });

  it("wraps the whole site in its swizzled Root once: its provider reaches a page's component, its widget is on the page", async () => {
    await go(page, '/docs/intro');
    await page.locator('.root-reader').filter({ hasText: 'context: root-ctx-4a7' }).waitFor();
    expect(await page.locator('.root-widget-4a7').count()).toBe(1);
    // around the navbar and footer too, as Docusaurus renders the Root around its Layout
    await page.locator('.pager__link--next').click();
    await page.waitForFunction(() => !location.pathname.endsWith('/docs/intro'));
    expect(await page.locator('.root-widget-4a7').count()).toBe(1);
    expect(await page.locator('nav.navbar').count()).toBe(1);
  });

  it("draws the site's swizzled Layout once around every page: its provider reaches a doc's, a post's and a React page's components, its widget under one navbar", async () => {
    const pages = [
      { path: '/docs/intro', heading: 'Tutorial Intro', reader: true, widget: 'chat widget' },
      { path: '/blog/mdx-blog-post', heading: 'MDX Blog Post', reader: true, widget: 'chat widget' },
      // a React page renders <Layout title> itself, as in Docusaurus: the site's, drawn once, with its props
      { path: '/tab-title', heading: 'Tab title', reader: true, widget: 'chat widget of Layout title' },
      { path: '/markdown-page', heading: 'Markdown page example', reader: false, widget: 'chat widget' },
    ];
    for (const { path, heading, reader, widget } of pages) {
      await go(page, path);
      await page.locator('main h1').filter({ hasText: heading }).first().waitFor();
      if (reader) await page.locator('.layout-reader').filter({ hasText: 'layout: layout-ctx-5b1' }).waitFor();
      await page
        .locator('.layout-widget-5b1')
        .filter({ hasText: new RegExp(`^${widget}$`) })
        .waitFor();
      expect(await page.locator('.layout-widget-5b1').count(), path).toBe(1);
      expect(await page.locator('nav.navbar').count(), path).toBe(1);
      expect(await page.locator('footer').count(), path).toBe(1);
      // after the theme's layout, as the wrapper places it: under the footer
      const [footer, added] = await Promise.all([page.locator('footer').boundingBox(), page.locator('.layout-widget-5b1').boundingBox()]);
      expect(added!.y, path).toBeGreaterThanOrEqual(footer!.y + footer!.height - 1);
    }
  });

  it("draws the site's swizzled NotFound on a path with no page: its own NotFound/Content, inside its Layout, once", async () => {
    await go(page, '/docs/no-such-page');
    await page.locator('.own-not-found-6e9').waitFor();
    expect(await page.locator('main h1').allTextContents()).toEqual(['Lost in the docs']);
    expect(await page.getByText('We could not find what you were looking for.').count()).toBe(0);
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(await page.locator('.layout-widget-5b1').count()).toBe(1);
    // its PageMetadata names the tab
    await page.waitForFunction(() => document.title === 'Page Not Found | Bundle Fixture');
  });

  it("runs the config's clientModules: a script once with its onRouteDidUpdate on every page shown, a stylesheet on every page", async () => {
    // a fresh load: the first page is drawn once, inside the site's Root, which comes with the same code
    // as the client module; its view counts once
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedTitles: string[] }).removedTitles = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element)
              for (const title of node.matches('h1') ? [node] : node.querySelectorAll('h1')) removed.push(title.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await signIn(page);
    const html = page.locator('html[data-client-module="loaded-5d2e"]');
    await html.waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.documentElement.dataset.clientRoutes?.endsWith('>/docs/intro'));
    await page.locator('.root-widget-4a7').waitFor();
    const removed = await page.evaluate(() => (window as unknown as { removedTitles: string[] }).removedTitles);
    expect(removed.filter((text) => text === 'Tutorial Intro')).toEqual([]);
    await page.locator('.pager__link--next').click();
    await page.waitForFunction(() => !location.pathname.endsWith('/docs/intro'));
    const next = await page.evaluate(() => location.pathname);
    // called with the page it came from, once the new page is shown; the module's top level ran once
    await page.waitForFunction((to) => document.documentElement.dataset.clientRoutes?.endsWith(`/docs/intro>${to}`), next);
    expect(await page.evaluate(() => document.documentElement.dataset.clientRoutes)).toBe(`none>/docs/intro /docs/intro>${next}`);
    expect(await page.locator('main h1').count()).toBe(1);
    // the next doc, too, is drawn once: in the site's own DocItem/Layout from its first render
    const title = (await page.locator('main h1').textContent())!;
    await page.waitForTimeout(300);
    const removedLater = await page.evaluate(() => (window as unknown as { removedTitles: string[] }).removedTitles);
    // the first doc's title went with its page; the next one's stayed
    expect(removedLater.filter((text) => text === 'Tutorial Intro')).toHaveLength(1);
    expect(removedLater.filter((text) => text === title)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--client-module-css').trim())).toBe(
      "'client-css-8b1'",
    );
    await context.close();
  });

  it("takes a reader who opens an old path on to the page the site's client redirects name, its query and anchor kept", async () => {
    await page.goto(`${server.url}/docs/old-intro?from=mail#greeting`);
    await page.waitForFunction(() => location.pathname === '/docs/intro');
    expect(await page.evaluate(() => location.search + location.hash)).toBe('?from=mail#greeting');
    expect(await page.locator('main h1').first().textContent()).toBe('Tutorial Intro');
    expect(await page.getByText('Page Not Found').count()).toBe(0);
  });

  it("renders the classic template's React home page with its header, siteConfig and HomepageFeatures", async () => {
    await go(page, '/');
    const header = page.locator('header.hero.hero--primary');
    await header.waitFor();
    expect(await header.locator('h1.hero__title').textContent()).toBe('Bundle Fixture');
    expect(await header.locator('p.hero__subtitle').textContent()).toBe('Dinosaurs are cool');
    // its GitHub button's package is not installed: the button shows its text, the page everything else
    expect(await header.textContent()).toContain('Star on GitHub');
    expect(await page.getByText("This page's code could not run").count()).toBe(0);
    const link = header.getByRole('link', { name: 'Docusaurus Tutorial - 5min ⏱️' });
    expect(await link.getAttribute('href')).toBe('/docs/intro');
    // index.module.css's heroBanner
    expect(await header.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
    // Infima's hero and container, not the looks of docgate's own home page (no rule under the hero, the
    // page column's padding)
    expect(await header.evaluate((element) => getComputedStyle(element).borderBottomWidth)).toBe('0px');
    // its CSS module's padding (4rem 0) over Infima's hero's (4rem 2rem), as in Docusaurus
    expect(await header.evaluate((element) => getComputedStyle(element).paddingLeft)).toBe('0px');
    expect(await header.locator('.container').evaluate((element) => getComputedStyle(element).paddingTop)).toBe('0px');
    const features = page.locator('main section h3');
    expect(await features.allTextContents()).toEqual(['Easy to Use', 'Focus on What Matters', 'Powered by React']);
    expect(await page.locator('main section img[role="img"]').count()).toBe(3);
    // Infima's grid, as Docusaurus lays the features out: three columns side by side
    const tops = await page.locator('main section .col').evaluateAll((cols) => cols.map((col) => col.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(await page.locator('main section').textContent()).toContain(SITE_ONLY[1]);
    // Infima's button group joins its buttons on one line, the inner corners square; its card pads them
    const grouped = page.locator('.button-group .button');
    const boxes = await grouped.evaluateAll((buttons) =>
      buttons.map((button) => ({ top: button.getBoundingClientRect().top, radius: getComputedStyle(button).borderTopLeftRadius })),
    );
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.top).toBe(boxes[1]!.top);
    expect(boxes[1]!.radius).toBe('0px');
    expect(await page.locator('.card__body').evaluate((body) => getComputedStyle(body).paddingTop)).toBe('16px');
    // a bare table is Infima's: bordered cells padded by its --ifm-table-cell-padding, 0.75rem
    const cell = await page.locator('.versions-table td').evaluate((td) => {
      const style = getComputedStyle(td);
      return { border: style.borderTopStyle, padding: style.paddingTop };
    });
    expect(cell).toEqual({ border: 'solid', padding: '12px' });
    await saveScreenshot(page, 'site-bundle-home');
    // <Layout title> names the tab, before the site's title, as Docusaurus does
    expect(await page.title()).toBe('Hello from Bundle Fixture | Bundle Fixture');
    // its Link routes inside the site
    await link.click();
    await page.waitForFunction(() => window.location.pathname === '/docs/intro');
    await page.waitForFunction(() => document.title === 'Tutorial Intro | Bundle Fixture');
  });

  it("names the tab by a React page's <Head><title> as written, and by the next page's own title after it", async () => {
    await go(page, '/tab-title');
    await page.getByRole('heading', { name: 'Tab title' }).waitFor();
    await page.waitForFunction(() => document.title === 'Written tab title');
    await go(page, '/');
    await page.waitForFunction(() => document.title === 'Hello from Bundle Fixture | Bundle Fixture');
  });

  it("renders a second pages plugin's React page at its route base, named by its <Layout title>", async () => {
    await go(page, '/landing');
    await page.getByRole('heading', { name: 'Landing page' }).waitFor();
    expect(await page.getByText('landing-7f3a').count()).toBe(1);
    await page.waitForFunction(() => document.title === 'Landing | Bundle Fixture');
  });

  it("lets a CSS module's class beside Infima's container on one element win, as it comes later (reassure's button on its logo)", async () => {
    await go(page, '/module-over-infima');
    const spaced = page.getByText('spaced-4c1e');
    await spaced.waitFor();
    const box = await spaced.evaluate((element) => {
      const style = getComputedStyle(element);
      return { marginTop: style.marginTop, paddingLeft: style.paddingLeft, maxWidth: style.maxWidth };
    });
    // the module's margin and padding; Infima's max-width, which the module leaves alone
    expect(box).toEqual({ marginTop: '40px', paddingLeft: '48px', maxWidth: '1140px' });
  });

  it("sets a React page's paragraphs and headings in Infima's type, as its element rules do (reassure's features sat a line lower)", async () => {
    await go(page, '/module-over-infima');
    const looks = (text: string) =>
      page.getByText(text).evaluate((element) => {
        const style = getComputedStyle(element);
        return { fontSize: style.fontSize, lineHeight: style.lineHeight, margin: style.margin };
      });
    // Infima's: 1.25rem, line height 1.25, no top margin and 1rem under it
    expect(await looks('heading-9b2d')).toEqual({ fontSize: '20px', lineHeight: '25px', margin: '0px 0px 16px' });
    // its base line height 1.65, no top margin and 1.25rem under it
    expect(await looks('paragraph-9b2d')).toEqual({ fontSize: '16px', lineHeight: '26.4px', margin: '0px 0px 20px' });
  });

  it("sets a React page's inline code in Infima's box, as its `code` rule does: a 0.1rem border on the code background (jest-extended's features wrote it as plain text)", async () => {
    await go(page, '/module-over-infima');
    const code = page.getByText('inline-5e1a');
    await code.waitFor();
    const looks = await code.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        padding: style.padding,
        border: style.borderTopStyle,
        radius: style.borderTopLeftRadius,
        background: style.backgroundColor,
        monospace: style.fontFamily.includes('monospace'),
        verticalAlign: style.verticalAlign,
      };
    });
    // Docusaurus 3.10 on jest-extended's home page: 1.6px 1.6px, a solid 1px border, rgb(246, 247, 248)
    expect(looks).toEqual({
      padding: '1.6px',
      border: 'solid',
      radius: '6.4px',
      background: 'rgb(246, 247, 248)',
      monospace: true,
      verticalAlign: 'middle',
    });
  });

  it("draws a React page's Infima card and lists as Infima's, after a generated index's cards were shown: no padding of docgate's cards, lists 2rem in with 1rem under them (chargepi's product cards were 99 px taller)", async () => {
    await go(page, '/docs/category/guides');
    await page.locator('.site-cards a').first().waitFor();
    await go(page, '/module-over-infima');
    await page.getByText('item-3f8a').waitFor();
    const looks = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        card: [style('.card-2d9e').paddingTop, style('.card-2d9e').borderTopWidth],
        list: [style('.card-2d9e ul').paddingLeft, style('.card-2d9e ul').margin],
        nested: [style('.card-2d9e ol').margin, style('.card-2d9e ol').listStyleType],
      };
    });
    expect(looks).toEqual({
      card: ['0px', '0px'],
      list: ['32px', '0px 0px 16px'],
      nested: ['0px', 'lower-roman'],
    });
  });

  it("runs a package's bundled regenerator-runtime, whose sloppy-mode global assignment has eval for a fallback, which the CSP refuses (signatory's Footer failed to start)", async () => {
    await go(page, '/old-runtime');
    await page.getByText('runtime-6a2f').waitFor();
  });

  it("colours Infima's hero by the variables a site's CSS sets, and leaves it its height on a short page (webdriverio's white hero)", async () => {
    await go(page, '/');
    const header = page.locator('header.hero.hero--primary');
    await header.waitFor();
    // a window taller than the page: Docusaurus' Layout grows none of its children into the room left
    await page.setViewportSize({ width: 1280, height: 4000 });
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="site-hero">.hero--primary { --ifm-hero-background-color: rgb(255, 255, 255); --ifm-hero-text-color: rgb(0, 0, 0); }</style>',
      ),
    );
    const looks = await header.evaluate((element) => {
      const style = getComputedStyle(element);
      const content = element.querySelector('.container')!.getBoundingClientRect().height;
      return {
        background: style.backgroundColor,
        color: style.color,
        title: getComputedStyle(element.querySelector('.hero__title')!).color,
        // its padding and its content, nothing more
        grown: Math.round(element.getBoundingClientRect().height - content - Number.parseFloat(style.paddingTop) * 2),
      };
    });
    expect(looks).toEqual({ background: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)', title: 'rgb(0, 0, 0)', grown: 0 });
    await page.evaluate(() => document.getElementById('site-hero')?.remove());
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it("runs the MDX blog post's button onClick", async () => {
    await go(page, '/blog/mdx-blog-post');
    const button = page.locator('.markdown').getByRole('button', { name: 'Click me!' });
    await button.waitFor();
    // an alert blocks the page until it is answered, so it is answered as it opens
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await button.click();
    expect(messages).toEqual(['button clicked!']);
  });

  it('rebuilds the bundle when a site component is saved, and the open page shows the change', async () => {
    await go(page, '/docs/intro');
    const greeting = page.locator('.markdown [data-docgate-island]').filter({ hasText: 'greeting-3b9c1e' });
    await greeting.waitFor();
    const file = join(server.root, 'content', 'src', 'components', 'Greeting', 'index.js');
    await writeFile(file, (await readFile(file, 'utf8')).replace('says hi', 'waves'));
    await page.locator('.markdown p', { hasText: 'Hello, Ada! greeting-3b9c1e waves 2 times.' }).waitFor({ timeout: 30_000 });
  });

  it("draws an ejected swizzled Layout, saved while the site runs: docgate's navbar and footer where it places them, its additions, nothing thrown", async () => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    const onConsole = (message: import('playwright-core').ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    await go(page, '/docs/intro');
    await page.locator('.layout-widget-5b1').waitFor();
    const file = join(server.root, 'content', 'src', 'theme', 'Layout', 'index.js');
    await writeFile(file, EJECTED_LAYOUT);
    await page.locator('.ejected-banner-8d2').waitFor({ timeout: 30_000 });
    for (const [path, heading] of [
      ['/docs/intro', 'Tutorial Intro'],
      ['/tab-title', 'Tab title'],
      ['/docs/missing', 'Lost in the docs'],
    ] as const) {
      await go(page, path);
      await page.locator('main h1').filter({ hasText: heading }).first().waitFor();
      expect(await page.locator('nav.navbar').count(), path).toBe(1);
      expect(await page.locator('footer.own-footer-9e4').count(), path).toBe(1);
      expect(await page.locator('.ejected-banner-8d2').count(), path).toBe(1);
      expect(await page.locator('.layout-widget-5b1').count(), path).toBe(0);
      // the navbar, then its banner, the page in its main wrapper, then the footer
      const order = await page.evaluate(() =>
        ['nav.navbar', '.ejected-banner-8d2', '#__docusaurus_skipToContent_fallback.main-wrapper h1', 'footer'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().top ?? null,
        ),
      );
      expect(order.every((top) => top !== null)).toBe(true);
      expect([...order].sort((a, b) => a! - b!)).toEqual(order);
    }
    await page.waitForFunction(() => document.title === 'Page Not Found | Bundle Fixture');
    expect(await page.getByText('This page crashed').count()).toBe(0);
    page.off('pageerror', onError);
    page.off('console', onConsole);
    expect(errors).toEqual([]);
  });

  it("takes the bundle's stylesheet out of the page on sign-out", async () => {
    await go(page, '/docs/intro');
    await page.locator('.markdown [data-docgate-island]').filter({ hasText: 'greeting-3b9c1e' }).waitFor();
    expect(await page.locator('style[data-docgate-bundle]').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
    expect(await page.locator('style[data-docgate-bundle]').count()).toBe(0);
    expect(await page.content()).not.toContain(SITE_ONLY[0]);
  });
});
