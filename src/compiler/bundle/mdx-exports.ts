import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { walk } from '../markdown/walk.ts';

// What Docusaurus' mdx-loader exports from every MDX module besides its component, which site code that
// imports an .mdx file reads (`import * as step from './step.mdx'; step.frontMatter.title`: Web3Auth's
// integration builder): its frontmatter, its leading h1's text, and its h2-h3 table of contents.

export interface MdxExports {
  frontMatter: Record<string, unknown>;
  contentTitle: string | undefined;
  toc: { value: string; id: string; level: number }[];
  /** a doc's or post's metadata, as its content plugin gives the loader (`require('./x.md').metadata.title`) */
  metadata?: Record<string, unknown>;
}

/** A remark plugin filling `into` with the file's contentTitle and toc, ids as the page's headings get them. */
export function collectMdxExports(into: MdxExports) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    walk(tree, (node) => {
      if (node.type !== 'heading') return;
      const heading = node as Heading;
      const text = textOf(heading);
      const own = heading.data?.hProperties?.id;
      const id = typeof own === 'string' ? own : slugger.slug(text);
      if (heading.depth === 1 && into.contentTitle === undefined && into.toc.length === 0) into.contentTitle = text;
      else if (heading.depth === 2 || heading.depth === 3) into.toc.push({ value: text, id, level: heading.depth });
    });
  };
}

/** The export lines of `exports` the module's own source does not declare (an `export const toc` of its own wins). */
export function mdxExportLines(exports: MdxExports, source: string): string {
  return Object.entries(exports)
    .filter(([name]) => !new RegExp(`export\\s+(?:const|let|var|function)\\s+${name}\\b`).test(source))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value) ?? 'undefined'};`)
    .join('\n');
}
