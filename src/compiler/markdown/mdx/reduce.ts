import type { Heading, Nodes, Paragraph, Parent, Root, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { SKIP, walk } from '../walk.ts';
import { themeComponents } from './components/index.ts';
import { excerpt, report, reportOnce, type MdxContext } from './context.ts';
import { bindEsm, componentOf } from './esm.ts';
import { htmlElement } from './html-element.ts';
import { island } from './island.ts';
import { inlinePartial } from './partials.ts';
import { rawLoaderTarget, resolvePartial } from './resolve.ts';
import { evaluateProgram, type Scope } from './evaluate.ts';
import { evaluate, NOT_STATIC, readProps, type JsxElement } from './props.ts';

// MDX to data: after this pass the tree holds no MDX node. ESM is read and dropped, comments dropped,
// static expressions become their text, JSX becomes HTML elements, theme components, inlined partials
// or, for code (a site component), an island the site bundle renders (mdx/island.ts).

const TRUNCATE = /^\s*truncate\s*$/;
const PHRASING = new Set(['text', 'emphasis', 'strong', 'inlineCode', 'link', 'break', 'delete', 'mdxJsxTextElement', 'mdxTextExpression']);
const HEADING_ID = /^\s*#([\w.:-]+)\s*$/;

/**
 * Takes the import and export blocks out of the tree, in document order: the top level's, and, as
 * @mdx-js/mdx hoists them from any depth, those written inside a component's children (an import inside a
 * `<TabItem>`, where an unwrapped mdx-code-block leaves it).
 */
function takeEsm(parent: { children: Nodes[] }): MdxjsEsm[] {
  const taken: MdxjsEsm[] = [];
  parent.children = parent.children.filter((node) => {
    if (node.type === 'mdxjsEsm') {
      taken.push(node);
      return false;
    }
    if (node.type === 'mdxJsxFlowElement' && node.children.length > 0) taken.push(...takeEsm(node as { children: Nodes[] }));
    return true;
  });
  return taken;
}

/** Reduces every MDX node of `tree` in place. */
export function reduceMdx(tree: Root, context: MdxContext): void {
  // imports and exports are hoisted: a component may be used above the line that imports it
  const page = context.from === context.file.path;
  if (page) {
    context.file.data.islandEsm ??= [];
    context.file.data.islandEsmSpans ??= [];
  }
  for (const node of takeEsm(tree as Parent as { children: Nodes[] })) {
    // the page's (or the partial's) own blocks, as written: its islands are compiled with them in scope
    const span: [number, number][] =
      node.position?.start.offset !== undefined && node.position.end.offset !== undefined
        ? [[node.position.start.offset, node.position.end.offset]]
        : [];
    if (page) {
      context.file.data.islandEsm!.push(node.value);
      context.file.data.islandEsmSpans!.push(...span);
    } else {
      context.partial?.esm.push(node.value);
      context.partial?.esmSpans.push(...span);
    }
    if (node.data?.estree)
      bindEsm(
        node.data.estree,
        context.bindings,
        node.position,
        context.messages,
        (specifier) => rawImport(context, specifier),
        context.ownThemeModules,
      );
  }
  walk<Nodes>(tree as Parent as { children: Nodes[] }, (node, index, parent) => {
    if (node.type === 'paragraph' && unravels(node)) {
      // as @mdx-js/mdx does: a paragraph of JSX alone (`<summary>Q</summary>`) is that JSX, not a <p>
      parent.children.splice(index, 1, ...unravel(node));
      return index;
    }
    if (node.type === 'heading') {
      headingCommentId(node);
      return;
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      parent.children.splice(index, 1, ...expression(node, parent === (tree as unknown), context));
      return index;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // components read their children (Tabs its TabItems) before the walk reaches them
      node.children = node.children.flatMap((child) =>
        child.type === 'paragraph' && unravels(child) ? unravel(child) : [child],
      ) as typeof node.children;
      // a piece in a table's body or row stands in an element the HTML parser keeps there (island.ts)
      const tableSection = tableParent(parent);
      if (tableSection) (node as { data?: object }).data = { ...node.data, tableSection };
      const replacement = jsx(node, context);
      // a block element shown as its text (`<button>Click</button>` on its own line) keeps a paragraph
      const block = node.type === 'mdxJsxFlowElement' || (node.data as { unraveled?: boolean } | undefined)?.unraveled === true;
      const phrasing = block && replacement.length > 0 && replacement.every((child) => PHRASING.has(child.type));
      parent.children.splice(index, 1, ...(phrasing ? [{ type: 'paragraph', children: replacement } as Nodes] : replacement));
      return index;
    }
    if (node.type === 'code' || node.type === 'inlineCode') return SKIP;
  });
}

const TABLE_BODIES = new Set(['table', 'thead', 'tbody', 'tfoot']);

/** `body` inside a table or its sections, `row` inside a `<tr>`, else nothing. */
function tableParent(parent: object): 'body' | 'row' | undefined {
  // the walk's parent: the root, a JSX element still, or the element a JSX one became (mdxElement, context.ts)
  const { type, name: jsxName, data } = parent as { type?: string; name?: string | null; data?: { hName?: string } };
  const name = type === 'mdxJsxFlowElement' ? jsxName : type === 'mdxElement' ? data?.hName : undefined;
  if (!name) return undefined;
  return TABLE_BODIES.has(name) ? 'body' : name === 'tr' ? 'row' : undefined;
}

/** True for a paragraph holding only JSX elements, expressions and whitespace (and at least one element or expression). */
function unravels(paragraph: Paragraph): boolean {
  let found = false;
  for (const child of paragraph.children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') found = true;
    else if (!(child.type === 'text' && child.value.trim() === '')) return false;
  }
  return found;
}

/** The JSX and expressions of an unravelled paragraph, marked as standing where a block stood. */
function unravel(paragraph: Paragraph): Nodes[] {
  const kept = paragraph.children.filter((child) => child.type !== 'text');
  for (const child of kept) (child as { data?: object }).data = { ...child.data, unraveled: true };
  return kept as Nodes[];
}

/** `{/* comment *\/}` is nothing (`truncate` marks the summary's end); `{1 + 1}` is its value's text. */
function expression(node: MdxFlowExpression | MdxTextExpression, topLevel: boolean, context: MdxContext): Nodes[] {
  const program = node.data?.estree;
  if (program && program.body.length === 0) {
    const comment = program.comments?.[0]?.value ?? '';
    const page = context.from === context.file.path;
    if (page) context.file.data.islandEsm ??= [];
    if (
      TRUNCATE.test(comment) &&
      topLevel &&
      page &&
      context.file.data.truncateOffset === undefined &&
      node.position?.start.offset !== undefined
    ) {
      context.file.data.truncateOffset = node.position.start.offset;
    }
    return [];
  }
  // an expression that is code (`{new Date().getFullYear()}`) is an island, rendered by the site bundle
  if (program && !evaluateProgram(program, context.bindings.scope as Scope).ok) {
    const placed = island(node, context, () => []);
    if (placed) return placed;
  }
  const value = evaluate(program, node.value, node, context);
  return value === NOT_STATIC ? [] : rendered(value, node, context);
}

/** What React shows for a value: text for strings and numbers, nothing for null, undefined and booleans. */
function rendered(value: unknown, node: Nodes, context: MdxContext): Nodes[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ type: 'text', value: String(value) }];
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (Array.isArray(value)) return value.flatMap((item) => rendered(item, node, context));
  report(
    context,
    `\`{${excerpt((node as MdxTextExpression).value)}}\` is an object, which a page cannot show; expected text or a number`,
    node,
    'mdx-expression',
  );
  return [];
}

