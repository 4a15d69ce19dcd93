import type { Nodes } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { contentHash } from '../../read/hash.ts';
import { ISLAND_GROUP_LENGTH } from '../../../contracts/site-bundle.ts';
import type { SitePluginsRef } from '../site-plugins-ref.ts';
import { element, type MdxContext } from './context.ts';
import type { JsxElement } from './props.ts';
import { componentOf } from './esm.ts';

// A piece of MDX that is code (a site component, an element with handlers, a <button>, <BrowserOnly>)
// becomes an island: a placeholder in the page's HTML holding its static fallback, and the piece's own
// MDX source, which the site bundle compiles with the page's imports and exports in scope
// (site/bundle.ts) and the viewer mounts in the placeholder after sign-in.

/** One island of a page: what the site bundle compiles to render it. */
export interface IslandSource {
  /** the placeholder's `data-docgate-island` value: a hash of `file` (its group, contracts/site-bundle.ts), then of `file` and `mdx` */
  id: string;
  /** the page's file, or the partial's it is written in, relative to the project root: its relative imports resolve from it */
  file: string;
  /** the page's import/export blocks and its frontMatter: what the piece has in scope */
  head: string;
  /** the piece as written (MDX) */
  piece: string;
  /**
   * the piece holds only JSX, text and expressions, which read the same as JSX: the bundle compiles it
   * with esbuild (~0.1 ms) rather than @mdx-js/mdx (~9 ms a piece, seconds for a site of many)
   */
  jsx: boolean;
  /** written inside a line of text (`X <Until v='x'>…`): MDX reads it in a paragraph, as in the page */
  inline?: boolean;
  /** the page's remark and rehype plugins (a Docusaurus config's): Markdown in the piece is read with them */
  plugins?: SitePluginsRef;
  /**
   * the piece's Markdown image and link URLs as written -> as the page's HTML has them (the link check's:
   * a relative image's gated asset, a `.md` link's route); given when the site bundle is built (emit.ts)
   */
  urls?: Record<string, string>;
  /** where the piece starts in `file` (1-based): a failure to build it is reported there */
  line?: number;
  column?: number;
}

// what a piece may hold to be read as plain JSX: no Markdown construct (a paragraph is a <p> in MDX, text
// in JSX), and no backslash escape in its source, which JSX would show
const JSX_ONLY = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'text']);

const DECLARES_FRONT_MATTER = /\b(?:const|let|var|function)\s+frontMatter\b/;

/**
 * The placeholder standing for `node` with `fallback` inside, recording the island on the page; null
 * when the node has no source offsets. A partial's island is compiled with the partial's own imports
 * and the props its element passed, and resolves its imports from the partial's folder.
 */
export function island(
  node: JsxElement | MdxFlowExpression | MdxTextExpression,
  context: MdxContext,
  fallback: () => Nodes[],
): Nodes[] | null {
  const { partial } = context;
  const inPage = context.from === context.file.path;
  if (!inPage && !partial) return null;
  const piece = writtenPiece(node, inPage ? String(context.file.value) : partial!.source, context) ?? generatedPiece(node);
  if (piece === null) return null;
  const esm = inPage ? (context.file.data.islandEsm ?? []) : partial!.esm;
  const frontMatter = inPage ? (context.file.data.mdx?.frontMatter ?? {}) : {};
  const declared = esm.some((block) => DECLARES_FRONT_MATTER.test(block));
  const head = [
    ...esm,
    ...(declared ? [] : [`export const frontMatter = ${frontMatterText(frontMatter)};`]),
    // a partial's `props.x`: what its element passed, as far as it is data
    ...(inPage ? [] : [propsLine(dataText(partial!.props))]),
    ...siteComponents(node, context),
  ].join('\n\n');
  // its file's group first: the viewer loads the chunk of a page's islands knowing only their ids
  const id = `${contentHash(context.from).slice(0, ISLAND_GROUP_LENGTH)}${contentHash(`${context.from}\n${head}\n${piece}`).slice(ISLAND_GROUP_LENGTH)}`;
  context.file.data.islands ??= [];
  const islands = context.file.data.islands;
  const phrasing = node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
  if (!islands.some((known) => known.id === id))
    islands.push({
      id,
      file: context.from,
      head,
      piece,
      jsx: !piece.includes('\\') && plainJsx(node),
      ...(phrasing ? { inline: true } : {}),
      // a page's lines are its body's here (render.ts shifts them past the frontmatter), a partial's its file's
      ...(node.position ? { line: node.position.start.line + context.lineOffset, column: node.position.start.column } : {}),
    });
  // a component given `id="x"` most likely renders it (a reference entry, an API method): Docusaurus
  // learns of it when it renders the page (useBrokenLinks().collectAnchor), docgate from the prop
  context.file.data.islandAnchors ??= [];
  context.file.data.islandAnchors.push(...literalIds(node));
  const data = node.data as { unraveled?: boolean; tableSection?: 'body' | 'row' } | undefined;
  const inline = phrasing && data?.unraveled !== true;
  // in a table, an element the HTML parser keeps in place (a <div> there it moves before the table, and the
  // piece's rows with it): a <tbody> among the table's, a <td> in a row; `display: contents` lays out
  // what the piece renders in it as the table's own
  const tag = data?.tableSection === 'body' ? 'tbody' : data?.tableSection === 'row' ? 'td' : inline ? 'span' : 'div';
  return [element(tag, { dataDocgateIsland: id }, fallback(), node.position)];
}

