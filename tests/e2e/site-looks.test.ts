import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn, switchColorMode } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// tests/fixtures/docusaurus/looks in real Chromium: its custom.css (green primary, as the classic
// template's) recolours the viewer after sign-in and is nowhere before; its French pages wear the
// French navbar and footer.

let server: DevServer;
let browser: Browser;
let page: Page;
/** text of every response the browser got before sign-in */
const seen: string[] = [];

const linkColour = () =>
  page
    .locator('.markdown a')
    .first()
    .evaluate((a) => getComputedStyle(a).color);

beforeAll(async () => {
  server = await startDevServer({ docusaurus: 'looks' });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  const collect = (response: import('playwright-core').Response) =>
    response.text().then(
      (text) => seen.push(text),
      () => {},
    );
  page.on('response', collect);
  await page.goto(`${server.url}/docs/intro`);
  await page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a Docusaurus site's looks in the viewer", () => {
  it("holds none of the site's CSS before sign-in", async () => {
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => text.includes('#2e8555'))).toEqual([]);
    expect(await page.locator('style[data-site-stylesheet]').count()).toBe(0);
  });

  it('applies custom.css after sign-in: links take its --ifm-color-primary, in light and dark', async () => {
    await signIn(page);
    await page.waitForFunction(() => {
      const link = document.querySelector('.markdown a');
      return link !== null && getComputedStyle(link).color === 'rgb(46, 133, 85)';
    });
    expect(await linkColour()).toBe('rgb(46, 133, 85)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await linkColour()).toBe('rgb(37, 194, 160)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    // Infima's variables it reads that docgate's look does not set hold Infima's values
    const link = page.locator('.markdown a').first();
    expect(await link.evaluate((a) => getComputedStyle(a).fontWeight)).toBe('500');
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationColor)).toBe('rgb(0, 148, 0)');
    // its `article h1` rule styles the doc's title over docgate's, as over Infima's `h1`
    expect(
      await page
        .locator('article h1')
        .first()
        .evaluate((h) => getComputedStyle(h).fontWeight),
    ).toBe('300');
    // its url() reached the gated copy of the image, as a blob: URL
    const sheet = await page.locator('style[data-site-stylesheet]').textContent();
    expect(sheet).toMatch(/url\("blob:[^"]+"\) repeat/);
    expect(sheet).not.toContain('gate:');
  });

  it("keeps Infima's button colours on a page's links written as buttons, filled and outlined", async () => {
    // as a notebook tutorial's "Open in Colab" buttons: links in the page's Markdown
    await page.evaluate(() =>
      document
        .querySelector('.markdown')!
        .insertAdjacentHTML(
          'beforeend',
          '<p><a id="b1" class="button button--primary" href="#">Run</a> <a id="b2" class="button button--outline button--primary" href="#">Open</a></p>',
        ),
    );
    const looks = (id: string) =>
      page.locator(`#${id}`).evaluate((a) => {
        const style = getComputedStyle(a);
        return { color: style.color, background: style.backgroundColor };
      });
    const filled = await looks('b1');
    // text on the primary colour, not the link colour on it
    expect(filled.background).toBe('rgb(46, 133, 85)');
    expect(filled.color).not.toBe(filled.background);
    expect(await looks('b2')).toEqual({ color: 'rgb(46, 133, 85)', background: 'rgba(0, 0, 0, 0)' });
  });

  it("draws Infima's secondary, success and small buttons from Infima's variables, which a site's CSS sets (rushjs's white Learn More was on white)", async () => {
    await page.evaluate(() => {
      document.documentElement.style.setProperty('--ifm-color-secondary', 'rgb(134, 142, 150)');
      document
        .querySelector('.markdown')!
        .insertAdjacentHTML(
          'beforeend',
          '<p id="buttons"><a id="s" class="button button--secondary" href="#">Learn</a> <a id="ok" class="button button--success" href="#">Yes</a> <a id="sm" class="button button--danger button--sm" href="#">No</a> <a id="md" class="button button--danger" href="#">No</a></p>',
        );
    });
    const looks = await page.evaluate(() => {
      const style = (id: string) => getComputedStyle(document.getElementById(id)!);
      return {
        secondary: [style('s').backgroundColor, style('s').color],
        success: style('ok').backgroundColor,
        sizes: [style('sm').fontSize, style('md').fontSize],
      };
    });
    expect(looks).toEqual({
      secondary: ['rgb(134, 142, 150)', 'rgb(28, 30, 33)'],
      success: 'rgb(0, 164, 0)',
      // Infima's 0.875rem, times 0.8 for --sm
      sizes: ['11.2px', '14px'],
    });
    await page.evaluate(() => {
      document.documentElement.style.removeProperty('--ifm-color-secondary');
      document.getElementById('buttons')?.remove();
    });
  });

  it("styles Infima's grid, text, badge and alert classes in a doc's content, as Infima's are global (stellar's home grids, badges)", async () => {
    await page.evaluate(() =>
      document
        .querySelector('.markdown')!
        .insertAdjacentHTML(
          'beforeend',
          '<div id="grid" class="row"><div class="col col--4 text--center"><span id="badge" class="badge badge--primary">New</span></div></div><div id="alert" class="alert alert--warning">Careful</div>',
        ),
    );
    const looks = await page.evaluate(() => {
      const style = (id: string) => getComputedStyle(document.getElementById(id)!);
      return {
        grid: style('grid').display,
        align: getComputedStyle(document.querySelector('#grid .col')!).textAlign,
        badge: style('badge').backgroundColor,
        alert: style('alert').backgroundColor,
        alertBorder: style('alert').borderLeftWidth,
      };
    });
    expect(looks).toEqual({ grid: 'flex', align: 'center', badge: 'rgb(46, 133, 85)', alert: 'rgb(255, 248, 230)', alertBorder: '5px' });
    await page.evaluate(() => {
      for (const id of ['grid', 'alert']) document.getElementById(id)?.remove();
    });
  });

  it("paints code blocks under its highlighting themes' background, not a site's --ifm-pre-background or code {} rule", async () => {
    // as react-redux's custom.css: a dark --ifm-pre-background for its dark Prism theme, and a background for inline code
    await page.evaluate(() => {
      document.documentElement.style.setProperty('--ifm-pre-background', 'rgb(39, 40, 34)');
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="site-code">code { background-color: rgb(218, 221, 225); border: 1px solid red; }</style>',
      );
      document
        .querySelector('.markdown')!
        .insertAdjacentHTML('beforeend', '<div id="cb" class="code-block"><pre class="shiki"><code>const x = 1;</code></pre></div>');
    });
    const looks = await page.locator('#cb').evaluate((block) => ({
      pre: getComputedStyle(block.querySelector('pre')!).backgroundColor,
      code: getComputedStyle(block.querySelector('code')!).backgroundColor,
      border: getComputedStyle(block.querySelector('code')!).borderTopWidth,
    }));
    expect(looks).toEqual({ pre: 'rgb(246, 248, 250)', code: 'rgba(0, 0, 0, 0)', border: '0px' });
    await page.evaluate(() => {
      document.documentElement.style.removeProperty('--ifm-pre-background');
      document.getElementById('site-code')?.remove();
    });
  });

  it("edges a code block with Infima's light shadow and no border, as theme-classic's, in both colour modes (docgate drew a 1px border)", async () => {
    await go(page, '/docs/intro');
    const edge = () =>
      page
        .locator('.code-block')
        .first()
        .evaluate((block) => {
          const style = getComputedStyle(block);
          return { border: style.borderTopWidth, shadow: style.boxShadow, radius: style.borderTopLeftRadius };
        });
    const infima = { border: '0px', shadow: 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px', radius: '6.4px' };
    expect(await edge()).toEqual(infima);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await edge()).toEqual(infima);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  });

  it("sets code as Infima does: a block's text at --ifm-code-font-size (the site's 95%) in 1.45 lines 1rem in, its title over an emphasis-300 rule, inline code in a 0.1rem border on Infima's code background (docgate's block text was 13.76 px)", async () => {
    await go(page, '/docs/intro');
    const looks = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(`.markdown ${selector}`)!);
        return {
          block: [style('pre').fontSize, style('pre').lineHeight, style('pre').padding],
          title: style('.code-block-title').borderBottomColor,
          inline: [style('p code').padding, style('p code').border, style('p code').backgroundColor],
        };
      });
    expect(await looks()).toEqual({
      block: ['15.2px', '22.04px', '16px'],
      title: 'rgb(218, 221, 225)',
      inline: ['1.6px', '1px solid rgba(0, 0, 0, 0.1)', 'rgb(246, 247, 248)'],
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await looks();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect([dark.title, dark.inline[2]]).toEqual(['rgb(96, 103, 112)', 'rgba(255, 255, 255, 0.1)']);
  });

  it("spaces a doc's foot as theme-classic's: the edit link 3rem under the text at its size with a 20 px icon, the pager 3rem lower as Infima's pagination-nav, two columns on a phone too (docgate's were 2.5rem apart, one column)", async () => {
    const foot = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          gaps: [box('.doc-footer').top - box('.markdown > :last-child').bottom, box('.pager').top - box('.doc-footer').bottom],
          edit: [style('.page-meta__edit').fontSize, box('.page-meta__edit svg').width],
          // the next card's offset from the right half's start: 0 in two columns
          card: [
            box('.pager__link--next').left - box('.pager').left - (box('.pager').width + 16) / 2,
            Math.round(box('.pager__link--next').height),
            style('.pager__link--next').borderTopColor,
          ],
          labels: [style('.pager__sub'), style('.pager__label')].map(
            (label) => `${label.fontWeight} ${label.fontSize}/${label.lineHeight} ${label.color}`,
          ),
        };
      });
    await go(page, '/docs/intro');
    await page.getByRole('heading', { name: 'Intro', level: 1 }).waitFor();
    // past the cards' border transition from a colour mode switched before
    await page.waitForTimeout(300);
    const wide = await foot();
    await page.setViewportSize({ width: 390, height: 860 });
    await go(page, '/docs/intro');
    const phone = await foot();
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(wide).toEqual({
      gaps: [48, 48],
      edit: ['16px', 20],
      card: [0, 76, 'rgb(218, 221, 225)'],
      labels: ['500 14px/17.5px rgb(82, 88, 96)', '700 16px/20px rgb(46, 133, 85)'],
    });
    expect(phone.card[0]).toBe(0);
  });

  it("lays lists out as Infima's: 2rem in, items 0.25rem apart, a nested list tight under its item (docgate's were 1.6rem in, 0.3rem apart)", async () => {
    await go(page, '/docs/guides/palette');
    await page.getByRole('heading', { name: 'Palette', level: 1 }).waitFor();
    const list = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(`.markdown > ${selector}`)!.getBoundingClientRect();
      return {
        indent: [box('ul > li').left - box('ul').left, box('ul ul > li').left - box('ul > li').left],
        nested: box('ul ul').top - box('ul > li').top,
        items: Math.round(box('ul > li + li').top - box('ul > li').bottom),
      };
    });
    expect(list).toEqual({ indent: [32, 32], nested: 26.390625, items: 4 });
  });

  it("draws a Markdown table as Infima's, in both modes: 0.75rem cells at the text's size in emphasis-300 borders, a bold head on no colour of its own, every other row striped (chargepi's were docgate's 0.93rem table in 0.55rem 0.9rem cells, 31 px shorter)", async () => {
    await go(page, '/docs/guides/palette');
    await page.getByText('white-7c2d').waitFor();
    const looks = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(`.markdown ${selector}`)!);
        return {
          table: [style('table').fontSize, style('table').marginBottom, style('table').display],
          head: [style('th').fontWeight, style('th').backgroundColor, style('th').padding],
          cell: [style('td').padding, style('td').borderTopColor, style('td').fontSize],
          rows: [style('tbody tr').backgroundColor, style('tbody tr:nth-child(2)').backgroundColor],
          height: Math.round(document.querySelector('.markdown td')!.getBoundingClientRect().height),
        };
      });
    // Docusaurus 3.8 on chargepi's pages, and Infima's variables; a one-line cell 51.4 px high, half a px more
    // in the row under the head's 2px rule
    expect(await looks()).toEqual({
      table: ['16px', '16px', 'block'],
      head: ['700', 'rgba(0, 0, 0, 0)', '12px'],
      cell: ['12px', 'rgb(218, 221, 225)', '16px'],
      rows: ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0.03)'],
      height: 52,
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await looks();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect([dark.cell[1], dark.rows[1]]).toEqual(['rgb(96, 103, 112)', 'rgba(255, 255, 255, 0.07)']);
  });

  it("names the doc's box and its TOC as theme-classic does, so a site's CSS for them applies: its `.padding-top--md` pushes the doc down, its `.table-of-contents__link` sizes the entries (signatory's docs sat under its 110 px navbar, its TOC at Infima's 12.8 px)", async () => {
    await go(page, '/docs/reference/terms');
    await page.locator('.table-of-contents__link').first().waitFor();
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        `<style id="site-names">.padding-top--md { padding-top: 120px !important; }
          .table-of-contents__link { font-size: 16px; } .table-of-contents__left-border { border-left-width: 2px; }</style>`,
      ),
    );
    const looks = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const box = main.firstElementChild!;
      return {
        box: [box.classList.contains('padding-bottom--lg'), getComputedStyle(box).paddingTop],
        toc: [
          document.querySelector('.theme-doc-toc-desktop .table-of-contents') !== null,
          getComputedStyle(document.querySelector('.table-of-contents__link.toc-highlight')!).fontSize,
          getComputedStyle(document.querySelector('ul.table-of-contents__left-border')!).borderLeftWidth,
        ],
      };
    });
    await page.evaluate(() => document.getElementById('site-names')?.remove());
    expect(looks).toEqual({ box: [true, '120px'], toc: [true, '16px', '2px'] });
  });

  it("keeps theme-classic's empty pagination-nav under a doc with no previous or next page, its 3rem above it, under Infima's names a site's CSS styles (signatory's glossary ended 49 px short)", async () => {
    await go(page, '/docs/extras/more');
    await page.getByRole('heading', { name: 'More', level: 1 }).waitFor();
    const nav = page.locator('nav.pagination-nav.docusaurus-mt-lg');
    await nav.waitFor({ state: 'attached' });
    expect(await nav.evaluate((element) => [element.querySelectorAll('a').length, getComputedStyle(element).marginTop])).toEqual([
      0,
      '48px',
    ]);
    // a doc's cards under Infima's names too
    await go(page, '/docs/guides/colours');
    await page.locator('.pagination-nav__link--next .pagination-nav__label').waitFor();
  });

  it("sets a loose list's paragraph 1rem under its item's top, as Infima's `.markdown li > p`: an item after a nested list sits 1rem under it (chargepi's sat 12 px high)", async () => {
    await go(page, '/docs/guides/palette');
    const last = page.getByText('Check contrast-8e2.');
    await last.waitFor();
    const gap = await last.evaluate((p) => {
      const nested = p.closest('ol')!.querySelector('li ul')!;
      return Math.round(p.getBoundingClientRect().top - nested.getBoundingClientRect().bottom);
    });
    expect(gap).toBe(16);
  });

  it("draws one caret for a category without a link, the link's own ::after as Docusaurus', which a site's CSS may restyle (litellm drew two)", async () => {
    await go(page, '/docs/intro');
    const toggle = page.locator('a.menu__link--sublist-caret', { hasText: 'Reference' });
    await toggle.waitFor();
    const drawn = () =>
      toggle.evaluate((link) => {
        const after = getComputedStyle(link, '::after');
        const button = link.parentElement!.querySelector('.menu__caret');
        return {
          after: [after.width, after.backgroundImage.includes('M7.41 15.41'), after.transform],
          buttons: button ? getComputedStyle(button).display : 'none',
        };
      });
    expect(await drawn()).toEqual({ after: ['20px', true, 'matrix(0, 1, -1, 0, 0, 0)'], buttons: 'none' });
    await toggle.click();
    await page.getByRole('link', { name: 'Terms' }).first().waitFor();
    await expect.poll(async () => String((await drawn()).after[2]).startsWith('matrix(-1,')).toBe(true);
  });

  it("lays a generated index out as theme-classic's DocCategoryGeneratedIndexPage: three quarters of the column, the description in the text's colour, cards 2rem under it in emphasis-800 with DocCard's border and shadow, the title 3rem on a phone too (docgate's ran the column's width)", async () => {
    const looks = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          // of the column inside its 1rem gutters
          width: Math.round((box('.doc-article').width / (box('.doc-content').width - 32)) * 100) / 100,
          description: style('.category-description').color,
          gap: box('.card-grid').top - box('.category-description').bottom,
          card: [style('.card-grid .card').color, style('.card-grid .card').borderTopColor, style('.card-grid .card').boxShadow],
          title: style('.page-title').fontSize,
        };
      });
    await go(page, '/docs/category/extras');
    await page.locator('.card-grid .card').first().waitFor();
    await page.mouse.move(0, 0);
    const wide = await looks();
    await page.setViewportSize({ width: 390, height: 860 });
    await go(page, '/docs/category/extras');
    await page.locator('.card-grid .card').first().waitFor();
    const phone = await looks();
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(wide).toEqual({
      width: 0.75,
      description: 'rgb(28, 30, 33)',
      gap: 32,
      card: ['rgb(68, 73, 80)', 'rgb(235, 237, 240)', 'rgba(0, 0, 0, 0.15) 0px 1.5px 3px 0px'],
      title: '48px',
    });
    expect([phone.width, phone.title]).toEqual([1, '48px']);
  });

  it("rounds a button at Infima's 0.4rem and leaves a paragraph's margin under a hero's subtitle, as the classic template's home page (docgate's: 8px, 1rem)", async () => {
    await go(page, '/docs/intro');
    await page.evaluate(() =>
      document
        .querySelector('.markdown')!
        .insertAdjacentHTML(
          'beforeend',
          '<div id="hero" class="hero"><p class="hero__subtitle">Cool</p><a class="button button--secondary button--lg" href="#">Go</a></div>',
        ),
    );
    const looks = await page
      .locator('#hero')
      .evaluate((hero) => [
        getComputedStyle(hero.querySelector('.hero__subtitle')!).marginBottom,
        getComputedStyle(hero.querySelector('.button')!).borderTopLeftRadius,
      ]);
    await page.evaluate(() => document.getElementById('hero')?.remove());
    expect(looks).toEqual(['20px', '6.4px']);
  });

  it("draws an admonition as theme-classic's: Infima's alert of its type, the heading at h5 size after theme-classic's icon, in both modes", async () => {
    await go(page, '/docs/intro');
    const tip = page.locator('.admonition-tip').first();
    const looks = () =>
      tip.evaluate((box) => {
        const style = getComputedStyle(box);
        const heading = getComputedStyle(box.querySelector('.admonition-title')!);
        const icon = getComputedStyle(box.querySelector('.admonition-title')!, '::before');
        return {
          box: [style.backgroundColor, style.color, style.borderLeft, style.borderTopWidth, style.borderTopLeftRadius, style.boxShadow],
          heading: [heading.fontSize, heading.fontWeight, heading.textTransform, heading.color],
          icon: [Math.round(Number.parseFloat(icon.width)), icon.backgroundColor, icon.maskImage.includes('M6.5 0C3.48')],
        };
      });
    // Infima's alert--success, as theme-classic draws :::tip
    expect(await looks()).toEqual({
      box: ['rgb(230, 246, 230)', 'rgb(0, 49, 0)', '5px solid rgb(0, 148, 0)', '0px', '6.4px', 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px'],
      heading: ['14px', '700', 'uppercase', 'rgb(0, 49, 0)'],
      icon: [22, 'rgb(0, 49, 0)', true],
    });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await looks();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(dark.box.slice(0, 3)).toEqual(['rgb(0, 49, 0)', 'rgb(230, 246, 230)', '5px solid rgb(0, 148, 0)']);
  });

  it("paints code blocks in its Prism themes as Docusaurus does, github in light mode and dracula in dark, under the site's CSS", async () => {
    await go(page, '/docs/intro');
    const block = page.locator('.code-block').first();
    await block.waitFor();
    const looks = () =>
      block.evaluate((box) => ({
        box: getComputedStyle(box).backgroundColor,
        pre: getComputedStyle(box.querySelector('pre')!).backgroundColor,
        plain: getComputedStyle(box.querySelector('pre')!).color,
        keyword: getComputedStyle(box.querySelector('.line span')!).color,
      }));
    expect(await looks()).toEqual({
      box: 'rgb(246, 248, 250)',
      pre: 'rgb(246, 248, 250)',
      plain: 'rgb(57, 58, 52)',
      keyword: 'rgb(0, 0, 159)',
    });
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect(await looks()).toEqual({
      box: 'rgb(40, 42, 54)',
      pre: 'rgb(40, 42, 54)',
      plain: 'rgb(248, 248, 242)',
      keyword: 'rgb(189, 147, 249)',
    });
    // a site's rule for Docusaurus' classes outweighs the theme's background, as under Docusaurus (linea frames its code dark)
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="site-prism">.theme-code-block { background: rgb(1, 2, 3); } .prism-code { background-color: rgb(1, 2, 3); }</style>',
      ),
    );
    expect(await looks()).toMatchObject({ box: 'rgb(1, 2, 3)', pre: 'rgb(1, 2, 3)' });
    await page.evaluate(() => {
      document.getElementById('site-prism')?.remove();
      document.documentElement.dataset.theme = 'light';
    });
  });

  it("pins the navbar as a site's CSS does through Docusaurus' root id and navbar--fixed-top (kysely's, markov-root/atlas')", async () => {
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="site-pin">.navbar--fixed-top { position: fixed; width: 100%; } #__docusaurus { padding-top: var(--ifm-navbar-height); }</style>',
      ),
    );
    const places = await page.evaluate(() => ({
      navbar: getComputedStyle(document.querySelector('nav.navbar')!).position,
      // the page starts below the pinned navbar, not under it
      main: Math.round(
        document.querySelector('#main-wrapper')!.getBoundingClientRect().top -
          document.querySelector('nav.navbar')!.getBoundingClientRect().bottom,
      ),
    }));
    expect(places).toEqual({ navbar: 'fixed', main: 0 });
    await page.evaluate(() => document.getElementById('site-pin')?.remove());
  });

  it('draws a wide navbar logo 2rem high at its own proportions, as Docusaurus', async () => {
    const logo = page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: 'Looks logo' });
    await logo.waitFor();
    await page.waitForFunction(() => (document.querySelector('.navbar__logo img') as HTMLImageElement | null)?.complete);
    const box = (await logo.boundingBox())!;
    expect(box.height).toBe(32);
    // the file is 60 x 10
    expect(Math.round(box.width)).toBe(192);
  });

  it("lays the navbar out as Infima, so a site's CSS for Infima's navbar works (flow's logo, foscia's overlay, gesture-handler's buttons)", async () => {
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        `<style id="site-navbar">
          .navbar__logo { height: 100%; }
          .navbar::before { content: ''; position: absolute; inset: 0; background: rgb(255 0 0 / 50%); }
          .navbar .navbar__inner { z-index: 1; }
          [class*='navbar__link']:not([role='button']) { display: none; }
        </style>`,
      ),
    );
    const navbar = page.getByRole('navigation', { name: 'Main' });
    // the logo box takes the navbar's height; the image fills it, not a few pixels of it
    const logo = (await navbar.getByRole('img', { name: 'Looks logo' }).boundingBox())!;
    expect(logo.height).toBeGreaterThanOrEqual(32);
    // the dropdown's toggle and Sign out are buttons to the site's CSS, above its layer and clickable
    const toggle = navbar.getByRole('button', { name: 'Community' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await navbar.getByRole('button', { name: /sign out/i }).isVisible()).toBe(true);
    const hit = await toggle.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(hit).toBe(true);
    await page.evaluate(() => document.getElementById('site-navbar')?.remove());
  });

  it("sets the navbar title at Infima's base size, 0.5rem after the logo, as Docusaurus' Navbar/Logo (docgate's was 1.1rem)", async () => {
    const title = await page.evaluate(() => {
      const text = document.querySelector('.navbar__title')!;
      const gap = text.getBoundingClientRect().left - document.querySelector('.navbar__logo')!.getBoundingClientRect().right;
      return { fontSize: getComputedStyle(text).fontSize, fontWeight: getComputedStyle(text).fontWeight, gap: Math.round(gap) };
    });
    expect(title).toEqual({ fontSize: '16px', fontWeight: '700', gap: 8 });
  });

  it("sets the page's text at Infima's line height, 1.65, around the Markdown too (docgate's body was 1.6)", async () => {
    await go(page, '/docs/intro');
    const heights = await page.evaluate(() =>
      ['body', 'article', 'footer'].map((selector) => getComputedStyle(document.querySelector(selector)!).lineHeight),
    );
    expect(heights).toEqual(['26.4px', '26.4px', '26.4px']);
  });

  it("lets a site's class on a navbar dropdown hide it, as on Docusaurus' toggle link (pnpm's More menu on wide screens)", async () => {
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const toggle = navbar.getByRole('button', { name: 'Community' });
    expect(await toggle.isVisible()).toBe(true);
    await page.evaluate(() =>
      document.head.insertAdjacentHTML('beforeend', '<style id="site-wide">.community-menu { display: none; }</style>'),
    );
    expect(await toggle.isVisible()).toBe(false);
    await page.evaluate(() => document.getElementById('site-wide')?.remove());
  });

  it("draws docgate's sign-out in the bar as its icon alone, a 2rem box as the colour mode toggle's: Docusaurus' bar has no such item", async () => {
    const signOut = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' });
    const box = (await signOut.boundingBox())!;
    expect([box.width, box.height]).toEqual([32, 32]);
    // what it does, and who is signed in, on hover
    expect(await signOut.getAttribute('title')).toMatch(/^Sign out · Signed in as .+@/);
  });

  it("moves docgate's sign-out to the corner when the bar's items leave it no room, so they fit as under Docusaurus (react-native-website's full bar)", async () => {
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const left = navbar.locator('.navbar__inner > .navbar__items').first();
    const overflows = () => left.evaluate((side) => side.scrollWidth > side.clientWidth + 1);
    expect(await navbar.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    // a site's wide right-side items: with sign-out beside them, the left side's items would overflow into them
    const room = await left.evaluate((side) => side.getBoundingClientRect().right - side.lastElementChild!.getBoundingClientRect().right);
    await page.evaluate(
      (pad) =>
        document.head.insertAdjacentHTML(
          'beforeend',
          `<style id="site-wide">.navbar__items--right > .navbar__item:first-child { padding-right: ${pad}px; } .navbar__inner > .navbar__items > * { flex-shrink: 0; }</style>`,
        ),
      room + 20,
    );
    const corner = page.locator('.sign-out-fixed').getByRole('button', { name: 'Sign out' });
    await corner.waitFor();
    expect(await navbar.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    expect(await overflows()).toBe(false);
    expect((await corner.boundingBox())!.y).toBeGreaterThan(600);
    // in the corner, its words show: nothing beside it tells what it is
    expect((await corner.boundingBox())!.width).toBeGreaterThan(60);
    // room again: back in the bar
    await page.evaluate(() => document.getElementById('site-wide')?.remove());
    await navbar.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.locator('.sign-out-fixed').count()).toBe(0);
  });

  it("colours and spaces the navbar by Infima's variables, which a site's CSS sets (victory's dark title, rnx-kit's underline)", async () => {
    // rnx-kit's custom.css: wider items, and a bar under the active link, wider than the link
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        `<style id="site-navbar">
          :root { --ifm-navbar-link-color: rgb(1, 2, 3); --ifm-navbar-link-hover-color: rgb(4, 5, 6); --ifm-navbar-item-padding-horizontal: 18px; }
          .navbar .navbar__link--active::after { content: ''; display: flex; height: 4px; margin: -4px -20px 0; position: relative; top: 18px; width: calc(100% + 40px); }
        </style>`,
      ),
    );
    const looks = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLElement>('.navbar a.navbar__link')];
      const active = links.find((a) => a.textContent === 'Tutorial')!;
      const text = document.createRange();
      text.selectNodeContents(active);
      return {
        title: getComputedStyle(document.querySelector('.navbar__title')!).color,
        link: getComputedStyle(links.find((a) => a.textContent === 'GitHub')!).color,
        active: getComputedStyle(active).color,
        // the link is its text and the site's padding: the bar under it does not widen it
        padding: Math.round(active.getBoundingClientRect().width - text.getBoundingClientRect().width),
      };
    });
    expect(looks).toEqual({ title: 'rgb(1, 2, 3)', link: 'rgb(1, 2, 3)', active: 'rgb(4, 5, 6)', padding: 36 });
    await page.evaluate(() => document.getElementById('site-navbar')?.remove());
  });

  it("colours a dark footer's titles and links by Infima's variables and names, which a site's CSS sets (tolgee's light footer)", async () => {
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="site-footer">.footer--dark { --ifm-footer-title-color: rgb(1, 2, 3); } .footer__link-item { color: rgb(4, 5, 6); }</style>',
      ),
    );
    const colours = await page.evaluate(() => ({
      title: getComputedStyle(document.querySelector('footer .footer__title')!).color,
      link: getComputedStyle(document.querySelector('footer a')!).color,
    }));
    expect(colours).toEqual({ title: 'rgb(1, 2, 3)', link: 'rgb(4, 5, 6)' });
    await page.evaluate(() => document.getElementById('site-footer')?.remove());
  });

  it("draws a dark footer as Infima does, in both colour modes: #303846, titles 1rem over 1rem, links two lines high (the classic template's)", async () => {
    const looks = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const footer = style('footer.footer--dark');
        const title = style('footer .footer__title');
        const link = style('footer .footer__link-item');
        return {
          background: footer.backgroundColor,
          padding: footer.padding,
          title: `${title.fontSize}/${title.lineHeight} ${title.marginBottom} ${title.color}`,
          link: `${link.fontSize}/${link.lineHeight} ${link.color}`,
        };
      });
    const infima = {
      background: 'rgb(48, 56, 70)',
      padding: '32px',
      title: '16px/20px 16px rgb(255, 255, 255)',
      link: '16px/32px rgb(235, 237, 240)',
    };
    expect(await looks()).toEqual(infima);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await looks()).toEqual(infima);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    // below 997 px its own inset goes, and its columns start 1rem from the edge, as its container's
    await page.setViewportSize({ width: 390, height: 860 });
    const inset = await page.evaluate(() => Math.round(document.querySelector('footer .footer__title')!.getBoundingClientRect().left));
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(inset).toBe(16);
  });

  it("lays the 404 out as Docusaurus' NotFound: left-aligned in the middle half of the container, its title at 3rem", async () => {
    await go(page, '/no-such-page-3f1');
    const title = page.getByRole('heading', { name: 'Page Not Found' });
    await title.waitFor();
    const box = await title.evaluate((h1) => {
      const style = getComputedStyle(h1);
      // where its text starts: its box and its 1rem padding, as Infima's col--6 col--offset-3
      const left = h1.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft);
      return { left: Math.round(left), textAlign: style.textAlign, fontSize: style.fontSize, marginBottom: style.marginBottom };
    });
    // (1280 - 1140) / 2 + 1140 / 4 + 16
    expect(box).toEqual({ left: 371, textAlign: 'start', fontSize: '48px', marginBottom: '16px' });
  });

  it("lays a doc out in Infima's container as theme-classic: its column 75% of it beside the TOC's col--3, 1rem gutters (reassure's text ran 332-978 px at 1280)", async () => {
    await go(page, '/docs/reference/terms');
    await page.getByRole('heading', { name: 'Terms', level: 1 }).waitFor();
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 860 });
      return page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const toc = document.querySelector('.doc-toc .toc')!.getBoundingClientRect();
        return { text: [box('article').left, box('article').right], toc: [toc.left, toc.right] };
      });
    };
    // the 300 px sidebar, then 980 px of container, 1140 px from 1140, 1320 from 1440 (Docusaurus' figures)
    expect(await columns(1280)).toEqual({ text: [316, 1019], toc: [1051, 1264] });
    expect(await columns(1440)).toEqual({ text: [316, 1139], toc: [1171, 1424] });
    expect(await columns(1000)).toEqual({ text: [316, 809], toc: [841, 984] });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it("spaces the TOC as Infima's table-of-contents: entries a line apart plus 0.5rem, a level 1rem in, in the secondary colour; 15 px and 0.4rem apart in the phone's 'On this page' (docgate's entries were 25 px apart)", async () => {
    const entries = (selector: string) =>
      page.evaluate((selector) => {
        const toc = document.querySelector(selector)!.getBoundingClientRect();
        return [...document.querySelectorAll(`${selector} .toc__link`)].map((link) => {
          const box = link.getBoundingClientRect();
          const style = getComputedStyle(link);
          return [box.left - toc.left, Math.round(box.top - toc.top), box.width, style.fontSize, style.color];
        });
      }, selector);
    await go(page, '/docs/reference/terms');
    await page.getByRole('heading', { name: 'Terms', level: 1 }).waitFor();
    await page.mouse.move(0, 0);
    const grey = 'rgb(82, 88, 96)';
    expect((await entries('.doc-toc .toc')).slice(1)).toEqual([
      [33, 45, 164, '12.8px', grey],
      [17, 74, 188, '12.8px', grey],
    ]);
    await page.setViewportSize({ width: 390, height: 860 });
    await go(page, '/docs/reference/terms');
    await page.getByRole('button', { name: 'On this page' }).click();
    await page.waitForTimeout(300);
    const inline = await entries('.toc--inline');
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(inline.map(([left, top, , size, colour]) => [left, top, size, colour])).toEqual([
      [12.796875, 11, '15px', grey],
      [33.59375, 42, '15px', grey],
      [12.796875, 73, '15px', grey],
    ]);
  });

  it("draws 'On this page' on a phone as theme-classic's TOCCollapsible: regular weight at the text's size, Infima's caret down, up when open", async () => {
    await page.setViewportSize({ width: 390, height: 860 });
    // from another doc: the one before left this page's list open
    await go(page, '/docs/intro');
    await go(page, '/docs/reference/terms');
    const button = page.getByRole('button', { name: 'On this page' });
    const looks = () =>
      button.evaluate((element) => {
        const caret = getComputedStyle(element, '::after');
        return {
          font: [getComputedStyle(element).fontSize, getComputedStyle(element).fontWeight],
          caret: [caret.backgroundImage.includes('M7.41 15.41'), caret.width, caret.transform],
        };
      });
    const folded = await looks();
    await button.click();
    await page.waitForTimeout(300);
    const open = await looks();
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(folded).toEqual({ font: ['16px', '400'], caret: [true, '20px', 'matrix(-1, 0, 0, -1, 0, 0)'] });
    expect(open.caret[2]).toBe('none');
  });

  it("draws the navbar and the phone's menu as Infima's: opaque in the colour mode's navbar background and edged by its shadow, the menu 83vw wide under a deeper shadow (docgate's were translucent over a 1px rule, the dark menu #1b1b1d)", async () => {
    const looks = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.borderBottomWidth, style.boxShadow];
      });
    await go(page, '/docs/intro');
    const edge = 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px';
    expect(await looks('.navbar')).toEqual(['rgb(255, 255, 255)', '0px', edge]);
    await page.setViewportSize({ width: 390, height: 860 });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.locator('.navbar__toggle').click();
    const panel = await page
      .locator('.mobile-menu__panel')
      .evaluate((element) => [getComputedStyle(element).backgroundColor, Math.round(element.getBoundingClientRect().width)]);
    const header = await looks('.mobile-menu__header');
    const bar = await looks('.navbar');
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 860 });
    expect(panel).toEqual(['rgb(36, 37, 38)', 324]);
    expect(header).toEqual(['rgba(0, 0, 0, 0)', '0px', edge]);
    expect(bar[0]).toBe('rgb(36, 37, 38)');
  });

  it("moves the colour mode switch into the menu's header on a phone, as Docusaurus' mobile sidebar holds it, and it still switches", async () => {
    await page.setViewportSize({ width: 390, height: 860 });
    await go(page, '/docs/intro');
    const switchNamed = /Switch between dark and light mode/;
    const inBar = await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: switchNamed }).isVisible();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    const inMenu = menu.getByRole('button', { name: switchNamed });
    const visible = await inMenu.isVisible();
    const mode = await inMenu.getAttribute('data-mode');
    await inMenu.click();
    const switched = await inMenu.getAttribute('data-mode');
    // round the cycle back to the mode the other tests expect
    for (let step = 0; step < 3 && (await inMenu.getAttribute('data-mode')) !== mode; step++) await inMenu.click();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 860 });
    expect({ inBar, visible }).toEqual({ inBar: false, visible: true });
    expect(switched).not.toBe(mode);
  });

  it("keeps Infima's dark background over a custom.css that sets --ifm-background-color in :root only, as Docusaurus does", async () => {
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="site-background">:root { --ifm-background-color: rgb(247, 247, 247); }</style>',
      ),
    );
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(247, 247, 247)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await background()).toBe('rgb(27, 27, 29)');
    // a site's own dark rule as strong as Infima's still sets it
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        `<style id="site-dark-background">html[data-theme='dark'] { --ifm-background-color: rgb(1, 2, 3); }</style>`,
      ),
    );
    expect(await background()).toBe('rgb(1, 2, 3)');
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-theme', 'light');
      document.getElementById('site-background')?.remove();
      document.getElementById('site-dark-background')?.remove();
    });
  });

  it("fills <DocCardList /> with the cards of the category whose page it is on, each doc's description one line under its title", async () => {
    await go(page, '/docs/guides/overview');
    await page.locator('.doc-card-list .doc-card').first().waitFor();
    expect(await page.locator('.doc-card-list .doc-card__title').allTextContents()).toEqual(['📄️ Colours', '📄️ Palette']);
    expect(await page.locator('.doc-card-list a').first().getAttribute('href')).toBe('/docs/guides/colours');
    // the frontmatter's description, else the doc's first line, as Docusaurus' DocCard shows it
    const descriptions = page.locator('.doc-card-list .doc-card__description');
    const palette =
      'The palette every page of the site takes its colours from, light and dark, with the primary colour and its six shades named as Infima names them';
    expect(await descriptions.allTextContents()).toEqual(['Links take the primary colour.', palette]);
    // cut to one line with an ellipsis, the whole text in its title (Infima's text--truncate)
    const shown = await descriptions.nth(1).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        title: element.getAttribute('title'),
        cut: element.scrollWidth > element.clientWidth && style.textOverflow === 'ellipsis',
        lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
      };
    });
    expect(shown).toEqual({ title: palette, cut: true, lines: 1 });
    // a translated page's list: the cards of its locale's docs
    await go(page, '/fr/docs/guides/overview');
    await page.locator('.doc-card-list .doc-card').first().waitFor();
    expect(await page.locator('.doc-card-list a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/fr/docs/guides/colours',
      '/fr/docs/guides/palette',
    ]);
    expect(await descriptions.first().textContent()).toBe('Links take the primary colour.');
  });

  it("draws breadcrumbs as Infima: a category without a page is no current crumb, and a site's separator replaces docgate's", async () => {
    await go(page, '/docs/reference/terms');
    await page.getByRole('heading', { name: 'Terms', level: 1 }).waitFor();
    const crumbs = page.locator('.breadcrumbs .breadcrumbs__link');
    const background = (at: number) => crumbs.nth(at).evaluate((crumb) => getComputedStyle(crumb).backgroundColor);
    expect(await crumbs.allTextContents()).toEqual(['', 'Reference', 'Terms']);
    // the site's `article h2` sizes the page's own h2 over docgate's size, as over Infima's `h2`
    expect(
      await page
        .locator('.markdown h2')
        .first()
        .evaluate((h) => getComputedStyle(h).fontSize),
    ).toBe('26px');
    expect(await background(1)).toBe('rgba(0, 0, 0, 0)');
    expect(await background(2)).not.toBe('rgba(0, 0, 0, 0)');
    // keploy's custom.css restyles Infima's separator, after each item but the last
    await page.evaluate(() =>
      document.head.insertAdjacentHTML(
        'beforeend',
        '<style id="site-crumbs">.breadcrumbs__item:not(:last-child)::after { content: "»"; }</style>',
      ),
    );
    const separators = await page
      .locator('.breadcrumbs__item')
      .evaluateAll((items) =>
        items.map((item) => `${getComputedStyle(item, '::before').content} ${getComputedStyle(item, '::after').content}`),
      );
    expect(separators).toEqual(['none "»"', 'none "»"', 'none none']);
    await page.evaluate(() => document.getElementById('site-crumbs')?.remove());
  });

  it("sizes breadcrumbs as theme-classic's, Infima's at a 0.8 multiplier in a 1rem row: 31 px high, pills padded 0.32rem 0.64rem, the home icon 1.1rem in the text's colour (docgate's row was 23 px)", async () => {
    await go(page, '/docs/reference/terms');
    await page.getByRole('heading', { name: 'Terms', level: 1 }).waitFor();
    const looks = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
      return {
        row: Math.round(box('ul.breadcrumbs')?.height ?? 0),
        titleGap: Math.round((box('article h1')?.top ?? 0) - (box('ul.breadcrumbs')?.bottom ?? 0)),
        crumb: `${style('.breadcrumbs__item--active .breadcrumbs__link').fontSize} ${style('.breadcrumbs__item--active .breadcrumbs__link').padding}`,
        home: `${style('.breadcrumbs__home').padding} ${style('.breadcrumbs__home').color}`,
        icon: Math.round(box('.breadcrumbs__home svg')?.width ?? 0),
        separator: getComputedStyle(document.querySelector('.breadcrumbs__item') as Element, '::after').width,
      };
    });
    expect(looks).toEqual({
      row: 31,
      titleGap: 13,
      crumb: '12.8px 5.12px 10.24px',
      home: '5.12px 10.24px rgb(28, 30, 33)',
      icon: 18,
      separator: '8px',
    });
  });

  it("draws ```mermaid fences as diagrams in the colour mode's theme, as theme-mermaid does; one mermaid cannot read keeps its source", async () => {
    await go(page, '/docs/reference/terms');
    const [diagram, broken] = [0, 1].map((n) => page.locator('.docusaurus-mermaid-container').nth(n));
    await diagram!.locator('svg').waitFor();
    expect(await diagram!.locator('svg').textContent()).toContain('signs in');
    await expect.poll(() => broken!.getAttribute('data-mermaid-error')).toContain('Parse error');
    expect(await broken!.locator('pre').textContent()).toContain('A-->');
    // themeConfig.mermaid.theme: neutral in light mode, forest in dark; a switch of mode draws it again
    // (each drawing has an id of its own, which its styles name)
    const styles = async () => (await diagram!.locator('svg style').first().textContent())?.replace(/docgate-mermaid-\d+/g, '');
    const light = await styles();
    await switchColorMode(page, 'dark');
    await expect.poll(styles).not.toBe(light);
    await switchColorMode(page, 'light');
    await expect.poll(styles).toBe(light);
  });

  it("applies its rules that select Docusaurus' CSS-module names by base name: the doc's main box, a code block's title, an admonition's content", async () => {
    await go(page, '/docs/intro');
    await page.locator('.code-block-title').first().waitFor();
    expect(
      await page
        .locator('main')
        .first()
        .evaluate((main) => getComputedStyle(main).borderTop),
    ).toBe('3px solid rgb(12, 34, 56)');
    expect(
      await page
        .locator('.code-block-title')
        .first()
        .evaluate((title) => getComputedStyle(title).backgroundColor),
    ).toBe('rgb(200, 120, 40)');
    expect(await page.getByText('Looks good.').evaluate((text) => getComputedStyle(text).fontStyle)).toBe('italic');
  });

  it("leads the breadcrumbs' home icon to the home page of the page's locale, as theme-classic's useBaseUrl('/') (a French page's led to the English one)", async () => {
    const home = () => page.locator('.breadcrumbs__home').getAttribute('href', { timeout: 30_000 });
    await go(page, '/docs/guides/colours');
    await expect.poll(home, { timeout: 10_000 }).toBe('/');
    await go(page, '/fr/docs/guides/colours');
    await expect.poll(home, { timeout: 10_000 }).toBe('/fr');
  });

  it('shows the French navbar, footer and sidebar labels on a French page', async () => {
    await go(page, '/fr/docs/intro');
    await page.getByRole('heading', { name: 'Introduction', level: 1 }).waitFor();
    expect(await page.locator('.navbar .navbar__title').first().textContent()).toBe('Apparence');
    expect(await page.locator('.navbar').getByRole('link', { name: 'Tutoriel' }).count()).toBe(1);
    expect(await page.locator('footer').textContent()).toContain('Droits réservés Apparence');
    expect(await page.locator('aside').getByText('Guides pratiques').count()).toBe(1);
    expect(await page.locator('.markdown p').first().textContent()).toContain('Bonjour, lecteur.');
    // docgate's own button in French too
    expect(await page.locator('.navbar').getByRole('button', { name: 'Se déconnecter' }).count()).toBe(1);
  });

  it('removes the site stylesheet on sign-out', async () => {
    await go(page, '/docs/intro');
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Enter Documentation' }).waitFor();
    expect(await page.locator('style[data-site-stylesheet]').count()).toBe(0);
  });
});
