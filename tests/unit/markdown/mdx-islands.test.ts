import { describe, expect, test } from 'vitest';
import { dedent } from '../../../src/compiler/markdown/mdx/island.ts';
import { renderPage } from './render-page.ts';

const mdx = (source: string, frontMatter = {}) => renderPage(source, { file: 'content/docs/page.mdx', format: 'mdx', frontMatter });
const placeholders = (html: string) => [...html.matchAll(/data-docgate-island="([0-9a-f]+)"/g)].map((match) => match[1]);

describe('MDX islands: the pieces of a page that are code', () => {
  test('a site component becomes a placeholder holding its children, and an island of the page imports and the piece', async () => {
    const page = await mdx(
      "import Highlight from '@site/src/components/Highlight';\nexport const green = '#25c2a0';\n\nSee <Highlight color={green}>this **text**</Highlight> here.\n",
      { title: 'Islands' },
    );
    expect(page.html).toMatch(/^<p>See <span data-docgate-island="[0-9a-f]{12}">this <strong>text<\/strong><\/span> here.<\/p>$/);
    expect(page.diagnostics).toEqual([]);
    expect(page.islands).toHaveLength(1);
    const [island] = page.islands;
    expect(placeholders(page.html)).toEqual([island!.id]);
    expect(island!.file).toBe('content/docs/page.mdx');
    expect(island!.head).toBe(
      "import Highlight from '@site/src/components/Highlight';\nexport const green = '#25c2a0';\n\n" +
        'export const frontMatter = {"title":"Islands"};',
    );
    expect(island!.piece).toBe('<Highlight color={green}>this **text**</Highlight>');
    // Markdown inside: compiled as MDX
    expect(island!.jsx).toBe(false);
  });

  test("gives the page's code its frontmatter dates as Date objects, as Docusaurus' YAML reader does (bitwarden's ADR dates)", async () => {
    const page = await mdx('<Table />\n', { date: '2025-12-01', tags: ['adr'], note: 'not 2025-12-01 a date' });
    const literal = /export const frontMatter = (.*);$/m.exec(page.islands[0]!.head)![1]!;
    const frontMatter = new Function(`return ${literal}`)() as { date: Date; tags: string[]; note: string };
    expect(frontMatter.date.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect([frontMatter.tags, frontMatter.note]).toEqual([['adr'], 'not 2025-12-01 a date']);
  });

  test("a piece in a table's body or row stands in a <tbody> or <td>, which the HTML parser keeps in the table (a <div> it moves out)", async () => {
    const page = await mdx(
      "import Rows from '@site/src/Rows';\nimport Cells from '@site/src/Cells';\n\n<table>\n<tbody>\n<Rows />\n<tr>\n<Cells />\n</tr>\n</tbody>\n</table>\n",
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.islands).toHaveLength(2);
    expect(page.html).toMatch(
      /<tbody><tbody data-docgate-island="[0-9a-f]{12}"><\/tbody><tr><td data-docgate-island="[0-9a-f]{12}"><\/td><\/tr><\/tbody>/,
    );
  });

  test('a <Link> to a value only site code knows is an island, its text until then; a static one stays a checked link', async () => {
    const page = await mdx(
      "import Link from '@docusaurus/Link';\nimport { release } from '@site/src/data/release';\n\n<Link to={release.url}>Latest release</Link> and <Link to=\"/docs/intro\">intro</Link>\n",
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.islands.map((island) => island.piece)).toEqual(['<Link to={release.url}>Latest release</Link>']);
    expect(page.html).toMatch(
      /^<p><span data-docgate-island="[0-9a-f]{12}">Latest release<\/span> and <a href="\/docs\/intro">intro<\/a><\/p>$/,
    );
  });

  test("<Tabs> choosing its tab by a value of the site's code is an island, the tabs as written until then; static ones are docgate's (Rancher Desktop)", async () => {
    const page = await mdx(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport TabsConstants from '@site/core/TabsConstants';\n\n" +
        "<Tabs groupId=\"os\" defaultValue={TabsConstants.defaultOs} values={[{label: 'Windows', value: 'win'}, {label: 'Linux', value: 'linux'}]}>\n<TabItem value=\"win\">On Windows</TabItem>\n<TabItem value=\"linux\">On Linux</TabItem>\n</Tabs>\n\n" +
        '<Tabs defaultValue="b">\n<TabItem value="a">A</TabItem>\n<TabItem value="b">B</TabItem>\n</Tabs>\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.islands).toHaveLength(1);
    expect(page.islands[0]!.piece).toMatch(/^<Tabs groupId="os" defaultValue=\{TabsConstants.defaultOs\}/);
    // its fallback: the tabs with their static props (labels from values, the group), both panels in the page
    const [placeholder, plain] = page.html.split('</div>\n<div class="tabs-container"');
    expect(placeholder).toMatch(/^<div data-docgate-island="[0-9a-f]{12}"><div class="tabs-container" data-group-id="os">/);
    expect(placeholder).toContain('>Windows</button>');
    expect(placeholder).toContain('On Linux');
    expect(plain).toBeDefined();
  });

  test('a button with an inline onClick is an island whose fallback is its label; nothing is reported', async () => {
    const page = await mdx("<button onClick={() => alert('button clicked!')}>Click me!</button>\n");
    expect(page.html).toMatch(/^<div data-docgate-island="[0-9a-f]{12}">Click me!<\/div>$/);
    expect(page.islands[0]!.piece).toBe("<button onClick={() => alert('button clicked!')}>Click me!</button>");
    // JSX and text only: compiled as JSX, much faster than MDX
    expect(page.islands[0]!.jsx).toBe(true);
    expect(page.diagnostics).toEqual([]);
  });

  test('an element with a handler falls back to the element without it', async () => {
    const page = await mdx('<div className="box" onMouseEnter={() => {}}>Hover</div>\n');
    expect(page.html).toMatch(/^<div data-docgate-island="[0-9a-f]{12}"><div class="box">Hover<\/div><\/div>$/);
    expect(page.diagnostics).toEqual([]);
  });

  test('<BrowserOnly> is an island showing its static fallback until the bundle renders it', async () => {
    const page = await mdx(
      'import BrowserOnly from \'@docusaurus/BrowserOnly\';\n\n<BrowserOnly fallback="Loading...">{() => <span>{window.location.href}</span>}</BrowserOnly>\n',
    );
    expect(page.html).toMatch(/^<div data-docgate-island="[0-9a-f]{12}">Loading...<\/div>$/);
    expect(page.islands[0]!.piece).toContain('{() => <span>{window.location.href}</span>}');
  });

  test('an expression that is not static is an island where it stands; a static one stays text', async () => {
    const page = await mdx('© {new Date().getFullYear()} and {1 + 1}.\n');
    expect(page.html).toMatch(/^<p>© <span data-docgate-island="[0-9a-f]{12}"><\/span> and 2.<\/p>$/);
    expect(page.islands.map((island) => [island.piece, island.jsx])).toEqual([['{new Date().getFullYear()}', true]]);
    expect(page.diagnostics).toEqual([]);
  });

  test("a <CodeBlock> of code only the site's code knows is an island, showing the code the compiler knows until then; a static one stays a code block (okteto's install commands)", async () => {
    const dynamic = '<CodeBlock language="bash">\n  {`helm upgrade $' + '{chart} --version $' + '{variables.chartVersion}`}\n</CodeBlock>';
    const page = await mdx(
      `import CodeBlock from '@theme/CodeBlock';\nimport variables from './variables.json';\nexport const chart = 'okteto';\n\n${dynamic}\n\n<CodeBlock language="bash">{\`helm repo add $\{chart}\`}</CodeBlock>\n`,
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.islands.map((island) => island.piece)).toEqual([dynamic]);
    expect(placeholders(page.html)).toEqual([page.islands[0]!.id]);
    expect(page.html.replace(/<[^>]+>/g, '')).toContain('helm repo add okteto');
  });

  test('the same piece twice is one island; a different piece is another', async () => {
    const page = await mdx("import B from './B';\n\n<B>one</B> <B>one</B> <B>two</B>\n");
    expect(placeholders(page.html)).toHaveLength(3);
    expect(new Set(placeholders(page.html)).size).toBe(2);
    expect(page.islands).toHaveLength(2);
  });

  test('an island in a list item is cut out without the indent its later lines stand at', async () => {
    const page = await mdx("import Card from './Card';\n\n- item\n\n  <Card>\n    Body\n  </Card>\n");
    expect(page.islands[0]!.piece).toBe('<Card>\n  Body\n</Card>');
    // its body is a paragraph, a <p> in MDX
    expect(page.islands[0]!.jsx).toBe(false);
  });

  test('a page of data only has no islands', async () => {
    const page = await mdx(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value=\"a\">A</TabItem></Tabs>\n",
    );
    expect(page.islands).toEqual([]);
    expect(page.html).not.toContain('data-docgate-island');
  });

  test("dedent strips the first line's prefix, or as many spaces, from the later lines", () => {
    const text = '> <A>\n> x\n> </A>';
    expect(dedent(text, 2, text.length)).toBe('<A>\nx\n</A>');
    const listed = '- <A>\n    deep\n  </A>';
    expect(dedent(listed, 2, listed.length)).toBe('<A>\n  deep\n</A>');
  });

  test("an element that starts where another ended on its line keeps its closing tag (the openapi-docs' </SchemaItem><SchemaItem>, the whole site bundle failed)", async () => {
    const source =
      'import Item from "./item";\n\n<ul>\n  <Item\n    name={"a"}\n  >\n  </Item><Item\n    name={"b"}\n  >\n  </Item>\n</ul>\n';
    const page = await renderPage(source, { format: 'mdx', file: 'content/docs/page.mdx' });
    expect(page.islands.map((piece) => piece.piece)).toEqual(['<Item\n  name={"a"}\n>\n</Item>', '<Item\nname={"b"}\n>\n</Item>']);
  });
});