/** The piece as written in `source`; null for a node without source offsets. */
function writtenPiece(node: JsxElement | MdxFlowExpression | MdxTextExpression, source: string, context: MdxContext): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  const inPage = context.from === context.file.path;
  // an import written among a component's children is in the head with the others: not again in the piece
  const spans = (inPage ? (context.file.data.islandEsmSpans ?? []) : context.partial!.esmSpans).filter(
    ([from, to]) => from >= start && to <= end,
  );
  return dedent(spans.length > 0 ? withoutSpans(source, spans) : source, start, end);
}

type GeneratedNode = { type: string; name?: string | null; value?: string; attributes?: unknown[]; children?: unknown[] };

/**
 * A node a remark plugin made, written out as JSX: stacklok's plugin puts `<CRDFields kind path />` in
 * place of its `<CRDReference>`, for the swizzled MDXComponents to draw, with no source of its own. Null
 * when it holds Markdown (a paragraph, a heading), which JSX cannot say.
 */
function generatedPiece(node: GeneratedNode): string | null {
  if (!plainJsx(node)) return null;
  if (node.type === 'text') return `{${JSON.stringify(node.value ?? '')}}`;
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return `{${node.value ?? ''}}`;
  const name = node.name ?? '';
  const attributes = (node.attributes ?? []).map((attribute) => {
    const { type, name: key, value } = attribute as { type: string; name?: string; value?: unknown };
    if (type === 'mdxJsxExpressionAttribute') return ` {${String(value)}}`;
    if (value === null || value === undefined) return ` ${key}`;
    if (typeof value === 'string') return ` ${key}={${JSON.stringify(value)}}`;
    return ` ${key}={${String((value as { value?: unknown }).value)}}`;
  });
  const children = (node.children ?? []).map((child) => generatedPiece(child as GeneratedNode));
  if (children.includes(null)) return null;
  const open = `<${name}${attributes.join('')}`;
  return children.length === 0 && name !== '' ? `${open} />` : `${open}>${children.join('')}</${name}>`;
}

/** The literal `id` attributes of an element and the JSX elements inside it. */
function literalIds(node: { type: string; children?: unknown[]; attributes?: unknown }): string[] {
  const ids: string[] = [];
  // a JSX element's attributes are a list; a directive's (`:::note{title="x"}`) an object, no JSX prop
  const attributes = node.type.startsWith('mdxJsx') && Array.isArray(node.attributes) ? node.attributes : [];
  for (const attribute of attributes) {
    const { type, name, value } = attribute as { type: string; name?: string; value?: unknown };
    if (type === 'mdxJsxAttribute' && name === 'id' && typeof value === 'string' && value !== '') ids.push(value);
  }
  for (const child of node.children ?? []) ids.push(...literalIds(child as typeof node));
  return ids;
}

