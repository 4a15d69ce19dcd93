import { describe, expect, test, vi } from 'vitest';
import { LITERAL_AUTOLINKS } from '../../../src/compiler/markdown/lean-syntax.ts';
import { getProcessor, parserFor } from '../../../src/compiler/markdown/processor.ts';

/** The names of the text constructs a processor's micromark syntax tries. */
function textConstructs(processor: unknown): Set<string> {
  const extensions = ((processor as ReturnType<typeof getProcessor>).data('micromarkExtensions') ?? []) as unknown[];
  const names = new Set<string>();
  for (const extension of extensions.flat(3) as { text?: Record<string, { name?: string } | { name?: string }[]> }[]) {
    for (const constructs of Object.values(extension.text ?? {})) for (const c of [constructs].flat()) if (c.name) names.add(c.name);
  }
  return names;
}

// literal autolinks, one kind a source, in any case, and inside other syntax
const withLinks = [
  'Mail team@example.com today.',
  'Open WWW.EXAMPLE.COM today.',
  'Open Https://example.com/a?b=1 today.',
  '> quoted www.example.com\n\n| a | b |\n| - | - |\n| x@y.co | https://z.io |\n\n- [ ] task www.a.b',
];
// text with none: the lean parser takes these
const withoutLinks = [
  'Plain prose, *emphasis*, `code`, ~~struck~~ and a [link](./other.md#part).',
  'Escaped a&#64;b.co and www&#46;example.com decode into text after parsing.',
  '| Option | Default |\n| :-- | --: |\n| `x` | 1 |\n\n1. one\n2. two\n\n:::tip Title\n\nBody[^1].\n\n:::\n\n[^1]: Note.',
  '```sh\ncurl localhost:3000/health\n```\n\nSee ftp:/files and mail-ish text like user(at)example.com.',
];
// bare URLs and emails inside fenced code, where no autolink is made, some of them with a literal outside
// code that a scan of the lines alone takes for code: the lean parse is checked on its tree
const inCode = [
  '## Try it\n\n```bash\ncurl -s https://api.example.com/health | jq .status\n```\n\nDone, no URL in the prose.',
  '1. Install:\n\n   ```sh\n   npm i --registry=http://npm.example.com\n   ```\n\n2. Mail ops(at)example.com, not in code.',
  '~~~~yaml\nurl: https://example.com\n~~~\nstill: www.example.com\n~~~~\n\n```ts title="a@b.ts"\nconst a = 1;\n```',
  // the list item ends, and its fence with it, on a line the scan still reads as code
  '- step\n  ```sh\n  make\nthen open www.example.com\n  ```\n',
  // four spaces make indented code, which a line of prose after it ends
  '    ```\nwww.example.com is prose\n',
  // an HTML block holds the first fence line; the scan pairs it with a later one
  '<div>\n```\n</div>\n\nhttps://example.com is prose\n\n```\ncode\n```',
  // literals the lean tree holds in an image's description and in emphasis
  '- a\n  ```\n![logo at www.example.com](./logo.png)\n  ```\n',
  '- a\n  ```\n*mail a_b@example.com* and [a link to http://x.y](./x.md)\n  ```\n',
];
// MDX: an `@` in the imports is no text
const mdxInImports = [
  "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"a\">\n\n```bash\ncurl https://api.example.com\n```\n\n  </TabItem>\n</Tabs>\n\nDone.",
  'import A from \'@site/src/a\';\n\nWrite to team@example.com or <A href="https://example.com">www.example.com</A>.',
  "import A from '@site/src/a';\nexport const b = 'x@y.z';\n\n- a\n  ```\nwww.example.com, after the list\n  ```\n",
];

describe('the lean markdown syntax', () => {
  test('remark-gfm still names the constructs the lean syntax drops', () => {
    const names = textConstructs(getProcessor());
    for (const name of LITERAL_AUTOLINKS) expect(names).toContain(name);
  });

  test('text that cannot hold a literal autolink is parsed without those constructs', () => {
    for (const source of withoutLinks) {
      const parser = parserFor(source);
      expect(parser).not.toBe(getProcessor());
      const names = textConstructs(parser);
      for (const name of LITERAL_AUTOLINKS) expect(names).not.toContain(name);
    }
  });

  test('a page whose bare URLs are in its code blocks only is parsed without those constructs', () => {
    const source = inCode[0]!;
    const parser = parserFor(source);
    expect(parser).not.toBe(getProcessor());
    // and neither needs the full parse after all
    const fullParse = vi.spyOn(getProcessor(), 'parse');
    try {
      parser.parse(source);
      parser.parse(inCode[1]!);
      expect(fullParse).not.toHaveBeenCalled();
    } finally {
      fullParse.mockRestore();
    }
  });

  test.each([...withLinks, ...withoutLinks, ...inCode])('the chosen parser gives the full syntax tree: %s', (source) => {
    expect(parserFor(source).parse(source)).toEqual(getProcessor().parse(source));
  });

  test('an MDX page whose `@` is in its imports and URLs in its code blocks is parsed without those constructs', () => {
    expect(parserFor(mdxInImports[0]!, 'mdx')).not.toBe(getProcessor('mdx'));
  });

  test.each(mdxInImports)('the chosen parser gives the full MDX syntax tree: %s', (source) => {
    expect(parserFor(source, 'mdx').parse(source)).toEqual(getProcessor('mdx').parse(source));
  });

  test('text with a bare URL or email keeps them as links', () => {
    const source = 'Mail team@example.com or open www.example.org.';
    const tree = JSON.stringify(parserFor(source).parse(source));
    expect(tree.match(/"type":"link"/g)).toHaveLength(2);
  });
});
