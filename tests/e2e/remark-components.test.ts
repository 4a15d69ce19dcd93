import { describe, expect, it } from 'vitest';
import { go } from './support/browser.ts';
import { signedInSite } from './support/signed-in-site.ts';

// A site's remark plugin that writes site components into a page, in real Chromium, over
// tests/fixtures/sites/remark-components: its <Reference kind="Widget" /> becomes a <Fields> element and a
// <Callout> with text, elements of the plugin's making with no place in the page's source, which the site's
// swizzled MDXComponents draws, as under Docusaurus (stacklok's CRD reference tables).

const site = signedInSite({ content: 'tests/fixtures/sites/remark-components/content' });

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
    const order = await site.page.locator('.markdown > *').evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));
    expect(order.filter((text) => text !== '')).toEqual([
      'Widget reference',
      'The fields of a widget:',
      'Widget.spec',
      'Widget is {generated}.',
      'The end.',
    ]);
  });
});
