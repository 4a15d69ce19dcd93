import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import remarkAdmonitions from './admonitions.ts';
import remarkAutolinkGuard from './autolink-guard.ts';
import remarkWithoutLiteralAutolinks, { mayHoldLiteralAutolink } from './lean-syntax.ts';
import rehypeCollectHeadings from './collect-headings.ts';
import rehypeCollectSections from './collect-sections.ts';
import rehypeCollectUrls from './collect-urls.ts';
import remarkExtractTitle from './extract-title.ts';
import { headingAnchors } from './heading-anchors.ts';
import { headingsOnly } from './headings-only.ts';
import remarkHeadingIds from './heading-ids.ts';
import rehypeHighlight from './highlight.ts';
import remarkRawHtml from './raw-html.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import './file-data.ts';

/** Markdown syntax: CommonMark, GFM, `:::` directives; lean: without GFM's literal autolinks (lean-syntax.ts). */
const syntax = (lean: boolean) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(lean ? [remarkWithoutLiteralAutolinks] : [])
    .use(remarkAutolinkGuard)
    .use(remarkDirective);

/** The Markdown processor: every plugin of the pipeline, in order. */
function createProcessor() {
  return (
    syntax(false)
      // author conventions on the markdown tree
      .use(remarkRawHtml)
      .use(remarkAdmonitions)
      .use(remarkHeadingIds)
      .use(remarkExtractTitle)
      // to html; raw html is dropped here (remark-raw-html warned about it)
      .use(remarkRehype)
      // headings: ids for those without {#id}, then the # anchors
      .use(headingsOnly(rehypeSlug, undefined))
      .use(headingsOnly(rehypeAutolinkHeadings, headingAnchors))
      // code blocks
      .use(rehypeHighlight)
      // safety: only what the plugins above produce survives
      .use(rehypeSanitize, sanitizeSchema)
      // what later stages need, read from the final tree
      .use(rehypeCollectHeadings)
      .use(rehypeCollectUrls)
      .use(rehypeCollectSections)
      .use(rehypeStringify)
      .freeze()
  );
}

type MarkdownProcessor = ReturnType<typeof createProcessor>;

let shared: MarkdownProcessor | undefined;
let leanParser: ReturnType<typeof syntax> | undefined;

/** One frozen processor per process: plugins attach once, not once a page. */
export const getProcessor = (): MarkdownProcessor => (shared ??= createProcessor());

/** What parses `source`: the processor itself, or its syntax without literal autolinks where none can be. */
export function parserFor(source: string): { parse: MarkdownProcessor['parse'] } {
  if (mayHoldLiteralAutolink(source)) return getProcessor();
  leanParser ??= syntax(true).freeze();
  return leanParser;
}
