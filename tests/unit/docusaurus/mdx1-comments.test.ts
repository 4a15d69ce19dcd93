import { describe, expect, it } from 'vitest';
import { htmlCommentsToMdx } from '../../../src/compiler/markdown/mdx1-comments.ts';
import { renderMarkdown } from '../../../src/compiler/markdown/index.ts';

describe("Docusaurus' MDX 1 comments", () => {
  it("are comments after a stray or an escaped backtick in an earlier paragraph, as inline code ends with its paragraph (FerretDB's post)", () => {
    const stray = htmlCommentsToMdx('An unmatched backtick: `listCollection`s`, and more.\n\n<!--truncate-->\n\nLater `code` here.\n');
    expect(stray).toContain('{/* truncate*/}');
    const escaped = htmlCommentsToMdx('An escaped backtick: \\` is plain.\n\n<!-- a comment -->\n\nLater `<!-- code -->` here.\n');
    expect(escaped).toContain('{/*  a comment */}');
    expect(escaped).toContain('`<!-- code -->`');
  });

  it('turn into MDX comments of the same length, across lines too, leaving code as written', () => {
    const source = 'A <!-- note --> here.\n\n<!--\nmany\n-->\n\n`<!-- code -->` and\n\n```html\n<!-- fenced -->\n```\n';
    const converted = htmlCommentsToMdx(source);
    expect(converted).toBe('A {/*  note */} here.\n\n{/* \nmany\n*/}\n\n`<!-- code -->` and\n\n```html\n<!-- fenced -->\n```\n');
    expect(converted.length).toBe(source.length);
  });

  it('take a fence inside a comment as part of the comment, as remark-comment does', async () => {
    const source = 'Before.\n\n<!--\n```go\nx := 1\n```\n-->\n\nAfter `<!--` and\n\n```html\n<!-- fenced -->\n```\n';
    expect(htmlCommentsToMdx(source)).toBe(
      'Before.\n\n{/* \n```go\nx := 1\n```\n*/}\n\nAfter `<!--` and\n\n```html\n<!-- fenced -->\n```\n',
    );
    const input = { file: 'docs/a.md', lineOffset: 0, tocMinLevel: 2, tocMaxLevel: 3, format: 'mdx' as const };
    const page = await renderMarkdown({ ...input, source, site: { mdx1Comments: true } });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).not.toContain('x := 1');
  });

  it('skip a `<!--` inside inline code and convert the comment after it', () => {
    expect(htmlCommentsToMdx('comments start with `<!--` (HTML-like)\n\n<!-- prettier-ignore -->\n')).toBe(
      'comments start with `<!--` (HTML-like)\n\n{/*  prettier-ignore */}\n',
    );
  });

  it('let an .md page Docusaurus parses as MDX hold HTML comments, and <!-- truncate --> still cuts the summary', async () => {
    const input = { file: 'blog/a.md', lineOffset: 0, tocMinLevel: 2, tocMaxLevel: 3, format: 'mdx' as const };
    const source = 'Intro.\n\n<!-- truncate -->\n\nRest.\n';
    const plain = await renderMarkdown({ ...input, source });
    expect(plain.diagnostics.map((d) => d.rule)).toEqual(['mdx-syntax']);
    const compat = await renderMarkdown({ ...input, source, site: { mdx1Comments: true } });
    expect(compat.diagnostics).toEqual([]);
    expect(compat.summaryHtml).toBe('<p>Intro.</p>');
  });

  it("leave an HTML comment inside an MDX comment as the MDX comment's text (YunoHost's commented-out embed)", async () => {
    const sources = [
      'Before.\n\n{/* FIXME: (x)\n<!-- [center]\n<iframe src="https://example.com/chat"></iframe>\n[/center] --> */}\n\nAfter.\n',
      'Before.\n\n{/* old embed\n<!-- [center] <iframe></iframe> [/center] -->\n*/}\n\nAfter. <!-- a comment -->\n',
    ];
    expect(htmlCommentsToMdx(sources[0]!)).toBe(sources[0]);
    const input = { file: 'docs/a.mdx', lineOffset: 0, tocMinLevel: 2, tocMaxLevel: 3, format: 'mdx' as const };
    for (const source of sources) {
      const page = await renderMarkdown({ ...input, source, site: { mdx1Comments: true } });
      expect(page.diagnostics).toEqual([]);
      expect(page.html).toMatch(/^<p>Before\.<\/p>\n<p>After\. ?<\/p>$/);
    }
  });

  it('drop a comment over several lines in a list item or quote, whose lazy lines MDX refuses in an expression (weaviate)', async () => {
    const input = { file: 'docs/a.md', lineOffset: 0, tocMinLevel: 2, tocMaxLevel: 3, format: 'mdx' as const };
    for (const source of ['- Item\n<!-- a\nb -->\n\nText [x](./gone.md).\n', '> quote\n<!-- a\nb -->\n\nText [x](./gone.md).\n']) {
      const page = await renderMarkdown({ ...input, source, site: { mdx1Comments: true } });
      expect(page.diagnostics).toEqual([]);
      expect(page.html).not.toMatch(/a\nb|-->/);
      expect(page.html).toContain('<p>Text <a');
      // lines keep their numbers: the link after the comment is on line 5
      expect(page.links.map((link) => link.line)).toEqual([5]);
    }
    // outside a container the comment stays one, over its lines
    expect(htmlCommentsToMdx('Para\n<!-- a\nb -->\n')).toBe('Para\n{/*  a\nb */}\n');
  });
});
