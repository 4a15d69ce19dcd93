import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

// Markdown's own links and images are marked for the viewer where the site's MDXComponents draws them
// (compiler/markdown/markdown-elements.ts); a page of a site that draws none is exactly as before.

const PAGE = [
  'See [the site](https://example.com "Home") and [a doc](./other.md), or [a reference][ref].',
  '',
  '![A logo](https://example.com/logo.png) and [![a linked badge](https://example.com/b.svg)](https://example.com/ci)',
  '',
  'An HTML <a href="https://example.com/raw">link</a> and <img src="https://example.com/raw.png" alt="raw" />.',
  '',
  '[ref]: https://example.com/ref',
  '',
].join('\n');

const MDX_PAGE = 'A [Markdown link](https://example.com) and a JSX <a href="https://example.com/jsx">link</a>.\n';

const render = (source: string, markdownElements?: string[], format: 'md' | 'mdx' = 'md') =>
  renderPage(source, { format, site: { rawHtml: true, ...(markdownElements ? { markdownElements } : {}) } });

describe("the Markdown elements a site's MDXComponents draws", () => {
  test('are marked, links and images, references and a linked image too; an element written as HTML or JSX is not', async () => {
    const page = await render(PAGE, ['a', 'img']);
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<a href="https://example.com" title="Home" data-docgate-md="">the site</a>');
    expect(page.html).toContain('<a href="https://example.com/ref" data-docgate-md="">a reference</a>');
    expect(page.html).toContain('<img src="https://example.com/logo.png" alt="A logo" data-docgate-md="">');
    expect(page.html).toContain(
      '<a href="https://example.com/ci" data-docgate-md=""><img src="https://example.com/b.svg" alt="a linked badge" data-docgate-md=""></a>',
    );
    expect(page.html).toContain('<a href="https://example.com/raw">link</a>');
    expect(page.html).toContain('<img src="https://example.com/raw.png" alt="raw">');
    expect(page.html.match(/data-docgate-md/g)).toHaveLength(6);
    const mdx = await render(MDX_PAGE, ['a'], 'mdx');
    expect(mdx.html).toBe(
      '<p>A <a href="https://example.com" data-docgate-md="">Markdown link</a> and a JSX <a href="https://example.com/jsx">link</a>.</p>',
    );
  });

  test('are only those it draws: its `img` alone marks images, not links', async () => {
    const page = await render(PAGE, ['img']);
    expect(page.html.match(/<img [^>]*data-docgate-md/g)).toHaveLength(2);
    expect(page.html).not.toMatch(/<a [^>]*data-docgate-md/);
  });

  test("its `code` marks inline code; a fenced block is found by its box's props, not marked", async () => {
    const page = await render('Run `npm start`, then [`open`](https://example.com).\n\n```bash\nnpm test\n```\n', ['a', 'code']);
    expect(page.html).toContain(
      '<p>Run <code data-docgate-md="">npm start</code>, then <a href="https://example.com" data-docgate-md=""><code data-docgate-md="">open</code></a>.</p>',
    );
    expect(page.html.match(/data-docgate-md/g)).toHaveLength(3);
  });

  test('its `h2` marks level-2 Markdown headings, keeping their ids and # links; a heading written as HTML is not marked', async () => {
    const page = await render('## Setup steps\n\n### Options {#custom-id}\n\n<h2 id="raw">Raw</h2>\n', ['h2', 'h3']);
    expect(page.html).toContain(
      '<h2 data-docgate-md="" id="setup-steps">Setup steps<a class="hash-link" aria-label="Direct link to Setup steps" href="#setup-steps">#</a></h2>',
    );
    expect(page.html).toContain(
      '<h3 id="custom-id" data-docgate-md="">Options<a class="hash-link" aria-label="Direct link to Options" href="#custom-id">#</a></h3>',
    );
    expect(page.html).toContain('<h2 id="raw">Raw');
    expect(page.html.match(/data-docgate-md/g)).toHaveLength(2);
    expect((await render('## Setup\n', ['h3'])).html).not.toContain('data-docgate-md');
  });

  test('its `ul` marks bulleted lists, not ordered ones, its `li` the items of both; a list written as HTML is not marked', async () => {
    const page = await render('- a\n  - b\n\n1. c\n\n<ul><li>raw</li></ul>\n', ['li', 'ul']);
    expect(page.html).toContain(
      '<ul data-docgate-md="">\n<li data-docgate-md="">a\n<ul data-docgate-md="">\n<li data-docgate-md="">b</li>',
    );
    expect(page.html).toContain('<ol>\n<li data-docgate-md="">c</li>\n</ol>');
    expect(page.html).toContain('<ul><li>raw</li></ul>');
    expect(page.html.match(/data-docgate-md/g)).toHaveLength(5);
  });

  test('its `details` marks every `<details>`, written as HTML or as JSX, but a `<Details>` of @theme/Details', async () => {
    const source = '<details>\n<summary>More</summary>\n\nText\n\n</details>\n\n<Details summary="S">\n\nT\n\n</Details>\n';
    expect((await render(source, ['details'])).html.match(/<details data-docgate-md="">/g)).toHaveLength(2);
    const mdx = (await render(source, ['details'], 'mdx')).html;
    expect(mdx).toContain('<details data-docgate-md=""><summary>More</summary><p>Text</p></details>');
    expect(mdx).toContain('<details class="details"><summary>S</summary>');
    expect((await render(source, ['ul'])).html).not.toContain('data-docgate-md');
  });

  test('are none on a site that draws none: its pages are as before, byte for byte but the marks', async () => {
    const plain = await render(PAGE);
    expect(plain.html).not.toContain('data-docgate-md');
    const marked = await render(PAGE, ['a', 'img']);
    expect(marked.html.replaceAll(' data-docgate-md=""', '')).toBe(plain.html);
    expect({ ...marked, html: plain.html }).toEqual(plain);
  });
});
