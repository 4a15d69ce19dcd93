import { error, warning, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SiteConfig } from './config/schema.ts';
import type { ContentKind } from './classify.ts';
import { parseFrontmatter } from './frontmatter.ts';
import type { FrontmatterMemo } from './frontmatter-memo.ts';
import {
  docFrontmatterSchema,
  pageFrontmatterSchema,
  postFrontmatterSchema,
  type DocFrontmatter,
  type PageFrontmatter,
  type PostFrontmatter,
} from './frontmatter-schema.ts';
import { decodeMarkdown } from './read.ts';
import type { MarkdownOutput, RenderFn } from '../render/types.ts';
import type { SiteMarkdownOptions } from '../markdown/types.ts';
import { validateFrontmatter } from './validate.ts';
import { pageFormat } from './format.ts';
import { contentHash } from './hash.ts';
import { readPartials } from './partials.ts';
import { parseSiteFrontmatter, type ParseFrontMatter } from './site-frontmatter.ts';

export type MarkdownKind = Extract<ContentKind, { type: 'doc' | 'post' | 'page' }>;

/** One markdown file after reading, frontmatter validation and rendering: the per-file state `update` keeps. */
export interface SourceRecord {
  /** absolute path */
  abs: string;
  /** relative to the project root, for diagnostics */
  file: string;
  /** relative to content/, for edit URLs */
  contentRel: string;
  kind: MarkdownKind;
  /** ISO mtime, the last-updated fallback */
  mtime: string;
  /** raises on every re-read, so derived caches know the file changed */
  revision: number;
  diagnostics: Diagnostic[];
  frontmatter: (DocFrontmatter & Partial<PageFrontmatter>) | PostFrontmatter | null;
  /** a doc's frontmatter as written (JSON), kept for a site's own DocItem parts to read (useDoc().frontMatter); a post's for a plugin taking the blog's posts */
  writtenFrontmatter?: Record<string, unknown>;
  locate: (path: (string | number)[]) => { line: number; column: number };
  output: MarkdownOutput | null;
  /** the Markdown partials the page imports, relative to the project root: a change to one renders it again */
  dependencies: string[];
  /**
   * What planning reads of the file besides its body, digested: the frontmatter as written and the first heading;
   * null until the file is rendered. Two records with one key give the same routes, sidebars and titles.
   */
  planKey: string | null;
}

let revisions = 0;

/** Where a page sits: the project root (absolute) and the site folder relative to it, which `@site/` names. */
export interface SiteLocation {
  root: string;
  siteDir: string;
  /**
   * a Docusaurus site: frontmatter may hold any field (its plugins and components read them), so none
   * warns, and an empty file is an empty page
   */
  docusaurus?: boolean;
  /** a Docusaurus config's markdown.preprocessor (SiteLayout.preprocess): the file's text is what it gives */
  preprocess?: (file: string, text: string) => string;
  /** a Docusaurus config's markdown.parseFrontMatter (SiteLayout.parseFrontMatter) */
  parseFrontMatter?: ParseFrontMatter;
  /** keep a post's frontmatter as written: a site's plugin hands it to site code (SiteLayout.postsData) */
  postFrontmatter?: boolean;
}

type RecordBase = Omit<SourceRecord, 'revision' | 'diagnostics' | 'frontmatter' | 'locate' | 'output' | 'planKey' | 'dependencies'>;

/** A record of a file that is not read: no frontmatter, no output, no diagnostics of its own. */
export function unreadRecord(base: RecordBase): SourceRecord {
  return {
    ...base,
    dependencies: [],
    revision: ++revisions,
    diagnostics: [],
    frontmatter: null,
    locate: () => ({ line: 1, column: 1 }),
    output: null,
    planKey: null,
  };
}

