import { describe, expect, test } from 'vitest';
import { rewriteUrls } from '../../../src/compiler/markdown/index.ts';
import { renderPage } from './render-page.ts';

describe('rewriteUrls', () => {
  test('every listed url is found and replaced exactly, escaping included', async () => {
    const source = [
      '[a](./a.md?x=1&y="2"#top) [b](<./my file.md>) [c](./ünïcode.md)',
      '![d](./img/a&b.png) [e](/files/r.pdf) [f](https://x.dev/?q=<1>) [g](./g.md "a > b")',
      '```md',
      '[a](./a.md?x=1&y="2"#top) <a href="./img/a&b.png">',
      '```',
    ].join('\n\n');
    const page = await renderPage(source);
    const urls = [...new Set([...page.links, ...page.assets].map((entry) => entry.url))];
    expect(urls).toHaveLength(7);
    const map = new Map(urls.map((url, index) => [url, `/rewritten/${index}?a=1&b=2`]));
    const html = rewriteUrls(page.html, map);
    for (const [index] of urls.entries()) {
      expect(html.split(`="/rewritten/${index}?a=1&#x26;b=2"`)).toHaveLength(2);
    }
    // nothing of the old urls is left in attributes
    expect(html).not.toMatch(/<[a-z]+[^<>]*\s(?:href|src)="(?!\/rewritten\/)/);
    // the code sample showing the same urls is text and stays as written
    expect(html).toContain('./a.md?x=1&#x26;y="2"#top');
    expect(html).toContain('&#x3C;a href="./img/a&#x26;b.png">');
  });

  test('urls not in the map and the summary html are handled the same way', async () => {
    const page = await renderPage('[keep](./keep.md) [move](./move.md)\n\n<!-- truncate -->\n\nMore.\n');
    const map = new Map([['./move.md', '/docs/move']]);
    const expected = '<p><a href="./keep.md">keep</a> <a href="/docs/move">move</a></p>';
    expect(rewriteUrls(page.summaryHtml!, map)).toBe(expected);
    expect(rewriteUrls(page.html, map)).toContain(expected);
  });

  test('a rewritten url is not rewritten again by a later entry', () => {
    const map = new Map([
      ['./a.md', './b.md'],
      ['./b.md', './c.md'],
    ]);
    expect(rewriteUrls('<a href="./a.md">a</a><a href="./b.md">b</a>', map)).toBe('<a href="./b.md">a</a><a href="./c.md">b</a>');
  });

  test('the same attribute text inside inline code, or after a quoted `>`, stays text while the links change', async () => {
    const page = await renderPage('See `<a href="./a.md">` and [a](./a.md), ![i](./i.png "x > y") [b](./b.md)\n');
    const map = new Map([
      ['./a.md', '/docs/a'],
      ['./b.md', '/docs/b'],
    ]);
    const html = rewriteUrls(page.html, map);
    expect(html).toContain('<code>&#x3C;a href="./a.md"></code>');
    expect(html).toContain('<a href="/docs/a">a</a>');
    expect(html).toContain('<a href="/docs/b">b</a>');
    expect(rewriteUrls('<img alt="a > b" src="./a.md"><a title="x>y" href="./b.md">b</a>', map)).toBe(
      '<img alt="a > b" src="/docs/a"><a title="x>y" href="/docs/b">b</a>',
    );
  });
});
