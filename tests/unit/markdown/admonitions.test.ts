import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

describe('admonitions', () => {
  test('an admonition without a title shows its type as the title', async () => {
    const page = await renderPage(':::tip\nUse the cache.\n:::\n');
    expect(page.html).toBe(
      '<div class="admonition admonition-tip"><div class="admonitionHeading_docgate admonition-title">Tip</div><div class="admonitionContent_docgate"><p>Use the cache.</p></div></div>',
    );
  });

  test('an admonition with [a title] shows that title, inline markdown included', async () => {
    const page = await renderPage(':::warning[Mind the `token`]\nIt expires.\n:::\n');
    expect(page.html).toBe(
      '<div class="admonition admonition-warning"><div class="admonitionHeading_docgate admonition-title">Mind the <code>token</code></div><div class="admonitionContent_docgate"><p>It expires.</p></div></div>',
    );
  });

  test('the older `:::tip Some title` form (no brackets) shows that title too', async () => {
    const page = await renderPage(':::tip Faster `builds` [beta]\nUse the cache.\n:::\n\n> :::note Quoted\n> Inside a quote.\n> :::\n');
    expect(page.html).toBe(
      '<div class="admonition admonition-tip"><div class="admonitionHeading_docgate admonition-title">Faster <code>builds</code> [beta]</div><div class="admonitionContent_docgate"><p>Use the cache.</p></div></div>\n' +
        '<blockquote>\n<div class="admonition admonition-note"><div class="admonitionHeading_docgate admonition-title">Quoted</div><div class="admonitionContent_docgate"><p>Inside a quote.</p></div></div>\n</blockquote>',
    );
    expect(page.diagnostics).toEqual([]);
  });

  test("an admonition's heading and content are Docusaurus' boxes, named for a site's CSS; an author's own admonition div and what the content holds are sanitized as ever", async () => {
    const page = await renderPage(
      '::::note\n\n:::tip[Inner]\n<img src=x onerror="alert(1)">\n:::\n\n::::\n\n<div class="admonition"><p>Mine</p></div>\n',
      { site: { rawHtml: true } },
    );
    expect(page.html).toBe(
      '<div class="admonition admonition-note"><div class="admonitionHeading_docgate admonition-title">Note</div><div class="admonitionContent_docgate">' +
        '<div class="admonition admonition-tip"><div class="admonitionHeading_docgate admonition-title">Inner</div><div class="admonitionContent_docgate"><img src="x"></div></div>' +
        '</div></div>\n<div class="admonition"><p>Mine</p></div>',
    );
  });

  test('a `:::tip Title` line inside a code fence stays as written', async () => {
    const page = await renderPage('````md\n```\n:::tip Not a title\n```\n:::tip Still code\n````\n');
    expect(page.html).toContain(':::tip Not a title');
    expect(page.html).toContain(':::tip Still code');
    expect(page.html).not.toContain('admonition');
  });

  test.each(['note', 'tip', 'info', 'warning', 'danger'])('the %s admonition renders without warnings', async (type) => {
    const page = await renderPage(`:::${type}\nBody.\n:::\n`);
    expect(page.html).toContain(`class="admonition admonition-${type}"`);
    expect(page.diagnostics).toEqual([]);
  });

  test("a name that does not start with an ASCII letter is no directive, as in Docusaurus 3: `:::提示` is text (unraid's zh pages)", async () => {
    const page = await renderPage(
      ':::提示\n容器启动。\n:::\n\n<details>\n<summary>更多</summary>\n\n:::注意\n内容。\n:::\n\n</details>\n',
      {
        format: 'mdx',
      },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<p>:::提示\n容器启动。\n:::</p>');
    expect(page.html).toContain('<summary>更多</summary>');
  });

  test('an unknown directive name is a warning at its line and column, and its content stays', async () => {
    const page = await renderPage('Intro.\n\n:::tipp\nTypo.\n:::\n', { lineOffset: 5 });
    expect(page.html).toBe('<p>Intro.</p>\n<p>Typo.</p>');
    expect(page.diagnostics).toEqual([
      {
        file: 'content/docs/page.md',
        line: 8,
        column: 1,
        severity: 'warning',
        message: expect.stringContaining('Unknown directive `:::tipp`'),
        rule: 'unknown-directive',
      },
    ]);
  });

  test('colons in prose are left as written and raise no warning', async () => {
    const page = await renderPage('Meet at 10:30, set key:value and host:port.\n');
    expect(page.html).toBe('<p>Meet at 10:30, set key:value and host:port.</p>');
    expect(page.diagnostics).toEqual([]);
  });
});
