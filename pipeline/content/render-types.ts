import type { MarkdownInput, MarkdownOutput } from '../markdown/types.ts';

export type { MarkdownInput, MarkdownOutput };

/** The render function the compiler calls: pipeline/markdown's renderMarkdown or the runtime's pooled one. */
export type RenderFn = (input: MarkdownInput) => Promise<MarkdownOutput>;
