import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

describe('headings', () => {
  test('a {#custom-id} marker sets the heading id and is removed from the text', async () => {
    const page = await renderPage('## Environment variables {#env-vars}\n');
    expect(page.html).toContain('<h2 id="env-vars">Environment variables<a');
    expect(page.html).not.toContain('{#');
    expect(page.headings).toEqual([{ id: 'env-vars', text: 'Environment variables', level: 2 }]);
  });

  test('a custom id holds anything but `{#` and `}`, as in Docusaurus, in Markdown and in MDX', async () => {
    for (const format of ['md', 'mdx'] as const) {
      const page = await renderPage('### `load(all)` {#load(all)}\n\n### `i18n._(...)` {#i18n.\\_}\n', {
        format,
        file: `content/docs/page.${format}`,
      });
      expect(page.headings.map((heading) => heading.id)).toEqual(['load(all)', 'i18n._']);
      expect(page.html).toContain('<h3 id="load(all)"><code>load(all)</code><a');
      expect(page.html).not.toContain('{#');
    }
  });

  test('a heading with the text of the page title slugs after it, as Docusaurus slugs the h1 first (sequelize: #defining-a-model-1)', async () => {
    const page = await renderPage('# Setup\n\n## Setup\n\n## Other {#setup-2}\n\n## Setup\n');
    expect(page.titleId).toBe('setup');
    expect(page.headings.map((heading) => heading.id)).toEqual(['setup-1', 'setup-2', 'setup-2']);
    // an explicit title id takes no slug
    const explicit = await renderPage('# Setup {#start}\n\n## Setup\n');
    expect(explicit.headings.map((heading) => heading.id)).toEqual(['setup']);
  });

  test("an MDX heading's `{#` that is no id at its end is text, as Docusaurus escapes it (open-webui's `prompts.{#}`)", async () => {
    const page = await renderPage('### browser.ml.chat.prompts.{#}\n\n## The {#} placeholder in prompts\n\nText.\n', {
      format: 'mdx',
      file: 'content/docs/page.mdx',
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.headings).toEqual([
      { id: 'browsermlchatprompts', text: 'browser.ml.chat.prompts.{#}', level: 3 },
      { id: 'the--placeholder-in-prompts', text: 'The {#} placeholder in prompts', level: 2 },
    ]);
  });

  test('an MDX heading id its author escaped already (\\{#id\\}, as generated API docs write it) is that id', async () => {
    const page = await renderPage('## Plain heading \\{#plain\\}\n\n## [`LOCAL`](#local) \\{#local\\}\n', {
      format: 'mdx',
      file: 'content/docs/page.mdx',
    });
    expect(page.headings.map((heading) => heading.id)).toEqual(['plain', 'local']);
    expect(page.html).not.toContain('{#');
  });

  test('an h1 in the body is an anchor a #fragment reaches, not a TOC entry', async () => {
    const page = await renderPage('## Setup\n\n# Using Binary\n');
    expect(page.anchors).toEqual(['using-binary']);
    expect(page.toc.map((heading) => heading.id)).toEqual(['setup']);
  });

  test('headings without a custom id get unique github-style slugs', async () => {
    const page = await renderPage('## Set up the API\n\n## Set up the API\n');
    expect(page.headings.map((heading) => heading.id)).toEqual(['set-up-the-api', 'set-up-the-api-1']);
  });

  test('every heading gets a # link with an accessible label after its text', async () => {
    const page = await renderPage('## Rate limits\n');
    expect(page.html).toBe(
      '<h2 id="rate-limits">Rate limits<a class="hash-link" aria-label="Direct link to Rate limits" href="#rate-limits">#</a></h2>',
    );
  });

  test('a leading h1 becomes the title and leaves the html', async () => {
    const page = await renderPage('# Getting started {#start}\n\nText.\n');
    expect(page.title).toBe('Getting started');
    expect(page.html).toBe('<p>Text.</p>');
  });

  test("an h1 after other text is Docusaurus' content title, left in its place (node-mysql2's section pages)", async () => {
    const page = await renderPage('Text.\n\n# Late h1\n');
    expect([page.title, page.titleInBody]).toEqual(['Late h1', true]);
    expect(page.html).toContain('<h1 id="late-h1">');
  });

  test('a page whose first heading is no h1, or whose h1 comes after a thematic break, has no title', async () => {
    for (const source of ['Text.\n\n## Two\n\n# Late h1\n', 'Text.\n\n---\n\n# Late h1\n']) {
      const page = await renderPage(source);
      expect([page.title, page.titleInBody]).toEqual([null, undefined]);
      expect(page.html).toContain('<h1 id="late-h1">');
    }
  });

  test('the toc keeps only the levels the page asks for', async () => {
    const source = '## Two\n\n### Three\n\n#### Four\n';
    expect((await renderPage(source)).toc.map((item) => item.level)).toEqual([2, 3]);
    expect((await renderPage(source, { tocMinLevel: 3, tocMaxLevel: 4 })).toc).toEqual([
      { id: 'three', text: 'Three', level: 3 },
      { id: 'four', text: 'Four', level: 4 },
    ]);
    expect((await renderPage(source)).headings).toHaveLength(3);
  });

  test('two headings with the same custom id are reported at the second one', async () => {
    const page = await renderPage('## A {#same}\n\n## B {#same}\n', { lineOffset: 4 });
    expect(page.diagnostics).toEqual([expect.objectContaining({ line: 7, column: 1, severity: 'warning', rule: 'duplicate-heading-id' })]);
  });

  test('the hidden footnotes label is not a heading of the page', async () => {
    const page = await renderPage('## Notes\n\nText[^1].\n\n[^1]: A footnote.\n');
    expect(page.headings.map((heading) => heading.id)).toEqual(['notes']);
    expect(page.html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
  });
});
