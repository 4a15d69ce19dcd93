import { renderMarkdown, type MarkdownInput, type MarkdownOutput } from '../../../src/compiler/markdown/index.ts';

/** Renders a page body with the site's defaults (TOC h2-h3, no frontmatter). */
export function renderPage(source: string, options: Partial<MarkdownInput> = {}): Promise<MarkdownOutput> {
  return renderMarkdown({
    file: 'content/docs/page.md',
    source,
    lineOffset: 0,
    tocMinLevel: 2,
    tocMaxLevel: 3,
    ...options,
  });
}