// a YAML timestamp (`date: 2025-12-01`), which Docusaurus' js-yaml reads as a Date
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * The page's frontmatter as a JS literal, its dates as Date objects as Docusaurus gives them to the page's
 * code (bitwarden's ADR table calls `frontMatter.date.toISOString()`)
 */
function frontMatterText(frontMatter: Record<string, unknown>): string {
  const text = (value: unknown): string => {
    if (value instanceof Date) return `new Date(${JSON.stringify(value.toISOString())})`;
    if (typeof value === 'string' && TIMESTAMP.test(value)) return `new Date(${JSON.stringify(value)})`;
    // JSON's own form otherwise, so a page without dates keeps its pieces' ids (hashes of this text)
    if (Array.isArray(value)) return `[${value.map(text).join(',')}]`;
    if (value !== null && typeof value === 'object')
      return `{${Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => `${JSON.stringify(key)}:${text(inner)}`)
        .join(',')}}`;
    return JSON.stringify(value) ?? 'undefined';
  };
  return text(frontMatter);
}

/** Props as a JS literal: what JSON can say of them (a function or a cycle is no data the bundle can hold). */
/** A partial island's `props`, a line of its head: an MDX piece's bundle module takes it out (plugin.ts). */
const propsLine = (literal: string): string => `const props = ${literal};`;
export const PROPS_LINE = /^const props = (.*);$/m;

function dataText(props: Record<string, unknown>): string {
  try {
    return JSON.stringify(props) ?? '{}';
  } catch {
    return '{}';
  }
}

/** True when every node under `node` is JSX, an expression or text. */
function plainJsx(node: { type: string; children?: unknown[] }): boolean {
  return JSX_ONLY.has(node.type) && (node.children ?? []).every((child) => plainJsx(child as typeof node));
}

/** `text` with each span's characters but its line ends made spaces: its offsets and lines stay, the span reads as blank lines. */
function withoutSpans(text: string, spans: [number, number][]): string {
  let out = text;
  for (const [start, end] of spans) out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  return out;
}

/**
 * The source from `start` to `end`, its later lines without the indent (or `> ` of a quote) the first
 * line stood at: inside a list item, the piece's own lines would otherwise read as indented code.
 */
export function dedent(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const prefix = text.slice(lineStart, start);
  // only an indent or a quote's `> ` is cut whole: after `</Item>` on the same line (docusaurus-openapi-docs'
  // `</SchemaItem><SchemaItem`) a later line that is `</Item>` too is no prefix of it
  const indent = /^[\s>]*$/.test(prefix);
  const lines = text.slice(start, end).split('\n');
  return lines
    .map((line, index) => {
      if (index === 0 || prefix === '') return line;
      if (indent && line.startsWith(prefix)) return line.slice(prefix.length);
      const spaces = /^ */.exec(line)![0].length;
      return line.slice(Math.min(spaces, prefix.length));
    })
    .join('\n');
}

const MDX_COMPONENTS = '__docgateMdxComponents';

/**
 * The components a piece uses without the page importing them (`<Card>`), from the site's swizzled
 * MDXComponents as Docusaurus' MDXProvider gives them; one it does not have renders its children.
 */
function siteComponents(node: { type: string; name?: string | null; children?: unknown[] }, context: MdxContext): string[] {
  if (!context.mdxComponents) return [];
  const names = new Set<string>();
  const visit = (at: { type: string; name?: string | null; children?: unknown[] }) => {
    if ((at.type === 'mdxJsxFlowElement' || at.type === 'mdxJsxTextElement') && at.name && /^[A-Z]/.test(at.name)) {
      const name = at.name.split('.')[0]!;
      const { bindings } = context;
      // unbound: no import, constant or component Docusaurus provides by this name (jsx() in reduce.ts)
      if (!bindings.code.has(name) && !bindings.scope.has(name) && !componentOf(name, bindings, context.mdxThemeComponents))
        names.add(name);
    }
    for (const child of at.children ?? []) visit(child as typeof at);
  };
  visit(node);
  if (names.size === 0) return [];
  return [
    `import ${MDX_COMPONENTS} from ${JSON.stringify(context.mdxComponents)};`,
    // exported: a piece holding Markdown compiles as MDX, whose ESM is its import and export lines only (a
    // `const` line there is paragraph text, and the component undefined: clearml's 28 pages of <Collapsible>)
    [...names].map((name) => `export const ${name} = ${MDX_COMPONENTS}.${name} ?? ((props) => props.children);`).join('\n'),
  ];
}
