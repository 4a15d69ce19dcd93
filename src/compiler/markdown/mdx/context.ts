import type { Nodes, Root } from 'mdast';
import type { Node, Position } from 'unist';
import type { VFile } from 'vfile';
import type { Bindings } from './esm.ts';

/** A file a page imports, as the compiler read it: a Markdown partial (frontmatter removed), or any file as text (`raw-loader!`). */
export type PartialSource = MarkdownPartial | { source: string; lineOffset: 0; format: 'raw' };

/** A Markdown file a page imports and inlines. */
export interface MarkdownPartial {
  source: string;
  /** lines the partial's frontmatter took */
  lineOffset: number;
  format: 'md' | 'mdx';
}

/** What the MDX passes share while reducing one page, or one partial inlined into it. */
export interface MdxContext {
  /** the page's file: every message goes here */
  file: VFile;
  /** the file this tree came from, relative to the project root: the page, or a partial */
  from: string;
  /** positions in this tree are this many lines off the file's (the partial's frontmatter) */
  lineOffset: number;
  bindings: Bindings;
  /** partials the compiler read for this page, by path relative to the project root */
  partials: Readonly<Record<string, PartialSource>>;
  /** the site folder relative to the project root, which `@site/` names */
  siteDir: string;
  /** the page's locale's code.json messages (id -> message); empty in the default locale */
  messages: Readonly<Record<string, string>>;
  /** the site's swizzled MDXComponents module, which components a page does not import come from */
  mdxComponents?: string | undefined;
  /** names the site's MDXComponents maps to theme components (`Tabs` -> Tabs) */
  mdxThemeComponents: Readonly<Record<string, string>>;
  /** theme modules the site swizzled whose imports are its code, not a component the pipeline renders */
  ownThemeModules: ReadonlySet<string>;
  /** the site's plugins docgate does not run that may make files (SiteMarkdownOptions.makersNotRun) */
  makersNotRun: readonly string[];
  /** the site code's import aliases, to folders relative to the project root: a partial may be under one */
  aliases: Record<string, string>;
  /** parses a partial's body into mdast, in its format */
  parse: (source: string, format: 'md' | 'mdx') => Root;
  /** the partials being inlined, outermost first: a cycle stops here */
  stack: string[];
  /** `kind name` keys already warned about on this page: one warning per site component */
  warned: Set<string>;
  /** reduces the MDX of a tree (a partial's) with another context */
  reduce: (tree: Root, context: MdxContext) => void;
  /**
   * inside a partial: the text its tree was parsed from (its nodes' offsets are into it), its own import
   * and export blocks and the props its element passed, which its islands are compiled with
   */
  partial?: { source: string; esm: string[]; esmSpans: [number, number][]; props: Record<string, unknown> };
}

/** Leaves a warning (or error) on the page at `place`, naming the partial when the tree came from one. */
export function report(
  context: MdxContext,
  reason: string,
  place: Node | Position | undefined,
  ruleId: string,
  severity: 'warning' | 'error' = 'warning',
): void {
  const position = place && 'type' in place ? place.position : place;
  const message = context.file.message(reason, { place: position, ruleId, source: 'mdx' });
  if (severity === 'error') message.fatal = true;
  if (context.from !== context.file.path) {
    // render.ts reads a message's own file and takes its line as final
    message.file = context.from;
    if (message.line) message.line += context.lineOffset;
  }
}

/** Reports once per page for `key`; true when this was the first time. */
export function reportOnce(context: MdxContext, key: string, reason: string, place: Node | undefined, ruleId: string): void {
  if (context.warned.has(key)) return;
  context.warned.add(key);
  report(context, reason, place, ruleId);
}

/** A short excerpt of author source for a message. */
export const excerpt = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
};

/** An mdast node the hast step turns into `<tagName ...properties>` around its children. */
export function element(tagName: string, properties: Record<string, unknown>, children: Nodes[], position?: Position): Nodes {
  return {
    type: 'mdxElement',
    data: { hName: tagName, hProperties: properties as never },
    children,
    ...(position ? { position } : {}),
  } as unknown as Nodes;
}
