import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import remarkAutolinkGuard, { AUTOLINK_TRANSFORM } from '../../../src/compiler/markdown/autolink-guard.ts';
import { getProcessor } from '../../../src/compiler/markdown/processor.ts';

const plain = unified().use(remarkParse).use(remarkGfm).freeze();
const guarded = unified().use(remarkParse).use(remarkGfm).use(remarkAutolinkGuard).freeze();

// what only the pass finds (text that becomes a URL or email once references and escapes are
// decoded, which micromark's own autolink syntax never sees), what both find, and text with none
const sources = [
  'https:&#47;/example.com and &#104;ttps://example.org',
  'www&#46;example.com and W&#87;W.example.org',
  'a&#x40;b.co and a\\_b@c.co',
  'Plain prose with *emphasis*, `code` and a [link](./other.md).',
  'See https://example.com/a?b=1, HTTP://EXAMPLE.ORG and www.example.org.',
  'Mixed case WwW.Example.com in a sentence.',
  'Write to team@example.co.uk or mailto:ops@example.com, chat at xmpp:me@example.com/home.',
  'An @mention, a trailing at@ and user@localhost are no email.',
  '> Quoted www.example.com\n\n- item with a@b.co\n\n| a | b |\n| - | - |\n| https://x.y | c |',
  '```sh\ncurl https://example.com\n```\n\nNo url outside the code block.',
  '[already a link https://example.com](https://example.com) and <https://example.net>',
];

describe('the literal-autolink guard', () => {
  test('the pipeline runs remark-gfm with the guard in place', () => {
    const extensions = (getProcessor().data('fromMarkdownExtensions') ?? []) as unknown[];
    const names = extensions
      .flat(3)
      .flatMap((extension) => ((extension as { transforms?: { name: string }[] }).transforms ?? []).map((t) => t.name));
    // a rename in mdast-util-gfm-autolink-literal would leave the pass unguarded: slower, not wrong
    expect(names).toContain(`guarded ${AUTOLINK_TRANSFORM}`);
    expect(names).not.toContain(AUTOLINK_TRANSFORM);
  });

  test.each(sources)('gives the tree remark-gfm gives: %s', (source) => {
    expect(guarded.runSync(guarded.parse(source))).toEqual(plain.runSync(plain.parse(source)));
  });

  test('bare urls and emails in text still become links', () => {
    const tree = guarded.parse('Mail team@example.com or open www.example.org.');
    const links = JSON.stringify(tree).match(/"type":"link"/g) ?? [];
    expect(links).toHaveLength(2);
  });
});
