import type { Expression, Pattern } from 'estree';
import type { Nodes } from 'mdast';
import { evaluateExpression, type Scope, type ScopeValue } from '../evaluate.ts';
import { element, excerpt, report, type MdxContext } from '../context.ts';
import { readProps, type JsxElement } from '../props.ts';
import type { HeadingEntry } from '../../types.ts';

/** Keeps a heading or not, the `index`th of the page's toc (`all`); `value` is its text, as in Docusaurus' `toc` entries. */
export type TocFilter = (heading: HeadingEntry, index: number, all: HeadingEntry[]) => boolean;

/**
 * `<TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />`: a placeholder that toc-inline.ts
 * (rehype) fills with the page's headings once their ids are known. `toc={toc.filter((node) => ...)}`
 * with a condition on the entry's `level`, `value` or `id` filters them as Docusaurus would.
 */
export function tocInline(node: JsxElement, context: MdxContext): Nodes[] {
  // `toc={toc}` names the page's own TOC, which is what the placeholder gets
  const props = readProps(node, context, (name) => name === 'toc');
  const level = (value: unknown, fallback: number) => (typeof value === 'number' && value >= 2 && value <= 6 ? value : fallback);
  const min = level(props.minHeadingLevel, 2);
  const max = Math.max(min, level(props.maxHeadingLevel, 3));
  const filter = tocFilter(node, context);
  const properties: Record<string, unknown> = { className: ['toc-inline'], dataTocMin: min, dataTocMax: max };
  if (filter) {
    context.file.data.tocFilters ??= [];
    properties.dataTocFilter = context.file.data.tocFilters.push(filter) - 1;
  }
  return [element('div', properties, [], node.position)];
}

/** The filter of `toc={toc.filter(arrow)}`, null for `toc={toc}` or what cannot be read (reported). */
function tocFilter(node: JsxElement, context: MdxContext): TocFilter | null {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'toc');
  const value = attribute?.type === 'mdxJsxAttribute' ? attribute.value : undefined;
  if (!value || typeof value === 'string') return null;
  const statement = value.data?.estree?.body[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (expression?.type === 'Identifier' && expression.name === 'toc') return null;
  const slice = expression && sliceOf(expression, context.bindings.scope as Scope);
  if (slice) return slice;
  const predicate = expression && arrowOfFilter(expression);
  if (!predicate) {
    report(
      context,
      `\`toc={${excerpt(value.value)}}\` on <TOCInline> is not static, so the inline TOC lists every heading; expected toc, toc.slice(start, end) or toc.filter((node) => <a condition on node.level, node.value or node.id>)`,
      attribute,
      'mdx-expression',
    );
    return null;
  }
  let reported = false;
  return (heading) => {
    const entry = { value: heading.text, id: heading.id, level: heading.level };
    const result = evaluateExpression(predicate.body, scopeOf(predicate.param, entry, context.bindings.scope as Scope));
    if (result.ok) return Boolean(result.value);
    if (!reported) {
      reported = true;
      report(
        context,
        `the filter of <TOCInline toc={${excerpt(value.value)}}> is not static, so it keeps every heading`,
        attribute,
        'mdx-expression',
      );
    }
    return true;
  };
}

/** `toc.slice(1)`, `toc.slice(0, -2)`: the entries from `start` to before `end`, as Array.prototype.slice keeps them. */
function sliceOf(expression: Expression, scope: Scope): TocFilter | null {
  if (expression.type !== 'CallExpression' || expression.callee.type !== 'MemberExpression') return null;
  const { object, property } = expression.callee;
  if (object.type !== 'Identifier' || object.name !== 'toc' || property.type !== 'Identifier' || property.name !== 'slice') return null;
  const bounds: (number | undefined)[] = [];
  for (const argument of expression.arguments) {
    const result = argument.type === 'SpreadElement' ? null : evaluateExpression(argument, scope);
    if (!result?.ok || typeof result.value !== 'number') return null;
    bounds.push(result.value);
  }
  if (bounds.length > 2) return null;
  const [start = 0, end] = bounds as [number?, number?];
  return (_heading, index, all) => {
    const from = start < 0 ? all.length + start : start;
    const to = end === undefined ? all.length : end < 0 ? all.length + end : end;
    return index >= from && index < to;
  };
}

/** `toc.filter((node) => expr)` or `toc.filter(({ level }) => expr)`: its parameter and body. */
function arrowOfFilter(expression: Expression): { param: Pattern; body: Expression } | null {
  if (expression.type !== 'CallExpression' || expression.callee.type !== 'MemberExpression') return null;
  const { object, property } = expression.callee;
  if (object.type !== 'Identifier' || object.name !== 'toc' || property.type !== 'Identifier' || property.name !== 'filter') return null;
  const arrow = expression.arguments[0];
  if (expression.arguments.length !== 1 || arrow?.type !== 'ArrowFunctionExpression' || arrow.async) return null;
  const [param] = arrow.params;
  if (arrow.params.length !== 1 || !param) return null;
  if (arrow.body.type === 'BlockStatement') {
    const only = arrow.body.body[0];
    return arrow.body.body.length === 1 && only?.type === 'ReturnStatement' && only.argument ? { param, body: only.argument } : null;
  }
  return { param, body: arrow.body };
}

/** The page's scope with the arrow's parameter bound to one entry (a name, or `{ level, value }`). */
function scopeOf(param: Pattern, entry: Record<string, unknown>, outer: Scope): Scope {
  const scope = new Map<string, ScopeValue>(outer);
  if (param.type === 'Identifier') scope.set(param.name, { value: entry });
  else if (param.type === 'ObjectPattern')
    for (const property of param.properties)
      if (property.type === 'Property' && property.key.type === 'Identifier' && property.value.type === 'Identifier')
        scope.set(property.value.name, { value: entry[property.key.name] });
  return scope;
}
