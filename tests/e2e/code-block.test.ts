import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launchChromium, signIn } from './support/browser.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';
import { saveScreenshot } from './support/screenshots.ts';

// A site's swizzled CodeBlock in real Chromium, over tests/fixtures/sites/code-block: Docusaurus draws every
// fenced code block of a page with it. The fixture's wraps the theme's (as kysely's does); the site's own
// making and one that throws are saved while the site runs.

// a CodeBlock of the site's own (as ruyisdk's), showing the props it was given
const OWN_CODE_BLOCK = `export default function OwnCodeBlock(props) {
  return <pre className="own-code-7c2" data-props={JSON.stringify(props)}>{props.children}</pre>;
}
`;

// a wrapper of `@theme-init/CodeBlock`, the classic theme's before theme-live-codeblock wraps it (zedux's)
const INIT_CODE_BLOCK = `import React from 'react';
import CodeBlock from '@theme-init/CodeBlock';

export default function InitWrapper(props) {
  return <div className="init-code-2a8"><CodeBlock {...props} /></div>;
}
`;

const BROKEN_CODE_BLOCK = `export default function BrokenCodeBlock() {
  throw new Error('broken-code-block');
}
`;

const INTRO_CODE = "const db = createDb();\nconst rows = await db.selectFrom('person').selectAll().execute();\nconsole.log(rows);";

let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServer({ content: 'tests/fixtures/sites/code-block/content' });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await signIn(page);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const themeFile = () => join(server.root, 'content', 'src', 'theme', 'CodeBlock', 'index.js');

describe("a site's swizzled CodeBlock", () => {
  it('wraps every code block of a Markdown page in its element, each the block docgate highlighted, whose copy button copies its code', async () => {
    await go(page, '/docs/intro');
    await page.locator('.wrapped-code-4f1').first().waitFor();
    expect(await page.locator('.markdown .code-block').count()).toBe(3);
    expect(await page.locator('.wrapped-code-4f1').count()).toBe(3);
    // every block inside the site's element, once, with the attribute it adds
    expect(await page.locator('.wrapped-code-4f1[data-pagefind-weight="2"] > .code-block-static > .code-block').count()).toBe(3);
    // the compiled block itself: its title, shiki's two-theme tokens, the {2} and magic-comment lines marked
    const first = page.locator('.wrapped-code-4f1 .code-block').first();
    expect(await first.locator('.code-block-title').textContent()).toBe('src/app.ts');
    expect(await first.locator('> .codeBlockContent_docgate > pre.shiki span[style*="--shiki-light"]').count()).toBeGreaterThan(3);
    expect(await first.locator('pre .line.highlighted').allTextContents()).toEqual([
      "const rows = await db.selectFrom('person').selectAll().execute();",
      'console.log(rows);',
    ]);
    expect(await first.locator('pre').textContent()).toBe(INTRO_CODE);
    await first.hover();
    await first.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await first.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(INTRO_CODE);
    // the block that names no language is the site's too, plain as compiled
    expect(await page.locator('.wrapped-code-4f1 .code-block[data-language="text"] pre').textContent()).toBe('plain text here');
    await saveScreenshot(page, 'code-block-wrapped');
  });

  it("wraps an MDX page's fences and its <CodeBlock> of @theme/CodeBlock alike, line numbers and title kept", async () => {
    await go(page, '/docs/mdx-page');
    // this page's, not the last page's blocks
    await page.locator('.wrapped-code-4f1 .code-block[data-language="yaml"]').waitFor();
    expect(await page.locator('.wrapped-code-4f1 .code-block').count()).toBe(2);
    expect(await page.locator('.wrapped-code-4f1 pre.line-numbers').count()).toBe(1);
    expect(await page.locator('.wrapped-code-4f1 .code-block-title').textContent()).toBe('config.yml');
  });

  it('draws the code blocks with a CodeBlock of its own making, given the props Docusaurus hands it: the code as written, its language class and metastring', async () => {
    await go(page, '/docs/intro');
    await page.locator('.wrapped-code-4f1 .code-block[data-language="ts"]').waitFor();
    await writeFile(themeFile(), OWN_CODE_BLOCK);
    await page.locator('pre.own-code-7c2').first().waitFor({ timeout: 30_000 });
    const given = await page
      .locator('pre.own-code-7c2')
      .evaluateAll((pres) => pres.map((pre) => JSON.parse(pre.getAttribute('data-props')!)));
    expect(given).toEqual([
      {
        children: `const db = createDb();\nconst rows = await db.selectFrom('person').selectAll().execute();\n// highlight-next-line\nconsole.log(rows);\n`,
        className: 'language-ts',
        metastring: 'title="src/app.ts" {2}',
        live: false,
      },
      { children: 'npm install kysely\n', className: 'language-bash' },
      { children: 'plain text here\n' },
    ]);
    // the site's blocks in place of docgate's
    expect(await page.locator('.markdown .code-block').count()).toBe(0);
    expect(await page.locator('.markdown pre').count()).toBe(3);
  });

  it("draws the theme's block where the site's CodeBlock wraps @theme-init/CodeBlock, as one made for live code blocks does", async () => {
    await writeFile(themeFile(), INIT_CODE_BLOCK);
    await page.locator('.init-code-2a8').first().waitFor({ timeout: 30_000 });
    await go(page, '/docs/mdx-page');
    await go(page, '/docs/intro');
    await page.locator('.init-code-2a8').nth(2).waitFor();
    // each block docgate highlighted inside the site's element, its code in a <pre>, not the code's bare text
    expect(await page.locator('.init-code-2a8 > .code-block-static > .code-block').count()).toBe(3);
    expect(await page.locator('.init-code-2a8 .code-block pre').first().textContent()).toBe(INTRO_CODE);
    expect(await page.locator('.init-code-2a8 .code-block[data-language="text"] pre').textContent()).toBe('plain text here');
  });

  it("keeps docgate's blocks, copy buttons and all, when the site's CodeBlock throws", async () => {
    await writeFile(themeFile(), BROKEN_CODE_BLOCK);
    await page.locator('.init-code-2a8').first().waitFor({ state: 'detached', timeout: 30_000 });
    await go(page, '/docs/mdx-page');
    await go(page, '/docs/intro');
    await page.locator('.markdown .code-block').nth(2).waitFor();
    // the bundle is in (its failing CodeBlock caught): the page's blocks as compiled
    await page.waitForFunction(() => document.querySelectorAll('.code-block-host').length === 3);
    expect(await page.locator('.markdown .code-block').count()).toBe(3);
    expect(await page.locator('.markdown .code-block .code-block__buttons > .code-block__copy').count()).toBe(3);
    expect(await page.getByText('This page crashed').count()).toBe(0);
  });
});