/** Reads one markdown file's bytes into a SourceRecord, rendering it when its frontmatter is valid. */
export async function loadSource(
  base: RecordBase,
  bytes: Uint8Array,
  config: SiteConfig,
  render: RenderFn,
  location: SiteLocation = { root: '.', siteDir: 'content' },
  site?: SiteMarkdownOptions,
  /** a full build's memo of parsed frontmatter, kept between builds */
  memo?: FrontmatterMemo,
): Promise<SourceRecord> {
  const record = unreadRecord(base);
  let decoded = decodeMarkdown(base.file, bytes);
  if (!decoded.ok && decoded.diagnostic.rule === 'empty-file' && location.docusaurus) {
    // Docusaurus builds an empty file as a page with no content (its title from its name): so does its site here
    const { file, line, column } = decoded.diagnostic;
    record.diagnostics.push(warning('empty-file', file, { line, column }, 'Empty file, built as an empty page as Docusaurus builds it'));
    decoded = { ok: true, text: '' };
  }
  if (!decoded.ok) {
    record.diagnostics.push(decoded.diagnostic);
    return record;
  }
  let text = decoded.text;
  if (location.preprocess) {
    // Docusaurus runs it on the whole file before compiling it; its frontmatter is read from the result here
    try {
      text = location.preprocess(base.abs, text);
    } catch (thrown) {
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      const message = `The site's markdown.preprocessor failed on this file (${reason}), so the page is not built; Docusaurus stops on it too`;
      record.diagnostics.push(error('config', base.file, { line: 1, column: 1 }, message));
      return record;
    }
  }
  const fm = location.parseFrontMatter
    ? await parseSiteFrontmatter(base.file, base.abs, text, location.parseFrontMatter)
    : memo
      ? memo.parse(base.file, text)
      : parseFrontmatter(base.file, text);
  if (!fm.ok) {
    record.diagnostics.push(fm.diagnostic);
    return record;
  }
  record.locate = fm.value.locate;
  if (fm.value.lenient) record.diagnostics.push(fm.value.lenient);
  const schema =
    base.kind.type === 'post' ? postFrontmatterSchema : base.kind.type === 'page' ? pageFrontmatterSchema : docFrontmatterSchema;
  const checked = validateFrontmatter(schema, base.file, fm.value, { warnUnknown: !location.docusaurus });
  record.diagnostics.push(...checked.diagnostics);
  if (!checked.data) return record;
  record.frontmatter = checked.data as SourceRecord['frontmatter'];
  const data = checked.data as { toc_min_heading_level?: number; toc_max_heading_level?: number };
  const tocMinLevel = data.toc_min_heading_level ?? config.toc.minHeadingLevel;
  const tocMaxLevel = Math.max(tocMinLevel, data.toc_max_heading_level ?? config.toc.maxHeadingLevel);
  if (data.toc_max_heading_level !== undefined && data.toc_max_heading_level < tocMinLevel) {
    const message = `Invalid frontmatter toc_max_heading_level: ${data.toc_max_heading_level} is below the minimum level ${tocMinLevel}, expected toc_min_heading_level <= toc_max_heading_level`;
    record.diagnostics.push(error('frontmatter', base.file, fm.value.locate(['toc_max_heading_level']), message));
  }
  const input = {
    file: base.file,
    source: fm.value.body,
    lineOffset: fm.value.lineOffset,
    tocMinLevel,
    tocMaxLevel,
    ...(base.kind.type === 'post' ? { removeContentTitle: true } : {}),
    // a site's admonition keywords and remark/rehype plugins (a Docusaurus site's), for this page's plugin
    ...(site ? { site } : {}),
  };
  const format = pageFormat(base.file, fm.value.data, config);
  // the frontmatter as written (JSON-able: dates as ISO strings), for frontMatter.x in MDX and for a
  // site's own remark and rehype plugins (file.data.frontMatter, as Docusaurus' mdx-loader gives them)
  const frontMatter = () => JSON.parse(JSON.stringify(fm.value.data)) as Record<string, unknown>;
  if (
    (base.kind.type === 'doc' && (site?.keepFrontmatter || site?.ownThemeModules?.some((name) => name.startsWith('@theme/DocItem/')))) ||
    (base.kind.type === 'post' &&
      (location.postFrontmatter || site?.ownThemeModules?.some((name) => name.startsWith('@theme/BlogPostItem'))))
  )
    record.writtenFrontmatter = frontMatter();
  if (format === 'mdx') {
    const partials = readPartials(
      location.root,
      base.file,
      fm.value.body,
      location.siteDir,
      config,
      site?.partialAliases,
      location.preprocess,
    );
    record.dependencies = partials.files;
    record.output = await render({ ...input, format, frontMatter: frontMatter(), partials: partials.sources, siteDir: location.siteDir });
  } else {
    record.output = await render(site?.plugins ? { ...input, frontMatter: frontMatter() } : input);
  }
  record.diagnostics.push(...record.output.diagnostics);
  // a digest: the head is a slice of the file's text, and a key holding it would keep every page's whole
  // source alive for the build (~20 MB at 2,000 pages)
  record.planKey = contentHash(`${fm.value.head}\u0000${record.output.title ?? ''}`);
  return record;
}
