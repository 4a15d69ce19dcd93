// The Markdown compiler: one call per page returns HTML, title, headings, TOC, links, assets,
// search sections, summary, word count and diagnostics.
export { renderMarkdown } from './render.ts';
export { rewriteUrls } from './rewrite-urls.ts';
export type { AssetEntry, HeadingEntry, MarkdownInput, MarkdownOutput, SearchSection, UrlEntry } from './types.ts';
