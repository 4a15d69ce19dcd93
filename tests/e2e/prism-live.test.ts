import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { go, switchColorMode } from './support/browser.ts';
import { signedInSite } from './support/signed-in-site.ts';

// tests/fixtures/docusaurus/prism-live in real Chromium: a component draws a file's code with <CodeBlock> when
// the page runs, beside the same code as a fenced block the compiler highlighted, and reads usePrismTheme.
// The site's Prism themes (its own in light mode, dracula in dark) colour both alike.

const site = signedInSite({ docusaurus: 'prism-live' });

/** How a block looks: its box's and pre's backgrounds, and each character of its code with its colour and style. */
const looks = (block: Locator) =>
  block.evaluate((box) => {
    const pre = box.querySelector('pre')!;
    const characters: string[] = [];
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const style = getComputedStyle(node.parentElement!);
      for (const character of node.textContent ?? '')
        if (character.trim()) characters.push(`${character} ${style.color} ${style.fontStyle}`);
    }
    return {
      box: getComputedStyle(box).backgroundColor,
      pre: getComputedStyle(pre).backgroundColor,
      title: box.querySelector('.code-block-title')?.textContent,
      numbered: pre.classList.contains('line-numbers'),
      counter: getComputedStyle(pre.querySelector('code')!).counterReset,
      highlighted: [...pre.querySelectorAll('.line.highlighted')].map((line) => line.textContent),
      characters,
    };
  });

describe("site code's code in the site's Prism themes", () => {
  it("colours a <CodeBlock> of code known at run time as the compiled block of the same code, in light and dark mode, its metastring's marks alike", async () => {
    await go(site.page, '/docs/intro');
    const compiled = site.page.locator('.markdown .code-block').first();
    const runtime = site.page.locator('.markdown .code-block').nth(1);
    // highlighted in the browser once its grammar is in
    await runtime.locator('pre.shiki').waitFor();
    await switchColorMode(site.page, 'light');
    const light = await looks(compiled);
    // and the metastring's title, `{2}` line and line numbers from 3, as the fence's
    expect(light).toMatchObject({
      box: 'rgb(253, 246, 227)',
      pre: 'rgb(253, 246, 227)',
      title: 'example.js',
      numbered: true,
      counter: 'line 2',
    });
    expect(light.highlighted).toEqual(['const answer = 42;']);
    // the site's light theme: keywords red and italic, numbers blue
    expect(light.characters).toContain('c rgb(215, 58, 73) italic');
    expect(light.characters).toContain('4 rgb(0, 92, 197) normal');
    expect(await looks(runtime)).toEqual(light);
    await switchColorMode(site.page, 'dark');
    const dark = await looks(compiled);
    // dracula: its background, keywords purple and italic
    expect(dark).toMatchObject({ box: 'rgb(40, 42, 54)', pre: 'rgb(40, 42, 54)' });
    expect(dark.characters).toContain('c rgb(189, 147, 249) italic');
    expect(await looks(runtime)).toEqual(dark);
    await switchColorMode(site.page, 'light');
  });

  it("gives site code's usePrismTheme the site's theme of the colour mode, switching with the mode", async () => {
    await go(site.page, '/docs/intro');
    const probe = site.page.locator('#prism-probe');
    await switchColorMode(site.page, 'light');
    await expect.poll(() => probe.textContent()).toBe('#fdf6e3 5');
    expect(await probe.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(253, 246, 227)');
    await switchColorMode(site.page, 'dark');
    await expect.poll(() => probe.textContent()).toBe('#282A36 9');
    await switchColorMode(site.page, 'light');
    await expect.poll(() => probe.textContent()).toBe('#fdf6e3 5');
  });
});
