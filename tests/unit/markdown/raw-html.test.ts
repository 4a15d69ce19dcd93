import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

// a Docusaurus site's CommonMark pages render their raw HTML, as Docusaurus does, through the sanitizer
const docusaurus = (source: string, format: 'md' | 'mdx' = 'md', partials = {}) =>
  renderPage(source, { site: { rawHtml: true }, format, partials, siteDir: 'content' });

describe("raw HTML in a Docusaurus site's Markdown", () => {
  test('renders as the browser nests it: a line break, a <details> around Markdown, a table cell', async () => {
    const page = await docusaurus(
      'One<br>two\n\n<details>\n<summary>More</summary>\n\n**Hidden** text\n\n</details>\n\n| a | b |\n| - | - |\n| x<br>y | <kbd>K</kbd> |\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<p>One<br>two</p>');
    expect(page.html).toMatch(/<details>\s*<summary>More<\/summary>\s*<p><strong>Hidden<\/strong> text<\/p>\s*<\/details>/);
    expect(page.html).toContain('<td>x<br>y</td>');
    expect(page.html).toContain('<kbd>K</kbd>');
  });

  test('an <h2> written as HTML keeps only its own id: no slug, no TOC entry, the Markdown heading below keeps its', async () => {
    const page = await docusaurus('<h2>Setup</h2>\n\n<h2 id="own">Own</h2>\n\n## Setup\n');
    expect(page.html).toContain('<h2>Setup</h2>');
    expect(page.html).toContain('<h2 id="setup">Setup<a class="hash-link"');
    expect(page.toc).toEqual([{ id: 'setup', text: 'Setup', level: 2 }]);
    expect(page.anchors).toContain('own');
  });

  test("unwraps an mdx-code-block fence in a CommonMark page too, as Docusaurus does (casdoor's overview)", async () => {
    const page = await docusaurus(
      'Intro.\n\n```mdx-code-block\n<div class="card">\n\n**Bold** card\n\n</div>\n```\n\n## Next {#next-id}\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(/<div class="card">\s*<p><strong>Bold<\/strong> card<\/p>\s*<\/div>/);
    expect(page.html).not.toContain('mdx-code-block');
    // the heading id stays a heading id, not an escaped one
    expect(page.toc).toEqual([{ id: 'next-id', text: 'Next', level: 2 }]);
  });

  test('keeps a style written with spaces, as the browser reads it, without what would load something', async () => {
    const page = await docusaurus(
      '<div style="display: flex; gap: 8px">\n\n<img src="/img/a.png" style="width: 240px; margin: 0 auto;" />\n\n</div>\n\n<p style="color: red; background: url(https://x.example/t.png)">Red</p>\n',
    );
    expect(page.html).toContain('<div style="display:flex;gap:8px">');
    expect(page.html).toContain('<img src="/img/a.png" style="width:240px;margin:0 auto">');
    expect(page.html).toContain('<p style="color:red">Red</p>');
  });

  test('still cannot script the page: scripts, handlers and javascript: links go', async () => {
    const page = await docusaurus(
      '<script>alert(1)</script>\n\nHi <img src="/img/a.png" onerror="alert(2)"> <a href="javascript:alert(3)">x</a>\n',
    );
    expect(page.html).not.toMatch(/script|onerror|alert/i);
    expect(page.html).toContain('<img src="/img/a.png">');
    // the image is an asset of the page like a Markdown one
    expect(page.assets.map((a) => a.url)).toEqual(['/img/a.png']);
  });

  test('renders in a CommonMark partial an MDX page inlines, and its text is no markup in headings or search', async () => {
    const page = await docusaurus("import Table from './_table.md';\n\n<Table />\n", 'mdx', {
      'content/docs/_table.md': {
        source: '## Colors<br>\n\n| name | value |\n| - | - |\n| red<br>dark | #a00 |\n',
        lineOffset: 0,
        format: 'md',
      },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<td>red<br>dark</td>');
    expect(page.toc.map((entry) => entry.text)).toEqual(['Colors']);
    expect(JSON.stringify(page.sections)).not.toContain('<br');
  });

  test('a docgate site still leaves it out, with a warning, and no markup reaches its headings', async () => {
    const page = await renderPage('## Title<br>\n\nOne<br>two\n');
    expect(page.html).not.toContain('<br');
    expect(page.toc.map((entry) => entry.text)).toEqual(['Title']);
    expect(page.diagnostics.map((d) => d.rule)).toEqual(['raw-html', 'raw-html']);
  });
});
