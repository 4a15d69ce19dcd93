import type { MarkdownInput, MarkdownOutput } from '../markdown/types.ts';

export type { MarkdownInput, MarkdownOutput };

/** Renders one markdown file; the same signature as src/compiler/markdown's renderMarkdown. */
/**
 * The fields of an output its cache entry keeps apart (cache.ts entryText): its bulk, which a build that
 * keeps the page's file and search part never reads
 */
export const OUTPUT_APART = ['html', 'sections'] as const;

export type RenderFn = (input: MarkdownInput) => Promise<MarkdownOutput>;

/** Where the render function lives, so workers can load it (tests point this at a fake). */
export interface RenderModule {
  /** a file URL or absolute path of an ES module */
  path: string;
  exportName: string;
}