/** `## Title {/* #custom-id *\/}`: Docusaurus 3's heading id in MDX. */
function headingCommentId(heading: Heading): void {
  const last = heading.children.at(-1) as RootContent | undefined;
  if (last?.type !== 'mdxTextExpression' || last.data?.estree?.body.length !== 0) return;
  const id = HEADING_ID.exec(last.data.estree.comments?.[0]?.value ?? '')?.[1];
  if (!id) return;
  heading.children.pop();
  const end = heading.children.at(-1);
  if (end?.type === 'text') {
    end.value = end.value.trimEnd();
    if (end.value === '') heading.children.pop();
  }
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
}

function jsx(node: JsxElement, context: MdxContext): Nodes[] {
  const name = node.name;
  // a fragment: <>...</>
  if (name === null) return node.children as Nodes[];
  if (/^[a-z]/.test(name) && !name.includes('.') && !name.includes(':')) return htmlElement(childrenProp(node, context), context);
  // Docusaurus gives every page `Head` (MDXComponents): like `<head>`, metadata a gated page has no use for
  if (name === 'Head' && !context.bindings.components.has(name) && !context.bindings.code.has(name)) return [];
  const component = componentOf(name, context.bindings, context.mdxThemeComponents);
  if (component?.kind === 'theme') return themeComponents[component.name]!(childrenProp(node, context), context);
  if (component?.kind === 'partial') return inlinePartial(node, component, context);
  const origin = context.bindings.code.get(name.split('.')[0]!) ?? 'not imported';
  const placed = island(node, context, () => node.children as Nodes[]);
  if (placed) return placed;
  reportOnce(
    context,
    `component ${name}`,
    `<${name}> (${origin}) is rendered as its children: site components in a partial are not run; use it in the page itself`,
    node,
    'mdx-component',
  );
  return node.children as Nodes[];
}

/**
 * A `children` prop written as text on an element without children (`<Heading as="h1" children="Ory Talos API">`,
 * as the OpenAPI docs plugin writes it) is its content, as React renders it.
 */
function childrenProp(node: JsxElement, context: MdxContext): JsxElement {
  if (node.children.length > 0) return node;
  const at = node.attributes.findIndex((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'children');
  if (at === -1) return node;
  const value = readProps({ ...node, attributes: [node.attributes[at]!] }, context).children;
  if (typeof value !== 'string') return node;
  node.attributes.splice(at, 1);
  node.children = [{ type: 'text', value }] as JsxElement['children'];
  return node;
}

/** The text of the file a `raw-loader!` import names, as the compiler read it; null for another import or a file not read. */
function rawImport(context: MdxContext, specifier: string): string | null {
  const target = rawLoaderTarget(specifier);
  const file = target === null ? null : resolvePartial(context.from, target, context.siteDir, context.aliases);
  const read = file === null ? undefined : context.partials[file];
  return read?.format === 'raw' ? read.source : null;
}
