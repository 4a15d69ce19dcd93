import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/contracts/manifest.ts';
import { runCli, type CliResult } from './support/cli.ts';
import { copyDocusaurusFixture, diagnosticLines, readManifest, readPage } from './support/docusaurus.ts';

// tests/fixtures/docusaurus/markdown: @site/ and pathname:// links, every admonition, Prism language names;
// plus a file saved with CRLF line endings and quoted frontmatter, written here so git cannot change its endings
describe('Markdown of a Docusaurus site', () => {
  let dir: string;
  let run: CliResult;
  let manifest: Manifest;
  beforeAll(async () => {
    dir = await copyDocusaurusFixture('markdown');
    const crlf = [
      '---',
      'title: "Quoted title"',
      "description: 'Single quoted'",
      'tags: ["a", "b"]',
      '---',
      '',
      '# Heading',
      '',
      'Body.',
      '',
    ];
    await writeFile(join(dir, 'docs/crlf.md'), crlf.join('\r\n'));
    await writeFile(
      join(dir, 'docs/toc-code.md'),
      '# API\n\n## `measure()` function\n\n## Plain heading\n\n### The `a` and **`b`** options\n',
    );
    run = await runCli(['build'], { cwd: dir });
    manifest = await readManifest(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds without a problem', () => {
    expect(diagnosticLines(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('reads a file saved with CRLF endings and quoted frontmatter', async () => {
    const page = await readPage(dir, manifest, '/docs/crlf');
    expect(page).toMatchObject({ title: 'Quoted title', description: 'Single quoted', html: '<p>Body.</p>' });
    expect(page.kind === 'doc' && page.tags.map((t) => t.label)).toEqual(['a', 'b']);
  });

  it("lists a heading's inline code in the TOC as code, as Docusaurus' TOC shows the heading's HTML (reassure's API page)", async () => {
    const { toc } = await readPage(dir, manifest, '/docs/toc-code');
    expect(toc.map(({ text, parts }) => ({ text, parts }))).toEqual([
      {
        text: 'measure() function',
        parts: [
          { text: 'measure()', code: true },
          { text: ' function', code: false },
        ],
      },
      // a heading without code has its text alone
      { text: 'Plain heading', parts: undefined },
      {
        text: 'The a and b options',
        parts: [
          { text: 'The ', code: false },
          { text: 'a', code: true },
          { text: ' and ', code: false },
          { text: 'b', code: true },
          { text: ' options', code: false },
        ],
      },
    ]);
  });

  it('resolves @site/ images and links, and keeps pathname:// links as plain, unchecked links', async () => {
    const { html } = await readPage(dir, manifest, '/docs/assets');
    expect(html).toMatch(/<img src="gate:assets\/[\da-f]+\.svg" alt="Logo from the site folder">/);
    expect(html).toMatch(/<a href="gate:assets\/[\da-f]+\.pdf\?name=[^"]+\.pdf">the guide<\/a>/);
    expect(html).toContain('<a href="/docs/code">code page</a>');
    expect(html).toContain('<a href="/legacy/index.html">old site</a>');
  });

  it('shows every Docusaurus admonition as Docusaurus maps it, and the keywords the docs plugin adds', async () => {
    const { html } = await readPage(dir, manifest, '/docs/admonitions');
    const boxes = [
      ...html.matchAll(/<div class="admonition admonition-(\w+)"><div class="admonitionHeading_docgate admonition-title">([^<]+)<\/div>/g),
    ].map((m) => `${m[1]} ${m[2]}`);
    expect(boxes).toEqual([
      'note Note',
      'tip Tip',
      'info Info',
      'warning Warning',
      'danger Danger',
      'warning Caution',
      'info important',
      'tip success',
      'note secondary',
      'info My-custom',
      'note Attribute title',
    ]);
  });

  it("highlights code blocks named the Prism way with shiki's grammar of that language", async () => {
    const { html } = await readPage(dir, manifest, '/docs/code');
    const languages = [...html.matchAll(/data-language="([^"]+)"/g)].map((m) => m[1]);
    expect(languages).toEqual(['objective-c', 'sh', 'console', 'text', 'html', 'jinja', 'po']);
    // a grammar ran: the Objective-C keyword has a colour of its own
    expect(html).toMatch(/<span style="[^"]+">@?interface<\/span>/);
  });
});
