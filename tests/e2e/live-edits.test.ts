import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// Issue #14 item 2: every kind of change a reader can see goes live in `docgate dev`, on the open page,
// without a reload: the site config, categories, authors, tags, a doc's frontmatter, a static file.

let server: DevServer;
let browser: Browser;
let page: Page;

const content = (path: string) => join(server.root, 'content', path);

/** Rewrites a content file through `change`, as an editor's save does. */
async function edit(path: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(content(path), 'utf8');
  const next = change(text);
  if (next === text) throw new Error(`the edit of ${path} changed nothing`);
  await writeFile(content(path), next);
}

/** Edits a JSON content file. */
// biome-ignore lint/suspicious/noExplicitAny: a content file's JSON, edited field by field as an author would
const editJson = (path: string, change: (json: Record<string, any>) => void) =>
  edit(path, (text) => {
    const json = JSON.parse(text);
    change(json);
    return `${JSON.stringify(json, null, 2)}\n`;
  });

const onScreen = (selector: string, text: string) => page.locator(selector, { hasText: text }).first().waitFor({ timeout: 30_000 });

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('docgate dev: every edit a reader can see reaches the open page', () => {
  beforeAll(async () => {
    server = await startDevServer();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/docs/backend/installation`);
    await signIn(page);
    // the page must stay the same document throughout: a reload would hide a missed update
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  }, 240_000);
  afterAll(async () => {
    await page?.close();
    await server?.stop();
  });

  it('site config: navbar title, announcement bar and footer', async () => {
    await editJson('site.config.json', (config) => {
      config.navbar.title = 'Postline Live';
      config.announcementBar.content = 'Live announcement from the config.';
      config.footer.copyright = 'Copyright 2099 Live Footer.';
    });
    await onScreen('nav', 'Postline Live');
    await onScreen('.announcement-bar', 'Live announcement from the config.');
    await onScreen('footer', 'Copyright 2099 Live Footer.');
  });

  it("a category's label in _category_.json", async () => {
    await editJson('docs/backend/_category_.json', (category) => {
      category.label = 'Backend (live label)';
    });
    await onScreen('aside, nav', 'Backend (live label)');
  });

  it("a doc's frontmatter: its title (the document's; the page shows its own # h1, as Docusaurus does) and sidebar label", async () => {
    await edit('docs/backend/installation.mdx', (text) =>
      text.replace('title: Installation\n', 'title: Installation, live\nsidebar_label: Install it live\n'),
    );
    await onScreen('aside, nav', 'Install it live');
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^Installation, live \| /);
    expect((await page.locator('main h1').first().textContent())?.trim()).toBe('Installation');
  });

  it("an author's name in authors.yml and a tag's label in tags.yml, on the open post", async () => {
    await go(page, '/blog/first-blog-post');
    await onScreen('main', 'Daniel Okafor');
    await edit('blog/authors.yml', (text) => text.replace('name: Daniel Okafor', 'name: Daniel Live-Okafor'));
    await onScreen('main', 'Daniel Live-Okafor');
    await edit('blog/tags.yml', (text) => text.replace(/^facebook:\n {2}label: Facebook$/m, 'facebook:\n  label: Facebook Live'));
    await onScreen('main', 'Facebook Live');
  });

  it('a static file: the navbar logo shows the new file', async () => {
    const logo = page.locator('nav img').first();
    const before = await logo.getAttribute('src');
    await edit('static/img/logo.svg', (svg) => svg.replace('<svg', '<svg data-live-edit="1"'));
    await expect.poll(() => logo.getAttribute('src'), { timeout: 30_000 }).not.toBe(before);
    // an SVG is shown from a data: URL (it could script as a blob: document of the site)
    const src = (await logo.getAttribute('src'))!;
    const [, meta = '', data = ''] = /^data:([^,]*),(.*)$/s.exec(src) ?? [];
    const svg = meta.endsWith(';base64') ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data);
    expect(svg).toContain('data-live-edit="1"');
  });

  it('a broken config keeps the last good build and names the field; fixing it goes live', async () => {
    await editJson('site.config.json', (config) => {
      config.navbar.title = 42;
    });
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/site\.config\.json.*navbar\.title/);
    await onScreen('nav', 'Postline Live');
    await editJson('site.config.json', (config) => {
      config.navbar.title = 'Postline Fixed';
    });
    await onScreen('nav', 'Postline Fixed');
  });

  it('kept every change through all of it without a reload, and a reload shows the same', async () => {
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await onScreen('nav', 'Postline Fixed');
    await onScreen('main', 'Facebook Live');
    await onScreen('footer', 'Copyright 2099 Live Footer.');
  });
});

// The same on a Docusaurus site: its config, sidebars file, custom.css and a doc's tags.
describe('docgate dev on a Docusaurus site: config, sidebars, custom.css and tags go live', () => {
  let site: DevServer;
  let tab: Page;
  const file = (path: string) => join(site.root, path);
  const change = async (path: string, from: string | RegExp, to: string) => {
    const text = await readFile(file(path), 'utf8');
    const next = text.replace(from, to);
    if (next === text) throw new Error(`the edit of ${path} changed nothing`);
    await writeFile(file(path), next);
  };
  const shown = (selector: string, text: string) => tab.locator(selector, { hasText: text }).first().waitFor({ timeout: 30_000 });

  beforeAll(async () => {
    site = await startDevServer({ docusaurus: 'looks' });
    tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.goto(`${site.url}/docs/guides/colours`);
    await signIn(tab);
  }, 240_000);
  afterAll(async () => {
    await tab?.close();
    await site?.stop();
  });

  it('docusaurus.config.js: the navbar title and the footer', async () => {
    await change('docusaurus.config.js', "title: 'Looks',\n      logo", "title: 'Looks Live',\n      logo");
    await change('docusaurus.config.js', "copyright: 'Copyright Looks'", "copyright: 'Copyright Looks, live'");
    await shown('nav', 'Looks Live');
    await shown('footer', 'Copyright Looks, live');
  });

  it("sidebars.js: a category's label", async () => {
    await change('sidebars.js', "label: 'Guides'", "label: 'Guides, live'");
    await shown('aside, nav', 'Guides, live');
  });

  it('custom.css: the primary colour', async () => {
    const primary = () => tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
    expect(await primary()).toBe('#2e8555');
    await change('src/css/custom.css', '--ifm-color-primary: #2e8555;', '--ifm-color-primary: #aa3355;');
    await expect.poll(primary, { timeout: 30_000 }).toBe('#aa3355');
  });

  it("a doc's tags in its frontmatter", async () => {
    await change('docs/guides/colours.md', /^/, '---\ntags: [palette]\n---\n\n');
    await shown('main', 'palette');
  });
});
