import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { treeMayHoldLiteralAutolink } from './lean-syntax.ts';

type Transform = (tree: Root) => Root | undefined;
interface FromMarkdownExtension {
  transforms?: Transform[];
}
type Extensions = (FromMarkdownExtension | Extensions)[];

// the name remark-gfm's pass has in mdast-util-gfm-autolink-literal; the guard test fails if it changes
export const AUTOLINK_TRANSFORM = 'transformGfmAutolinkLiterals';

/**
 * Runs remark-gfm's literal-autolink pass (`www.example.com`, `https://...`, `me@example.com` in text)
 * only on trees where one of its patterns can match. The pass walks the whole tree once per pattern,
 * four times, with unist-util-visit-parents, which copies the ancestors array at every node: ~11% of
 * what a page of the bench corpus allocates, on pages that have no bare URL or email at all. One plain
 * walk with one regex tells; a tree that may hold one still gets the pass exactly as before. Use after
 * remark-gfm.
 */
export default function remarkAutolinkGuard(this: Processor): void {
  const extensions = (this.data('fromMarkdownExtensions') ?? []) as Extensions;
  const guard = (list: Extensions): void => {
    for (const entry of list) {
      if (Array.isArray(entry)) {
        guard(entry);
        continue;
      }
      entry.transforms = entry.transforms?.map((transform) => (transform.name === AUTOLINK_TRANSFORM ? guarded(transform) : transform));
    }
  };
  guard(extensions);
}

function guarded(transform: Transform): Transform {
  const run: Transform = (tree) => (treeMayHoldLiteralAutolink(tree) ? transform(tree) : undefined);
  Object.defineProperty(run, 'name', { value: `guarded ${AUTOLINK_TRANSFORM}` });
  return run;
}
