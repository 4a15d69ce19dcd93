import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { getProcessor } from '../../../src/compiler/markdown/processor.ts';
import { SectionParser, splitSections } from '../../../src/compiler/markdown/parse-sections.ts';
import { renderPage } from './render-page.ts';

const whole = (text: string) => getProcessor().parse(text);
const REPO = resolve(import.meta.dirname, '../../..');

// pages whose block structure could fool a cut: each must parse exactly as the whole page does
const TRICKY: Record<string, string> = {
  'a heading line inside fenced code': '# T\n\nIntro.\n\n```md\n\n## not a heading\n\n```\n\n## Real\n\nText.\n',
  'a shorter fence inside a longer one': '````md\n```\n\n## still code\n```\n````\n\n## After\n\nx\n',
  'a tilde fence holding backticks': '~~~\n```\n\n## code\n~~~\n\n## After\n',
  'a heading inside an admonition': ':::note\n\n## Inside\n\nText.\n\n:::\n\n## After\n\nMore.\n',
  'nested containers': '::::tip\n\n:::note\n\n## deep\n\n:::\n\n## still inside\n\n::::\n\n## Out\n',
  'lists, tables and quotes before headings':
    '- a\n\n- b\n\n## H1\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n## H2\n\n> quote\n>\n> more\n\n## H3\n\n    indented code\n\n## H4\n',
  'a setext heading and a thematic break': 'Title\n=====\n\nText\n\n---\n\n## H\n\nSub\n---\n',
  'CRLF line endings': '# T\r\n\r\nIntro.\r\n\r\n## A\r\n\r\nText.\r\n\r\n## B\r\n\r\nEnd.\r\n',
  'a heading right after text (no blank line: not cut)': 'Para\n## H\n\nText\n\n## I\n',
  'a truncate marker': 'Summary.\n\n<!-- truncate -->\n\n## More\n\nRest.\n',
};

describe('splitting a page into sections', () => {
  it('cuts before headings that follow a blank line, outside code and containers', () => {
    expect(splitSections(TRICKY['a heading line inside fenced code']!)!.map((s) => s.text)).toEqual([
      '# T\n\nIntro.\n\n```md\n\n## not a heading\n\n```\n\n',
      '## Real\n\nText.\n',
    ]);
    expect(splitSections(TRICKY['a heading inside an admonition']!)!.map((s) => s.line)).toEqual([0, 8]);
  });

  it('parses whole a page with definitions or an HTML block, which reach across sections', () => {
    expect(splitSections('See [the docs][docs].\n\n## Later\n\n[docs]: https://example.com\n')).toBeNull();
    expect(splitSections('A note[^1].\n\n## Later\n\n[^1]: The note.\n')).toBeNull();
    expect(splitSections('<!--\n\n## commented out\n\n-->\n\n## Real\n')).toBeNull();
  });
});

describe('the section parser', () => {
  it('gives the tree of a whole parse, positions included, for tricky pages and every page of the repository', async () => {
    const files = await glob(['content/**/*.md', 'tests/fixtures/**/*.md'], { cwd: REPO, absolute: true });
    const pages = [...Object.values(TRICKY), ...(await Promise.all(files.map((f) => readFile(f, 'utf8'))))];
    const parser = new SectionParser(whole);
    for (const page of pages) {
      const expected = JSON.stringify(whole(page));
      expect(JSON.stringify(parser.parse(page))).toBe(expected);
      // the second time from kept sections
      expect(JSON.stringify(parser.parse(page))).toBe(expected);
    }
    expect(files.length).toBeGreaterThan(50);
    // about 200 pages parsed three times: seconds on a loaded CI machine
  }, 30_000);

  it('parses only the sections a save changed, and hands out trees the caller may change', () => {
    const parsed: string[] = [];
    const parser = new SectionParser((text) => {
      parsed.push(text);
      return whole(text);
    });
    const page = '# Page\n\nIntro.\n\n## One\n\nFirst.\n\n## Two\n\nSecond.\n';
    const first = parser.parse(page);
    expect(parsed).toHaveLength(3);
    first.children.length = 0;
    parsed.length = 0;
    const edited = parser.parse(page.replace('Second.', 'Second, edited.'));
    expect(parsed).toEqual(['## Two\n\nSecond, edited.\n']);
    expect(JSON.stringify(edited)).toBe(JSON.stringify(whole(page.replace('Second.', 'Second, edited.'))));
  });

  it('renders what a whole parse renders, warnings and their lines included', async () => {
    const page = '# Page\n\nIntro with a [link](./other.md).\n\n## Code\n\n```nosuchlang\nx\n```\n\n## End\n\n![missing](./img.png)\n';
    // the first render parses and keeps the sections, the second reuses them
    for (let round = 0; round < 2; round++) {
      const [kept, plain] = await Promise.all([
        renderPage(page, { keepSections: true, lineOffset: 3 }),
        renderPage(page, { lineOffset: 3 }),
      ]);
      expect(kept).toEqual(plain);
      expect(kept.diagnostics.map((d) => d.line)).toEqual([10]);
    }
  });
});
