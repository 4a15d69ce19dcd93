import type { Nodes, Root } from 'mdast';
import type { Node, Position } from 'unist';
import { posix } from 'node:path';
import { VFileMessage } from 'vfile-message';
import { BARE_LINK } from '../collect-urls.ts';
import { fileMakers, unrunPluginsNote } from '../../diagnostics/unrun-plugins.ts';
import { report, type MdxContext } from './context.ts';
import type { Component } from './esm.ts';
import { newBindings } from './bindings.ts';
import { preprocessMdx } from './preprocess.ts';
import { legacyAdmonitionTitles } from '../admonitions.ts';
import { readProps, type JsxElement } from './props.ts';
import { packageOf, resolvePartial } from './resolve.ts';

// Docusaurus' Markdown partials: `import Intro from './_intro.md'`, then `<Intro name="x" />` shows the
// partial there, with `props.name` in its expressions. Inlined at build time; their headings join the
// page's TOC, as in Docusaurus. Their nodes take the position of the element that uses them, so later
// messages (a broken link) point at that line of the page.

const MAX_DEPTH = 10;

/** The partial's content, reduced with its own imports and the element's props, in place of the element. */
export function inlinePartial(node: JsxElement, component: Extract<Component, { kind: 'partial' }>, context: MdxContext): Nodes[] {
  const file = resolvePartial(context.from, component.specifier, context.siteDir, context.aliases);
  const read = file === null ? undefined : context.partials[file];
  // a file the page also imports as text is no Markdown to inline
  const partial = read?.format === 'raw' ? undefined : read;
  const pkg = packageOf(component.specifier);
  if (pkg && partial === undefined) {
    // as a site component from a package that is not installed: what the page says without it stays
    report(
      context,
      `Cannot inline <${node.name}>: '${pkg}' is not installed (expected it in the site's node_modules), so it shows nothing; run npm install in the site folder`,
      component.position ?? node,
      'mdx-partial',
    );
    return [];
  }
  if (file === null || partial === undefined) {
    const expected = file === null ? "a path starting with './', '../', '/' or '@site/'" : `the file ${file}`;
    // docs a site's plugin generates (typedoc's) are not there when docgate does not run it: it shows nothing
    const unrun = context.makersNotRun.length > 0;
    const makers = fileMakers(context.makersNotRun);
    const maker = makers.length > 0 ? unrunPluginsNote(makers, 'it') : '';
    report(
      context,
      `Cannot inline <${node.name}>: '${component.specifier}' was not found, expected ${expected}${maker}`,
      component.position ?? node,
      'mdx-partial',
      unrun ? 'warning' : 'error',
    );
    return [];
  }
  if (context.stack.includes(file) || context.stack.length >= MAX_DEPTH) {
    report(
      context,
      `Cannot inline <${node.name}>: ${file} includes itself, expected partials that do not import each other in a loop`,
      node,
      'mdx-partial',
      'error',
    );
    return [];
  }
  let tree: Root;
  // the text rewrites a page gets (render.ts), as Docusaurus compiles each file alike
  const titled = legacyAdmonitionTitles(partial.source);
  const source = preprocessMdx(titled, partial.format);
  try {
    tree = context.parse(source, partial.format);
  } catch (error) {
    const position = error instanceof VFileMessage ? placeOf(error) : undefined;
    report(
      { ...context, from: file, lineOffset: partial.lineOffset },
      `MDX syntax error: ${describe(error, partial.lineOffset)}`,
      position,
      'mdx-syntax',
      'error',
    );
    return [];
  }
  const props = readProps(node, context);
  context.reduce(tree, {
    ...context,
    from: file,
    lineOffset: partial.lineOffset,
    bindings: newBindings({ frontMatter: {}, props }),
    stack: [...context.stack, file],
    partial: { source, esm: [], esmSpans: [], props },
  });
  for (const child of tree.children) rebaseFileUrls(child, file, context.from);
  for (const child of tree.children) placeAt(child, node.position);
  return tree.children as Nodes[];
}

// a file path link (`./x.md`, `../y.mdx#part`) or an image: Docusaurus compiles a partial as its own module,
// so these resolve from the partial's folder; a URL path (`./x`, `/docs/x`) renders as written
const FILE_LINK = /\.mdx?(?:[?#].*)?$/i;
const isRelative = (url: string): boolean => url !== '' && !/^(?:[a-z][\w+.-]*:|\/|#|@site\/)/i.test(url);

/** Rewrites a partial's relative file paths (links to .md/.mdx files, images) from its folder to its importer's. */
function rebaseFileUrls(node: Node, partial: string, importer: string): void {
  if ((node.type === 'image' || node.type === 'link' || node.type === 'definition') && 'url' in node && typeof node.url === 'string') {
    const { url } = node;
    if (isRelative(url) && (node.type === 'image' || FILE_LINK.test(url))) {
      const moved = posix.relative(posix.dirname(importer), posix.join(posix.dirname(partial), url));
      node.url = moved.startsWith('.') ? moved : `./${moved}`;
      // a bare `guide/x.md` that is not beside the partial is tried from the content roots, as Docusaurus
      // does (chaos-mesh's partials link docs by their path in the docs folder): the link checker gets it
      if (node.type === 'link' && !url.startsWith('./') && !url.startsWith('../')) {
        const data: { hProperties?: Record<string, unknown> } = node.data ?? {};
        node.data = { ...data, hProperties: { ...data.hProperties, [BARE_LINK]: url } };
      }
    }
  }
  if ('children' in node && Array.isArray(node.children))
    for (const child of node.children as Node[]) rebaseFileUrls(child, partial, importer);
}

function placeAt(node: Node, position: Position | undefined): void {
  if (position) node.position = position;
  else delete node.position;
  if ('children' in node && Array.isArray(node.children)) for (const child of node.children as Node[]) placeAt(child, position);
}

/** Where a syntax error is: its place, or for an unclosed tag the range its reason names. */
export function placeOf(error: VFileMessage): Position | undefined {
  const place = error.place;
  if (place && 'start' in place) return place;
  if (place && 'line' in place) return { start: place, end: place };
  const range = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(error.reason);
  if (!range) return undefined;
  const [line, column, endLine, endColumn] = range.slice(1).map(Number) as [number, number, number, number];
  return { start: { line, column }, end: { line: endLine, column: endColumn } };
}

/**
 * micromark's reason, with acorn's own words when it has them and its `(line:column-line:column)` ranges
 * moved `lineOffset` lines on, into file coordinates; ends with what was expected.
 */
export function describe(error: unknown, lineOffset = 0): string {
  if (!(error instanceof VFileMessage)) return error instanceof Error ? error.message : String(error);
  const cause = error.cause instanceof Error ? error.cause.message.replace(/\s*\(\d+:\d+\)$/, '') : '';
  const reason = (cause && !error.reason.includes(cause) ? `${error.reason}: ${cause}` : error.reason).replace(
    /\((\d+):(\d+)-(\d+):(\d+)\)/g,
    (_, l1: string, c1: string, l2: string, c2: string) => `(${Number(l1) + lineOffset}:${c1}-${Number(l2) + lineOffset}:${c2})`,
  );
  return /\bexpected\b/i.test(reason) ? reason : `${reason}, expected valid MDX (JSX, {expressions}, import/export)`;
}
