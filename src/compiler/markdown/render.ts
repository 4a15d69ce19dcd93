import type { Root } from 'hast';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { error, sortDiagnostics, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { isRuleId } from '../diagnostics/rules.ts';
import { legacyAdmonitionTitles } from './admonitions.ts';
import { describeMdxError, placeOfMdxError, preprocessMdx } from './mdx/index.ts';
import { getProcessor, parserFor } from './processor.ts';
import { siteProcessor } from './site-processor.ts';
import { htmlCommentsToMdx } from './mdx1-comments.ts';
import { SectionParser } from './parse-sections.ts';
import { summaryBefore } from './summary.ts';
import { excerptOf } from './excerpt.ts';
import { drawsCategoryCards } from './card-lists.ts';
import { compactString } from '../strings.ts';
import type { MarkdownInput, MarkdownOutput } from './types.ts';
import { whileRendering } from '../read/docusaurus/stand-in-scope.ts';

let sections: SectionParser | undefined;
const sectionParser = (): SectionParser => (sections ??= new SectionParser((text) => parserFor(text).parse(text)));

/** Compiles one page body: sanitized HTML plus everything later stages need, in a single parse. */
export function renderMarkdown(input: MarkdownInput): Promise<MarkdownOutput> {
  return input.site?.plugins ? whileRendering(() => render(input)) : render(input);
}

async function render(input: MarkdownInput): Promise<MarkdownOutput> {
  const format = input.format ?? 'md';
  const source = legacyAdmonitionTitles(input.source);
  const mdx = format === 'mdx' ? preprocessMdx(input.site?.mdx1Comments ? htmlCommentsToMdx(source) : source) : preprocessMdx(source, 'md');
  const file = new VFile({ path: input.file, value: mdx });
  if (input.site?.messages) file.data.themeMessages = input.site.messages;
  // (an MDX page holds raw HTML only from the CommonMark partials it inlines)
  if (input.site?.rawHtml) file.data.rawHtml = true;
  if (input.site?.maintainCase) file.data.maintainCase = true;
  if (input.site?.npm2yarn !== undefined) file.data.npm2yarn = input.site.npm2yarn;
  if (input.site?.defaultCodeLanguage) file.data.defaultCodeLanguage = input.site.defaultCodeLanguage;
  if (input.site?.magicComments) file.data.magicComments = input.site.magicComments;
  if (input.site?.codeThemes) file.data.codeThemes = input.site.codeThemes;
  if (input.site?.prism) file.data.prism = input.site.prism;
  if (input.site?.mermaid) file.data.mermaid = true;
  if (input.site?.codeBlockProps) file.data.codeBlockProps = true;
  if (input.site?.markdownElements) file.data.markdownElements = input.site.markdownElements;
  if (input.frontMatter) file.data.frontMatter = input.frontMatter;
  if (format === 'mdx')
    file.data.mdx = {
      frontMatter: input.frontMatter ?? {},
      // Markdown partials are MDX too, and take the page's comment rule
      partials: input.site?.mdx1Comments ? mdx1Partials(input.partials ?? {}) : (input.partials ?? {}),
      siteDir: input.siteDir ?? '',
      messages: input.site?.messages ?? {},
      ...(input.site?.mdxComponents ? { mdxComponents: input.site.mdxComponents } : {}),
      ...(input.site?.mdxThemeComponents ? { mdxThemeComponents: input.site.mdxThemeComponents } : {}),
      ...(input.site?.ownThemeModules ? { ownThemeModules: input.site.ownThemeModules } : {}),
      ...(input.site?.makersNotRun ? { makersNotRun: input.site.makersNotRun } : {}),
      ...(input.site?.partialAliases ? { aliases: input.site.partialAliases } : {}),
    };
  const shift = <T extends { line: number }>(entry: T): T => (entry.line > 0 ? { ...entry, line: entry.line + input.lineOffset } : entry);
  try {
    // a site's own processor parses whole: its plugins may add syntax the shared parsers do not know
    const own = input.site?.admonitions || input.site?.plugins ? await siteProcessor(input.site, format) : null;
    const processor = own ?? getProcessor(format);
    let parsed: ReturnType<typeof processor.parse>;
    try {
      // MDX pages parse whole: JSX and expressions may span the headings the section parser cuts at
      parsed = own
        ? own.parse(file)
        : input.keepSections && format === 'md'
          ? sectionParser().parse(String(file.value))
          : parserFor(String(file.value), format).parse(file);
    } catch (error) {
      if (!(error instanceof VFileMessage)) throw error;
      // an MDX syntax error: micromark's reason at its place
      const syntax = file.message(`MDX syntax error: ${describeMdxError(error, input.lineOffset)}`, {
        place: placeOfMdxError(error),
        ruleId: 'mdx-syntax',
        source: 'mdx',
      });
      syntax.fatal = true;
      return { ...empty(), diagnostics: sortDiagnostics(file.messages.map((message) => toDiagnostic(message, input))) };
    }
    const tree = (await processor.run(parsed, file)) as Root;
    const html = compactString(processor.stringify(tree, file));
    const offset = file.data.truncateOffset;
    const headings = file.data.headings ?? [];
    const excerpt = excerptOf(input.source, input.removeContentTitle);
    return {
      html,
      title: file.data.title ?? null,
      titleId: file.data.titleId ?? null,
      ...(file.data.titleInBody ? { titleInBody: true } : {}),
      anchors: [...(file.data.anchors ?? []), ...(file.data.islandAnchors ?? [])],
      headings,
      toc: headings.filter((heading) => heading.level >= input.tocMinLevel && heading.level <= input.tocMaxLevel),
      links: (file.data.links ?? []).map(shift),
      assets: (file.data.assets ?? []).map(shift),
      sections: file.data.sections ?? [],
      summaryHtml: offset === undefined ? null : compactString(processor.stringify(summaryBefore(tree, offset), file)),
      ...(excerpt === undefined ? {} : { excerpt }),
      ...(drawsCategoryCards(html, file.data.islands ?? []) ? { categoryCards: true } : {}),
      words: file.data.words ?? 0,
      // a piece's Markdown is read with the page's own plugins (remark-math in a component: iceberg's formulas)
      islands: (file.data.islands ?? []).map((island) => ({
        ...island,
        ...(input.site?.plugins ? { plugins: input.site.plugins } : {}),
        ...(island.line !== undefined && island.file === input.file ? { line: island.line + input.lineOffset } : {}),
      })),
      diagnostics: sortDiagnostics(file.messages.map((message) => toDiagnostic(message, input))),
    };
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    // the site's own remark or rehype plugins threw (one using a package that is not installed gets an
    // empty stand-in, whose calls go nowhere): the page is rendered without them, and says so
    if (input.site?.plugins && !(thrown instanceof RangeError)) {
      const { plugins: _plugins, ...rest } = input.site;
      const bare = await renderMarkdown({ ...input, site: rest });
      const at = { line: 1 + input.lineOffset, column: 1 };
      const note = `The site's remark or rehype plugins failed on this page (${reason}), so it is rendered without them`;
      return { ...bare, diagnostics: sortDiagnostics([warning('site-plugin', input.file, at, note), ...bare.diagnostics]) };
    }
    // a bug of ours, or input nested past what the tree walkers can recurse into, must not stop the
    // build on every page: report it where the page starts
    const message =
      thrown instanceof RangeError
        ? `Markdown nests too deeply to compile (${reason}), expected fewer levels of nested lists, quotes or admonitions`
        : `Markdown could not be compiled: ${reason}`;
    const internal = error('markdown', input.file, { line: 1 + input.lineOffset, column: 1 }, message);
    return { ...empty(), diagnostics: [...file.messages.map((message) => toDiagnostic(message, input)), internal] };
  }
}

const empty = (): MarkdownOutput => ({
  html: '',
  title: null,
  titleId: null,
  anchors: [],
  headings: [],
  toc: [],
  links: [],
  assets: [],
  sections: [],
  summaryHtml: null,
  words: 0,
  islands: [],
  diagnostics: [],
});

function toDiagnostic(message: VFileMessage, input: MarkdownInput): Diagnostic {
  const line = message.line ?? 0;
  // a message about a partial names it, with its line already in that file's coordinates (mdx/context.ts)
  const elsewhere = typeof message.file === 'string' && message.file !== '' && message.file !== input.file;
  const at = line > 0 ? { line: line + (elsewhere ? 0 : input.lineOffset), column: message.column ?? 1 } : { line: 0, column: 0 };
  const rule = isRuleId(message.ruleId) ? message.ruleId : 'markdown';
  return (message.fatal ? error : warning)(rule, elsewhere ? (message.file as string) : input.file, at, message.reason);
}

/** The partials with their HTML comments as MDX comments (mdx1Compat.comments), the MDX ones. */
function mdx1Partials(partials: NonNullable<MarkdownInput['partials']>): NonNullable<MarkdownInput['partials']> {
  return Object.fromEntries(
    Object.entries(partials).map(([path, partial]) => [
      path,
      partial.format === 'mdx' ? { ...partial, source: htmlCommentsToMdx(partial.source) } : partial,
    ]),
  );
}
