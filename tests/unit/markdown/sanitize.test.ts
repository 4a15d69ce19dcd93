import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, test } from 'vitest';
import { sanitizeSchema } from '../../../src/compiler/markdown/sanitize-schema.ts';
import { renderPage } from './render-page.ts';

describe('sanitizing', () => {
  test('a <script> block never reaches the html and is reported with its line', async () => {
    const page = await renderPage('Text.\n\n<script>alert(1)</script>\n', { lineOffset: 2 });
    expect(page.html).toBe('<p>Text.</p>');
    expect(page.diagnostics).toEqual([expect.objectContaining({ line: 5, column: 1, rule: 'raw-html', severity: 'warning' })]);
  });

  test("a list keeps the numbering its <ol> asks for: type, start, reversed (infracost's roman steps)", async () => {
    const source = '<ol type="i">\n  <li>First</li>\n</ol>\n\n<ol type="a" start="3" reversed>\n  <li>Third</li>\n</ol>\n';
    const page = await renderPage(source, { format: 'mdx', file: 'content/docs/page.mdx' });
    expect(page.html).toBe('<ol type="i"><li>First</li></ol>\n<ol type="a" start="3" reversed><li>Third</li></ol>');
    expect(page.diagnostics).toEqual([]);
  });

  test('javascript: urls lose their href and src', async () => {
    const page = await renderPage('[x](javascript:alert(1)) ![y](javascript:alert(2)) [z](JaVaScRiPt:alert(3))\n');
    expect(page.html).not.toMatch(/javascript/i);
    expect(page.links).toEqual([]);
  });

  test("an <a> written in MDX keeps an editor's deep link as a Markdown link does, and loses javascript: (radon's install links)", async () => {
    const page = await renderPage(
      '<a href="vscode:extension/swmansion.react-native-ide">VS Code</a> <a href="cursor:extension/x">Cursor</a> <a href="tel:+123">Call</a> <a href="javascript:alert(1)">x</a>\n',
      { format: 'mdx', file: 'content/docs/page.mdx' },
    );
    expect(page.html).toContain('<a href="vscode:extension/swmansion.react-native-ide">VS Code</a>');
    expect(page.html).toContain('<a href="cursor:extension/x">Cursor</a>');
    expect(page.html).toContain('<a href="tel:+123">Call</a>');
    expect(page.html).not.toMatch(/javascript/i);
    expect(page.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('javascript:alert(1)')]);
  });

  test("turns emoji shortcodes into emoji, as Docusaurus does by default, and slugs a heading as written (woodpecker's feature tables)", async () => {
    const page = await renderPage(
      '## :tada: Party\n\n| a | b |\n|---|---|\n| :white_check_mark: | :x: |\n\nAt 12:30:45, `:tada:` stays, foo:bar: too.\n',
    );
    expect(page.html).toContain('<h2 id="tada-party">🎉 Party');
    expect(page.html).toContain('<td>✅</td>\n<td>❌</td>');
    expect(page.html).toContain('<p>At 12:30:45, <code>:tada:</code> stays, foo:bar: too.</p>');
    expect(page.toc).toEqual([{ id: 'tada-party', text: '🎉 Party', level: 2 }]);
  });

  test("a <head> in Markdown leaves only its refresh, as an empty link with its delay, which the link check sees (rushstack's moved pages)", async () => {
    const page = await renderPage(
      'Redirecting...\n\n<head>\n  <title>Old</title>\n  <meta name="description" content="x" />\n  <meta http-equiv="refresh" content="1; url=/docs/intro" />\n</head>\n\n<head><meta httpEquiv="refresh" content="0;URL=\'javascript:alert(1)\'" /></head>\n',
      { format: 'mdx', file: 'content/docs/page.mdx' },
    );
    expect(page.html).toBe('<p>Redirecting...</p>\n<a href="/docs/intro" data-refresh="1"></a>\n<a data-refresh="0"></a>');
    expect(page.links.map((link) => link.url)).toEqual(['/docs/intro']);
  });

  test('an MDX page keeps the HTML5 elements it lays itself out with, and a label, as Docusaurus renders them (zenstack, react-native-ui-lib)', async () => {
    const page = await renderPage(
      '<aside className="note">Aside</aside>\n\n<article><header>Head</header><footer>Foot</footer></article>\n\n<label htmlFor="x" style={{ color: "red" }}>Experimental</label>\n',
      { format: 'mdx', file: 'content/docs/page.mdx' },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<aside class="note">Aside</aside>');
    expect(page.html).toContain('<article><header>Head</header><footer>Foot</footer></article>');
    expect(page.html).toContain('<label for="x" style="color:red">Experimental</label>');
  });

  test("an element's dangerouslySetInnerHTML is its content, through the sanitizer, on a Docusaurus site's MDX page (ton's table cells); React's key is no warning", async () => {
    const source =
      '<table><tbody><tr key="a"><td><code dangerouslySetInnerHTML={{ __html: \'a<br>b<img src=x onerror=alert(1)>\' }} /></td></tr></tbody></table>\n';
    const page = await renderPage(source, { format: 'mdx', file: 'content/docs/page.mdx', site: { rawHtml: true } });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<td><code>a<br>b<img src="x"></code></td>');
    const widths = await renderPage('<table width="100%"><tbody><tr><th width="30%">A</th><td width="70%">B</td></tr></tbody></table>\n', {
      format: 'mdx',
      file: 'content/docs/page.mdx',
    });
    // column widths, which Docusaurus renders too (hasura's wiki)
    expect([widths.diagnostics, widths.html]).toEqual([
      [],
      '<table width="100%"><tbody><tr><th width="30%">A</th><td width="70%">B</td></tr></tbody></table>',
    ]);
    expect(page.html).not.toContain('onerror');
  });

  test("an `alt` on a link, which no browser reads, is left out without a warning (keploy's 36); on an image it stays", async () => {
    const page = await renderPage(
      '<a href="https://example.com" alt="Example">Example</a> <img src="https://example.com/x.png" alt="X" />\n',
      {
        format: 'mdx',
        file: 'content/docs/page.mdx',
      },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<a href="https://example.com">Example</a>');
    expect(page.html).toContain('alt="X"');
  });

  test('MathML written in an MDX page is kept, as Docusaurus renders it (bsky: 2^33 was 233)', async () => {
    const page = await renderPage('<math><msup><mn>2</mn><mn>33</mn></msup></math>\n', { format: 'mdx', file: 'content/docs/page.mdx' });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<math><msup><mn>2</mn><mn>33</mn></msup></math>');
  });

  test("links to an app keep their scheme, as Docusaurus keeps them (an MCP server's 'Add to Cursor', VS Code's file links)", async () => {
    const page = await renderPage(
      '[Add to Cursor](cursor://anysphere.cursor-deeplink/mcp/install?name=x) [open](vscode://file/src/a.ts) [call](tel:+15551234) [extensions](edge://extensions/)\n',
    );
    // a browser's own page, as an extension's install steps link it (scriptcat)
    expect(page.html).toContain('href="edge://extensions/"');
    expect(page.html).toContain('href="cursor://anysphere.cursor-deeplink/mcp/install?name=x"');
    expect(page.html).toContain('href="vscode://file/src/a.ts"');
    expect(page.html).toContain('href="tel:+15551234"');
    expect(page.diagnostics).toEqual([]);
  });

  test('an image written into the page as a data: URL is shown, in Markdown and as MDX JSX; a data: link is not', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const markdown = await renderPage(`![plot](${png})\n\n[open](data:text/html,<script>alert(1)</script>)\n`);
    expect(markdown.html).toContain(`<img src="${png}" alt="plot">`);
    expect(markdown.html).not.toContain('data:text/html');
    const mdx = await renderPage(`<img src="${png}" alt="plot" />\n\n<a href="data:text/html,x">open</a>\n`, {
      format: 'mdx',
      file: 'content/docs/page.mdx',
    });
    expect(mdx.html).toContain(`<img src="${png}" alt="plot">`);
    expect(mdx.html).not.toContain('data:text/html');
  });

  test('inline html is dropped with a warning while the text around it stays', async () => {
    const page = await renderPage('Hello <img src=x onerror=alert(1)> world\n');
    expect(page.html).toBe('<p>Hello  world</p>');
    expect(page.diagnostics.map((d) => d.rule)).toEqual(['raw-html']);
  });

  test('html comments are dropped silently', async () => {
    const page = await renderPage('<!-- note to self -->\n\nText.\n');
    expect(page.html).toBe('<p>Text.</p>');
    expect(page.diagnostics).toEqual([]);
  });

  test('the schema keeps shiki colour variables but drops any other style', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'span', properties: { style: '--shiki-light:#fff;--shiki-dark:#000' }, children: [] },
        { type: 'element', tagName: 'span', properties: { style: 'background:url(https://evil.example)' }, children: [] },
        { type: 'element', tagName: 'div', properties: { className: ['admonition', 'evil'], onClick: 'x()' }, children: [] },
        { type: 'element', tagName: 'code', properties: { style: 'counter-reset:line 4' }, children: [] },
        { type: 'element', tagName: 'code', properties: { style: 'counter-reset:line 4;color:red' }, children: [] },
      ],
    };
    // class names stay (MDX pages write className); the handler goes
    expect(toHtml(sanitize(tree, sanitizeSchema))).toBe(
      '<span style="--shiki-light:#fff;--shiki-dark:#000"></span><span></span><div class="admonition evil"></div>' +
        '<code style="counter-reset:line 4"></code><code></code>',
    );
  });

  test("keeps a site's rehype-katex math: KaTeX's classes and sizes, and its MathML without links or HTML inside", () => {
    // rehype-katex's output for $c^2$ (abridged), as hast-util-from-html gives it
    const katex =
      '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>c</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">c^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span class="strut" style="height:0.8141em;"></span><span class="mord"><span class="mord mathnormal">c</span><span class="msupsub"><span class="vlist-t"><span class="vlist-r"><span class="vlist" style="height:0.8141em;"><span style="top:-3.063em;margin-right:0.05em;"><span class="pstrut" style="height:2.7em;"></span><span class="sizing reset-size6 size3 mtight"><span class="mord mtight">2</span></span></span></span></span></span></span></span></span></span></span>';
    const clean = (html: string) => toHtml(sanitize(fromHtml(html, { fragment: true }), sanitizeSchema));
    expect(clean(katex)).toBe(katex);
    // MathML that could lead somewhere or carry HTML is not kept
    expect(
      clean(
        '<math><mi href="javascript:alert(1)">x</mi><annotation-xml encoding="text/html"><b>x</b></annotation-xml><maction actiontype="statusline">y</maction></math>',
      ),
    ).toBe('<math><mi>x</mi><b>x</b>y</math>');
  });
});
