import type { SitePluginsRef } from './site-plugins-ref.ts';
import type { SitePrismRef } from './site-prism-ref.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { TocPart } from '../../contracts/manifest.ts';
import type { PartialSource } from './mdx/context.ts';
import type { IslandSource } from './mdx/island.ts';
import type { MagicComment } from './magic-comments.ts';
import type { PrismThemes } from './prism-theme.ts';

export type { IslandSource, PartialSource };

// The public shapes of the Markdown compiler; other stages code against exactly these.

export interface MarkdownInput {
  /** path relative to the project root, used in diagnostics, e.g. `content/docs/intro.md` */
  file: string;
  /** the body after frontmatter */
  source: string;
  /** lines the frontmatter took, so positions are reported in file coordinates */
  lineOffset: number;
  /** 2 by default */
  tocMinLevel: number;
  /** 3 by default */
  tocMaxLevel: number;
  /** `mdx` parses the body as MDX (read/format.ts decides); `md`, the default, as CommonMark */
  format?: 'md' | 'mdx';
  /** the frontmatter as written: MDX's `frontMatter.x` in expressions, and a site's plugins' file.data.frontMatter */
  frontMatter?: Record<string, unknown>;
  /** MDX: the Markdown files the page imports (and theirs), by path relative to the project root */
  partials?: Record<string, PartialSource>;
  /** MDX: the site folder relative to the project root, which `@site/` names */
  siteDir?: string;
  /** what the site sets for its pages' rendering; absent for docgate's own layout */
  site?: SiteMarkdownOptions;
  /**
   * watch mode: the page will be rendered again after its next save, so its parsed sections are kept
   * and the next render parses only those that changed (parse-sections.ts); the output is the same
   */
  keepSections?: boolean;
  /** a blog post: its excerpt is made without its content title, as Docusaurus' blog parses its posts */
  removeContentTitle?: boolean;
}

/** A site's rendering options, as JSON: they travel to the render threads and into the render cache key. */
export interface SiteMarkdownOptions {
  /** a translated page's `code.json` messages (id -> message), for `<Translate id>` and `translate({id})` */
  messages?: Record<string, string>;
  /** the `:::name` keywords that make admonitions (Docusaurus' `admonitions` plugin option); none: the defaults */
  admonitions?: { keywords: string[] };
  /** a Docusaurus config's remark and rehype plugins for one content plugin, loaded by the thread that renders */
  plugins?: SitePluginsRef;
  /** MDX pages read `<!-- -->` as comments (Docusaurus' markdown.mdx1Compat.comments) */
  mdx1Comments?: boolean;
  /**
   * `@site/src/theme/MDXComponents` when the site swizzled it: a component a page uses without importing
   * it (`<Card>`) is looked up there, as Docusaurus' MDXProvider does
   */
  mdxComponents?: string;
  /** names MDXComponents maps to theme components the pipeline renders (`Tabs` -> Tabs): used without an import */
  mdxThemeComponents?: Record<string, string>;
  /**
   * Markdown's own elements (`a`, `img`) the site's MDXComponents or its swizzled parts draw: the page's carry
   * `data-docgate-md`, by which the viewer draws them with the site's components
   */
  markdownElements?: string[];
  /**
   * theme modules the site swizzled that the pipeline would otherwise render itself (`@theme/DocCardList`):
   * a page's import of one is the site's code, run from the site bundle, as Docusaurus uses the site's
   */
  ownThemeModules?: string[];
  /** a doc's frontmatter as written is kept (SourceRecord.writtenFrontmatter): its docs plugin's sidebarItemsGenerator reads it */
  keepFrontmatter?: boolean;
  /**
   * a Docusaurus site: raw HTML in a CommonMark (`md`) page is rendered, through the sanitizer, as Docusaurus
   * renders it (`<br>`, `<details>`, `<img>`); a docgate site's is not, with a warning
   */
  rawHtml?: boolean;
  /** heading ids made from their text keep its case (Docusaurus' markdown.anchors.maintainCase) */
  maintainCase?: boolean;
  /**
   * ```` ```bash npm2yarn ```` fences: Docusaurus makes them tabs only where a content plugin lists
   * @docusaurus/remark-plugin-npm2yarn (false: they stay code), synced across the page with its `sync`, a tab
   * for each of its `converters` (by name; a custom one's function the render thread takes from the config);
   * unset (docgate's layout): tabs, synced
   */
  npm2yarn?: { sync: boolean; converters?: string[] } | false;
  /** the language of a code block that names none (Docusaurus' themeConfig.prism.defaultLanguage); none: plain text */
  defaultCodeLanguage?: string;
  /**
   * a Docusaurus site's Prism languages (its additionalLanguages, its swizzled prism-include-languages),
   * loaded by the thread that renders: a fence in a language shiki lacks is highlighted with their grammar
   */
  prism?: SitePrismRef;
  /** the magic comments that mark code lines (Docusaurus' themeConfig.prism.magicComments); none: highlight-next-line and highlight-start/end */
  magicComments?: MagicComment[];
  /** the code's colours in light and dark mode (Docusaurus' themeConfig.prism.theme and darkTheme); none: docgate's github-light and github-dark */
  codeThemes?: PrismThemes;
  /**
   * ```mermaid fences are diagrams (Docusaurus' markdown.mermaid, with @docusaurus/theme-mermaid): the page
   * holds their source, which the viewer draws; unset, they stay code
   */
  mermaid?: boolean;
  /**
   * the site swizzled CodeBlock (a wrapper of the theme's, or its own): each code block's HTML carries the
   * props Docusaurus' MDX hands it (its `language-x` class, metastring, code), which the viewer draws it with
   */
  codeBlockProps?: boolean;
  /** a Docusaurus site's plugins docgate does not run that may add files (generated docs a page imports) */
  makersNotRun?: string[];
  /** the site code's import aliases (name -> folder relative to the project root), which a partial's import may use */
  partialAliases?: Record<string, string>;
}

