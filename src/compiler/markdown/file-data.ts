import type { MdxPageData } from './mdx/index.ts';
import type { TocFilter } from './mdx/components/toc-inline.ts';
import type { IslandSource } from './mdx/island.ts';
import type { MagicComment } from './magic-comments.ts';
import type { PrismThemes } from './prism-theme.ts';
import type { AssetEntry, HeadingEntry, SearchSection, SitePrismRef, UrlEntry } from './types.ts';

// what the transforms leave on `file.data` for render.ts to assemble into MarkdownOutput
declare module 'vfile' {
  interface DataMap {
    /** set by render.ts for a translated page: its locale's theme strings and code.json messages */
    themeMessages: Readonly<Record<string, string>>;
    /** set by render.ts for a Docusaurus site's page: its raw HTML is rendered (SiteMarkdownOptions.rawHtml) */
    rawHtml: boolean;
    /** set by render.ts for a Docusaurus site with `markdown.anchors.maintainCase`: heading slugs keep their case */
    maintainCase: boolean;
    /** set by render.ts: whether npm2yarn fences become tabs, and synced ones (SiteMarkdownOptions.npm2yarn) */
    npm2yarn: { sync: boolean; converters?: string[] } | false;
    /** set by render.ts: the language of a code block that names none (prism.defaultLanguage) */
    defaultCodeLanguage: string;
    /** set by render.ts: where the site's Prism languages are (SiteMarkdownOptions.prism) */
    prism: SitePrismRef;
    /** set by render.ts: the site's magic comments (prism.magicComments) */
    magicComments: MagicComment[];
    /** set by render.ts: the site's Prism themes, which colour its code (SiteMarkdownOptions.codeThemes) */
    codeThemes: PrismThemes;
    /** set by render.ts: ```mermaid fences are diagrams (SiteMarkdownOptions.mermaid) */
    mermaid: boolean;
    /** set by render.ts: code blocks carry the props of the site's swizzled CodeBlock (SiteMarkdownOptions.codeBlockProps) */
    codeBlockProps: boolean;
    /** set by render.ts: Markdown's own elements the site's MDXComponents draws (SiteMarkdownOptions.markdownElements) */
    markdownElements: string[];
    /** set by render.ts: the page's frontmatter, which a site's own remark and rehype plugins read (Docusaurus' mdx-loader sets it) */
    frontMatter: Record<string, unknown>;
    /** admonitions.ts: the page holds an admonition, whose content admonition-content.ts boxes */
    hasAdmonitions: boolean;
    /** raw-html.ts: the page holds raw HTML (comments too), which raw-html-tree.ts parses or drops */
    hasRawHtml: boolean;
    /** text of the leading h1, removed from the tree (or of a later one left in place: `titleInBody`) */
    title: string | null;
    /** the title is an h1 the body keeps where it is written (after a component, say) */
    titleInBody: boolean;
    /** the id the removed h1 had: its `{#id}` or its slug */
    titleId: string | null;
    /** the removed h1's id is the slug of its text: the page's other headings slug after it (heading-slugs.ts) */
    titleSlugged: boolean;
    /** set by render.ts for an MDX page: what its expressions and partials need */
    mdx: MdxPageData;
    /** source offset of the first top-level `<!-- truncate -->` (a `truncate` comment in MDX) */
    truncateOffset: number;
    /** heading-slugs.ts: the ids of the page's Markdown headings, the ones a TOC lists */
    tocIds: Set<string>;
    headings: HeadingEntry[];
    /** ids of other elements, and `<a name>`s: what a #fragment may also point at */
    anchors: string[];
    /** MDX: the filters of `<TOCInline toc={toc.filter(...)} />`, by the placeholder's `data-toc-filter` */
    tocFilters: TocFilter[];
    links: UrlEntry[];
    assets: AssetEntry[];
    sections: SearchSection[];
    words: number;
    /** MDX: the page's import/export blocks as written, which its islands are compiled with */
    islandEsm: string[];
    /** MDX: where those blocks stand in the page's text (start and end offsets), to leave out of its islands */
    islandEsmSpans: [number, number][];
    /** MDX: the pieces of the page that are code, for the site bundle */
    islands: IslandSource[];
    /** MDX: the literal `id`s of an island's elements (`<Reference id="bodylimit">`), anchors its components likely render */
    islandAnchors: string[];
  }
}
