import type { Root } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import remarkAdmonitions from './admonitions.ts';
import rehypeAdmonitionContent from './admonition-content.ts';
import remarkEmojiShortcodes from './emoji.ts';
import remarkAutolinkGuard from './autolink-guard.ts';
import remarkWithoutLiteralAutolinks, {
  literalAutolinkOutsideFences,
  mayHoldLiteralAutolink,
  treeMayHoldLiteralAutolink,
} from './lean-syntax.ts';
import rehypeCollectHeadings from './collect-headings.ts';
import rehypeCollectSections from './collect-sections.ts';
import rehypeStyleElements from './style-elements.ts';
import rehypeCollectUrls from './collect-urls.ts';
import remarkExtractTitle from './extract-title.ts';
import { headingAnchors } from './heading-anchors.ts';
import { headingsOnly } from './headings-only.ts';
import remarkHeadingIds from './heading-ids.ts';
import { markdownHeading } from './markdown-headings.ts';
import rehypeHeadingSlugs from './heading-slugs.ts';
import rehypeHighlight from './highlight.ts';
import remarkMdxToData from './mdx/index.ts';
import remarkMarkdownElements, { rehypeMarkdownDetails } from './markdown-elements.ts';
import remarkNpm2yarn from './npm2yarn.ts';
import type { CustomConverter } from '../read/docusaurus/npm2yarn-entry.ts';
import remarkRawHtml from './raw-html.ts';
import rehypeRawHtml from './raw-html-tree.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import remarkTableGate from './table-gate.ts';
import rehypeTocInline from './toc-inline.ts';
import './file-data.ts';

export type Format = 'md' | 'mdx';

/**
 * Markdown syntax: CommonMark, GFM (its table tried only where one can start: table-gate.ts), `:::`
 * directives, and for MDX its JSX, expressions and ESM; lean: without GFM's literal autolinks (lean-syntax.ts).
 */
const syntax = (lean: boolean, format: Format) =>
  unified()
    .use(remarkParse)
    .use(format === 'mdx' ? [remarkMdx] : [])
    .use(remarkGfm)
    .use(remarkTableGate)
    .use(lean ? [remarkWithoutLiteralAutolinks] : [])
    .use(remarkAutolinkGuard)
    .use(remarkDirective);

/** What a site adds to the processor: its admonition keywords, a Docusaurus config's remark and rehype plugins. */
export interface ProcessorExtras {
  admonitionKeywords?: string[];
  /** beforeDefaultRemarkPlugins: on the tree as parsed */
  remarkBefore?: PluggableList;
  /** remarkPlugins: after docgate's own conventions */
  remarkAfter?: PluggableList;
  /** beforeDefaultRehypePlugins and rehypePlugins: on the HTML tree before ids, highlighting and the sanitizer */
  rehype?: PluggableList;
  /** npm2yarn's custom converters, by name (read/docusaurus/npm2yarn-entry.ts) */
  npm2yarnConverters?: Record<string, CustomConverter>;
}