export type { SitePluginsRef } from './site-plugins-ref.ts';
export type { SitePrismRef } from './site-prism-ref.ts';

export interface HeadingEntry {
  id: string;
  text: string;
  level: number;
  /** the text cut where the heading's inline code starts and ends, when it holds any: Docusaurus' TOC shows it as code */
  parts?: TocPart[];
}

export interface UrlEntry {
  /** the attribute value as the HTML holds it (decoded); `rewriteUrls` keys use the same form */
  url: string;
  line: number;
  column: number;
  /** written as JSX in MDX (`<a href>`, `<img src>`), which Docusaurus' link and image checks do not see */
  jsx?: boolean;
  /** a partial's bare `.md` link as written, rebased from the partial's folder into `url`: also tried from the content roots */
  bare?: string;
}

export interface AssetEntry extends UrlEntry {
  kind: 'image' | 'file';
  /** written as JSX in MDX (`<img src=...>`, `<video>`), which Docusaurus leaves unchecked */
  jsx?: boolean;
}

export interface SearchSection {
  /** '' for the text before the first h2 */
  anchor: string;
  /** heading path inside the page, e.g. `Posting > Errors`; '' for the intro */
  heading: string;
  text: string;
}

export interface MarkdownOutput {
  /** sanitized; a leading h1 is removed from it and returned as `title` */
  html: string;
  /** text of the first h1 if the document starts with one, or of Docusaurus' content title further on */
  title: string | null;
  /** that title is an h1 the html keeps in its place (it does not start the page): the page shows no other */
  titleInBody?: boolean;
  /** that h1's id (its `{#id}`, else its slug), as Docusaurus gives it: `#ecosystem` links to the title */
  titleId: string | null;
  /** every h2-h6, for anchor checks */
  headings: HeadingEntry[];
  /** the ids of other elements and `<a name>`s of the page, which links may point at too */
  anchors: string[];
  /** headings within tocMin..tocMax */
  toc: HeadingEntry[];
  /** every link href in the output (local file links also appear in `assets`) */
  links: UrlEntry[];
  /** images, and links to non-.md local files */
  assets: AssetEntry[];
  /** search sections: the intro (left out when it has no text), then one per h2/h3 */
  sections: SearchSection[];
  /** sanitized HTML of the content before a `<!-- truncate -->` line, else null */
  summaryHtml: string | null;
  /**
   * the description a page without a frontmatter one gets: the first source line with text, its Markdown
   * stripped, as Docusaurus' createExcerpt makes it (excerpt.ts); absent when no line has text
   */
  excerpt?: string;
  /** the page draws its sidebar category's cards (a `<DocCardList />`): its data carries their docs' descriptions */
  categoryCards?: true;
  /** word count of the plain text, for reading time */
  words: number;
  /** MDX: the pieces that are code, which the site bundle renders in their placeholders */
  islands: IslandSource[];
  diagnostics: Diagnostic[];
}
