import { describe, expect, it } from 'vitest';
import { go } from './support/browser.ts';
import { signedInSite } from './support/signed-in-site.ts';

// A site's remark plugin that writes site components into a page, in real Chromium, over
// tests/fixtures/sites/remark-components: its <Reference kind="Widget" /> becomes a <Fields> element and a
// <Callout> with text, elements of the plugin's making with no place in the page's source, which the site's
// swizzled MDXComponents draws, as under Docusaurus (stacklok's CRD reference tables); and components of
// plugins docgate does not run, which show their children, or a note where they would show nothing.

const site = signedInSite({ content: 'tests/fixtures/sites/remark-components/content' });

/** The text of each block of the page's content that has some, in order. */
const blockTexts = async (): Promise<string[]> =>
  (await site.page.locator('.markdown > *').evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''))).filter(
    (text) => text !== '',
  );

describe("a site's remark plugin writing site components into a page", () => {
  it('draws each element it made with the site component of its name, given its props and text', async () => {
    await go(site.page, '/docs/intro');
    const fields = site.page.locator('.markdown table.site-fields-5b1');
    await fields.waitFor();
    expect(await fields.getAttribute('data-kind')).toBe('Widget');
    expect(await fields.getAttribute('data-path')).toBe('spec');
    expect(await fields.getAttribute('data-required')).toBe('true');
    expect(await fields.textContent()).toBe('Widget.spec');
    // the text is the plugin's as written, braces and all, not read as an expression
    expect(await site.page.locator('.markdown aside.site-callout-note').textContent()).toBe('Widget is {generated}.');
    // in place, between the paragraphs around the element it replaced
    expect(await blockTexts()).toEqual([
      'Widget reference',
      'The fields of a widget:',
      'Widget.spec',
      'Widget is {generated}.',
      'The end.',
    ]);
  });
});

describe("a component of a plugin docgate does not run (redocusaurus' ApiDocMdx)", () => {
  it('shows a note naming what is missing where its element alone would leave the place empty, and its children where it has some', async () => {
    await go(site.page, '/docs/api');
    const note = site.page.locator('.markdown [role="note"]');
    await note.waitFor();
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toBe("This part of the page is not shown: '@theme/ApiDocMdx' is not installed.");
    // the viewer with children shows them, with no note
    expect(await site.page.locator('.markdown p', { hasText: 'Its fields are listed here.' }).count()).toBe(1);
    expect(await blockTexts()).toEqual([
      'API reference',
      "This part of the page is not shown: '@theme/ApiDocMdx' is not installed.",
      'The schema:',
      'Its fields are listed here.',
    ]);
  });
});
