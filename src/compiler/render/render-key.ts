import type { MarkdownOutput } from '../markdown/types.ts';

// each output a renderer handed out -> its cache key: what its HTML is made from, digested
const renderKeys = new WeakMap<MarkdownOutput, string>();

/** Notes the cache key an output was rendered or found under (render/index.ts). */
export function noteRenderKey(output: MarkdownOutput, key: string): void {
  renderKeys.set(output, key);
}

/**
 * The cache key an output of a renderer was rendered or found under: two outputs with one key have the
 * same HTML, so a file made from one need not be made again for the other (emit/page-file-index.ts);
 * undefined for an output no renderer of this process handed out.
 */
export const renderKeyOf = (output: MarkdownOutput): string | undefined => renderKeys.get(output);
