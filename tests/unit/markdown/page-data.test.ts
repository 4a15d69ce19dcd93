import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

describe('page data', () => {
  test('the content before <!-- truncate --> is the summary; the html keeps everything', async () => {
    const page = await renderPage('First **post**.\n\n```ts\nlet a = 1;\n```\n\n<!-- truncate -->\n\nRest of it.\n');
    expect(page.summaryHtml).toMatch(/^<p>First <strong>post<\/strong>.<\/p>\n<div class="code-block [\s\S]*<\/div>$/);
    expect(page.summaryHtml).not.toContain('Rest of it');
    expect(page.html).toContain('<p>Rest of it.</p>');
    expect(page.html).not.toContain('truncate');
    expect(page.diagnostics).toEqual([]);
  });

  test('a page without a truncate marker has no summary', async () => {
    expect((await renderPage('Just text.\n')).summaryHtml).toBeNull();
  });

  test('a truncate marker inside a list does not cut the page', async () => {
    expect((await renderPage('- a\n\n  <!-- truncate -->\n- b\n')).summaryHtml).toBeNull();
  });

  test('sections follow h2 and h3 with heading paths and the plain text under them', async () => {
    const source = [
      'Intro with `code`.',
      '## Posting',
      'Create posts.',
      '### Errors {#posting-errors}',
      'A 429 means slow down.',
      '#### Retry',
      'Back off.',
      ':::tip\nRetry later.\n:::',
      '## Scheduling',
    ].join('\n\n');
    expect((await renderPage(source)).sections).toEqual([
      { anchor: '', heading: '', text: 'Intro with code.' },
      { anchor: 'posting', heading: 'Posting', text: 'Create posts.' },
      { anchor: 'posting-errors', heading: 'Posting > Errors', text: 'A 429 means slow down. Retry Back off. Tip Retry later.' },
      { anchor: 'scheduling', heading: 'Scheduling', text: '' },
    ]);
  });

  test('words count the visible text, headings included, anchors and title excluded', async () => {
    const page = await renderPage('# Title here\n\nOne two three.\n\n## Four five\n\n- six\n- seven\n');
    expect(page.words).toBe(7);
  });

  test('words of Chinese or Japanese text are counted by the word segmenter, not by spaces, as Docusaurus reads them', async () => {
    const chinese = await renderPage('介绍一下OpenYurt的背景和架构设计，以及如何使用。\n');
    expect(chinese.words).toBeGreaterThanOrEqual(8);
    const japanese = await renderPage('ドキュメントを読んでください。\n');
    expect(japanese.words).toBeGreaterThan(1);
  });

  test('links and images are listed with their position in the file', async () => {
    const source = 'See [posting](./api/posting.md#errors).\n\n![Diagram](./img/diagram.png) and [report](/files/report.pdf).\n';
    const page = await renderPage(source, { lineOffset: 10 });
    expect(page.links).toEqual([
      { url: './api/posting.md#errors', line: 11, column: 5 },
      { url: '/files/report.pdf', line: 13, column: 35 },
    ]);
    expect(page.assets).toEqual([
      { url: './img/diagram.png', line: 13, column: 1, kind: 'image' },
      { url: '/files/report.pdf', line: 13, column: 35, kind: 'file' },
    ]);
  });

  test('heading anchors and footnote references are not listed as links', async () => {
    const page = await renderPage('## Title\n\nText[^1] and [a](#title).\n\n[^1]: Note.\n');
    expect(page.links.map((link) => link.url)).toEqual(['#title']);
  });

  test('links to routes, external sites and markdown files are not assets', async () => {
    const page = await renderPage('[a](/docs/intro) [b](https://x.dev/a.zip) [c](../x.md) [d](./x.mdx#y) [e](mailto:a@b.c)\n');
    expect(page.links).toHaveLength(5);
    expect(page.assets).toEqual([]);
  });

  test('author mistakes become diagnostics instead of exceptions', async () => {
    const page = await renderPage(':::\n\n```\n\n[x](<>)\n\n<div>\n\n:::nope\n');
    expect(page.diagnostics.every((d) => d.file === 'content/docs/page.md')).toBe(true);
    expect(page.diagnostics.some((d) => d.severity === 'error')).toBe(false);
  });

  test('input nested too deeply to compile is one error at the page start, not a crash', async () => {
    const page = await renderPage(`Intro.\n\n${'>'.repeat(3000)} deep\n`, { lineOffset: 3 });
    expect(page.html).toBe('');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        line: 4,
        column: 1,
        severity: 'error',
        message: expect.stringMatching(/^Markdown nests too deeply to compile/),
      }),
    ]);
  });
});

describe('many pages at once', () => {
  test('pages rendered in parallel get the same output as pages rendered one by one', async () => {
    const sources = Array.from(
      { length: 6 },
      (_, i) => `## Setup\n\n## Setup\n\n\`\`\`ts\nlet page = ${i};\n\`\`\`\n\n:::note\nPage ${i}.\n:::\n`,
    );
    const alone = [];
    for (const source of sources) alone.push(await renderPage(source));
    const together = await Promise.all(sources.map((source) => renderPage(source)));
    expect(together).toEqual(alone);
    expect(together[0]!.headings.map((heading) => heading.id)).toEqual(['setup', 'setup-1']);
  });
});
