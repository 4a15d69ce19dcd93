import { parseFrontmatter } from '../../src/compiler/read/frontmatter.ts';
import { renderMarkdown } from '../../src/compiler/markdown/index.ts';
import type { MarkdownInput } from '../../src/compiler/markdown/types.ts';
import { doc, markdownExtras, mdxExtras } from './corpus.ts';

// DESIGN.md: an MDX page costs at most 1.5x a Markdown page of the same size. Measured in this thread on
// pairs of corpus pages that say the same thing, one as MDX (Tabs, details, expressions, a partial, a site
// component), one as Markdown of about the same length; each pair renders in alternating order, so the
// one rendered second (warm caches: shiki's blocks, the JIT) is as often one kind as the other.

const PARTIAL = {
  'content/docs/_shared.mdx': {
    source: ':::note[Shared by {props.product}]\nThis note comes from a partial.\n:::\n',
    lineOffset: 0,
    format: 'mdx' as const,
  },
};

function inputs(i: number): { md: MarkdownInput; mdx: MarkdownInput; bytes: [number, number] } {
  const base = doc(i, 1000, 50);
  const md = parseFrontmatter('page.md', `${base}\n${markdownExtras(i)}\n`);
  const mdx = parseFrontmatter('page.mdx', `${base}\n${mdxExtras(i)}\n`);
  if (!md.ok || !mdx.ok) throw new Error('the corpus page has no valid frontmatter');
  const common = { lineOffset: md.value.lineOffset, tocMinLevel: 2, tocMaxLevel: 3 };
  return {
    md: { ...common, file: 'content/docs/section-01/page.md', source: md.value.body },
    mdx: {
      ...common,
      file: 'content/docs/section-01/page.mdx',
      source: mdx.value.body,
      format: 'mdx',
      frontMatter: mdx.value.data,
      partials: PARTIAL,
      siteDir: 'content',
    },
    bytes: [md.value.body.length, mdx.value.body.length],
  };
}

/** Renders `pairs` MDX/Markdown twins alternately; the MDX time over the Markdown time, and the size ratio. */
export async function mdxCostRatio(pairs = 150): Promise<{ ratio: number; sizeRatio: number; mdMs: number; mdxMs: number }> {
  const all = Array.from({ length: pairs }, (_, i) => inputs(i));
  // warm-up: load both processors and shiki's grammars
  for (const pair of all.slice(0, 20)) await Promise.all([renderMarkdown(pair.md), renderMarkdown(pair.mdx)]);
  let mdMs = 0;
  let mdxMs = 0;
  const time = async (input: MarkdownInput) => {
    const started = performance.now();
    await renderMarkdown(input);
    return performance.now() - started;
  };
  for (let round = 0; round < 2; round++) {
    for (const [k, pair] of all.entries()) {
      if ((k + round) % 2 === 0) {
        mdMs += await time(pair.md);
        mdxMs += await time(pair.mdx);
      } else {
        mdxMs += await time(pair.mdx);
        mdMs += await time(pair.md);
      }
    }
  }
  const [mdBytes, mdxBytes] = all.reduce(([a, b], pair) => [a + pair.bytes[0], b + pair.bytes[1]], [0, 0]);
  return { ratio: mdxMs / mdMs, sizeRatio: mdxBytes / mdBytes, mdMs: mdMs / (2 * pairs), mdxMs: mdxMs / (2 * pairs) };
}