/** The Markdown processor: every plugin of the pipeline, in order. */
export function createProcessor(format: Format, extras: ProcessorExtras = {}) {
  return (
    syntax(false, format)
      .use(extras.remarkBefore ?? [])
      // docusaurus conventions that make MDX: npm2yarn fences become tabs, then MDX becomes data
      .use(remarkNpm2yarn, { custom: extras.npm2yarnConverters ?? {} })
      .use(format === 'mdx' ? [[remarkMdxToData, { parse: partialParser(extras) }]] : [])
      // author conventions on the markdown tree
      .use(remarkRawHtml)
      .use(remarkAdmonitions, extras.admonitionKeywords ? { keywords: extras.admonitionKeywords } : {})
      .use(remarkHeadingIds)
      // `:tada:` is 🎉, as Docusaurus' MDX loader makes it by default; a heading slugs as written
      .use(remarkEmojiShortcodes)
      .use(remarkExtractTitle)
      .use(extras.remarkAfter ?? [])
      // the links and images a site's MDXComponents draws, marked for the viewer
      .use(remarkMarkdownElements)
      // to html, raw html as raw nodes: parsed on a Docusaurus site's page, else dropped (raw-html-tree.ts)
      .use(remarkRehype, { allowDangerousHtml: true, handlers: { heading: markdownHeading } })
      .use(rehypeRawHtml)
      .use(rehypeMarkdownDetails)
      // a site's rehype plugins see the plain HTML tree; what they make still passes the sanitizer
      .use(extras.rehype ?? [])
      // headings: ids for those without {#id}, then the # anchors
      .use(headingsOnly(rehypeHeadingSlugs, undefined))
      .use(headingsOnly(rehypeAutolinkHeadings, headingAnchors))
      // admonitions' content boxes, code blocks
      .use(rehypeAdmonitionContent)
      .use(rehypeHighlight)
      // safety: only what the plugins above produce survives
      .use(rehypeSanitize, sanitizeSchema)
      .use(rehypeStyleElements)
      // what later stages need, read from the final tree
      .use(rehypeCollectHeadings)
      .use(rehypeCollectUrls)
      .use(rehypeCollectSections)
      // <TOCInline />, from the headings: after the sections, so the search text does not hold it twice
      .use(format === 'mdx' ? [rehypeTocInline] : [])
      .use(rehypeStringify)
      .freeze()
  );
}

export type MarkdownProcessor = ReturnType<typeof createProcessor>;
type Parser = { parse: MarkdownProcessor['parse'] };

const processors: Partial<Record<Format, MarkdownProcessor>> = {};
const leanParsers: Partial<Record<Format, Parser>> = {};
const checkedParsers: Partial<Record<Format, Parser>> = {};

/** One frozen processor per process and format: plugins attach once, not once a page. */
export function getProcessor(format: Format = 'md'): MarkdownProcessor {
  processors[format] ??= createProcessor(format);
  return processors[format];
}

/**
 * What parses `source`: its syntax without literal autolinks where none can be, that syntax checked on
 * its tree where bare URLs and emails seem to be in code blocks (or MDX imports) only, else the processor
 * itself.
 */
export function parserFor(source: string, format: Format = 'md'): Parser {
  if (!mayHoldLiteralAutolink(source)) return leanParser(format);
  if (!literalAutolinkOutsideFences(source, format === 'mdx')) return checkedParser(format);
  return getProcessor(format);
}

function leanParser(format: Format): Parser {
  leanParsers[format] ??= syntax(true, format).freeze();
  return leanParsers[format];
}

/** The lean parse, and the full one where its tree may hold a literal autolink after all (or it fails). */
function checkedParser(format: Format): Parser {
  checkedParsers[format] ??= {
    parse(file) {
      let tree: Root;
      try {
        tree = leanParser(format).parse(file);
      } catch {
        return getProcessor(format).parse(file);
      }
      return treeMayHoldLiteralAutolink(tree) ? getProcessor(format).parse(file) : tree;
    },
  };
  return checkedParsers[format];
}

/** A partial an MDX page inlines, parsed in its own format (mdx/partials.ts). */
function parsePartial(source: string, format: Format): Root {
  return parserFor(source, format).parse(source) as Root;
}

/**
 * What parses the partials of a page: with a site's remark plugins, the site's processor of the partial's format,
 * so the syntax they add holds there too, as Docusaurus compiles a partial with its plugin's options (remark-math's
 * `$$` in TCL's formula partials read as MDX expressions, which failed).
 */
function partialParser(extras: ProcessorExtras): typeof parsePartial {
  if (!extras.remarkBefore?.length && !extras.remarkAfter?.length) return parsePartial;
  const parsers: Partial<Record<Format, Parser>> = {};
  return (source, format) => {
    parsers[format] ??= createProcessor(format, extras).freeze();
    return parsers[format].parse(source) as Root;
  };
}
