import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { headingAnchors } from '../../../src/compiler/markdown/heading-anchors.ts';
import rehypeHeadingSlugs from '../../../src/compiler/markdown/heading-slugs.ts';
import { headingsOnly } from '../../../src/compiler/markdown/headings-only.ts';
import { markdownHeading } from '../../../src/compiler/markdown/markdown-headings.ts';

const base = () =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkRehype, { handlers: { heading: markdownHeading } });
const whole = base().use(rehypeSlug).use(rehypeAutolinkHeadings, headingAnchors).use(rehypeStringify).freeze();
// the pipeline's: its own slugs (heading-slugs.ts, rehype-slug's ids), on the headings only
const headings = base()
  .use(headingsOnly(rehypeHeadingSlugs, undefined))
  .use(headingsOnly(rehypeAutolinkHeadings, headingAnchors))
  .use(rehypeStringify)
  .freeze();

// headings at the top, nested in quotes, lists and directives, repeated (slug suffixes), with markup,
// with an id of their own, and the footnotes' hidden label heading
const sources = [
  '# Title\n\n## Setup\n\nText.\n\n### Setup\n\n## Setup',
  '> ## Quoted heading\n>\n> text\n\n- item\n\n  ### Heading in a list\n\n:::note\n\n## Inside a directive\n\n:::',
  '## `code` and *emphasis* and [a link](https://example.com)\n\n#### Deep\n\n###### Deepest',
  'Claim[^1].\n\n## After\n\n[^1]: Source.',
  'No headings at all, only a paragraph.',
];

describe('the heading plugins run on the headings only', () => {
  test.each(sources)('give the html rehype-slug and rehype-autolink-headings give on the whole tree: %s', (source) => {
    expect(String(headings.processSync(source))).toBe(String(whole.processSync(source)));
  });

  test('ids and anchors land on nested headings too', () => {
    const html = String(headings.processSync('> ## Quoted\n\n## Quoted'));
    expect(html).toContain('<h2 id="quoted">Quoted<a class="hash-link" aria-label="Direct link to Quoted" href="#quoted">#</a></h2>');
    expect(html).toContain('<h2 id="quoted-1">');
  });
});
