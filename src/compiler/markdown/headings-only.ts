import type { Element, Root, RootContent } from 'hast';
import type { Plugin, Processor } from 'unified';
import type { VFile } from 'vfile';
import { SKIP, walk } from './walk.ts';

type HeadingPlugin<O> = (this: Processor, options: O) => (tree: Root, file: VFile) => void;

const isHeading = (node: RootContent): node is Element => node.type === 'element' && /^h[1-6]$/.test(node.tagName);

/**
 * Runs a rehype plugin that reads and changes headings only (rehype-slug, rehype-autolink-headings with
 * `append`) on a root that holds just the page's headings, in document order: the same heading objects
 * get the same ids and links. Each of those plugins walks the whole tree with unist-util-visit, which
 * makes an ancestors array at every node; two such walks were ~3.5% of a page's render time and ~5%
 * of its garbage (bench corpus). Not for a plugin that moves nodes or looks at their parents.
 */
export function headingsOnly<O>(plugin: HeadingPlugin<O>, options: O): Plugin<[], Root> {
  return function (this: Processor) {
    const transform = plugin.call(this, options);
    return (tree: Root, file: VFile) => {
      const headings: Element[] = [];
      walk<RootContent>(tree, (node) => {
        if (!isHeading(node)) return;
        headings.push(node);
        return SKIP;
      });
      transform({ type: 'root', children: headings }, file);
    };
  };
}
