import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

describe('admonitions', () => {
  test('an admonition without a title shows its type as the title', async () => {
    const page = await renderPage(':::tip\nUse the cache.\n:::\n');
    expect(page.html).toBe('<div class="admonition admonition-tip"><p class="admonition-title">Tip</p><p>Use the cache.</p></div>');
  });

  test('an admonition with [a title] shows that title, inline markdown included', async () => {
    const page = await renderPage(':::warning[Mind the `token`]\nIt expires.\n:::\n');
    expect(page.html).toBe(
      '<div class="admonition admonition-warning"><p class="admonition-title">Mind the <code>token</code></p><p>It expires.</p></div>',
    );
  });

  test('the older `:::tip Some title` form (no brackets) shows that title too', async () => {
    const page = await renderPage(':::tip Faster `builds` [beta]\nUse the cache.\n:::\n\n> :::note Quoted\n> Inside a quote.\n> :::\n');
    expect(page.html).toBe(
      '<div class="admonition admonition-tip"><p class="admonition-title">Faster <code>builds</code> [beta]</p><p>Use the cache.</p></div>\n' +
        '<blockquote>\n<div class="admonition admonition-note"><p class="admonition-title">Quoted</p><p>Inside a quote.</p></div>\n</blockquote>',
    );
    expect(page.diagnostics).toEqual([]);
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
