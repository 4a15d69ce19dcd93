import type { Program } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { excerpt, report, type MdxContext } from './context.ts';
import { evaluateProgram, type Scope } from './evaluate.ts';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** `<X a="1" b c={2} {...d}>`: the props of a JSX element, evaluated; a prop that is not static is reported and left out. */
export function readProps(node: JsxElement, context: MdxContext, skip?: (name: string) => boolean): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && skip?.(attribute.name)) continue;
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const value = evaluate(attribute.data?.estree, attribute.value, attribute, context, `\`{${attribute.value}}\` on <${node.name}>`);
      if (typeof value === 'object' && value !== null) Object.assign(props, value);
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      const evaluated = evaluate(
        value.data?.estree,
        value.value,
        attribute,
        context,
        `\`${name}={${excerpt(value.value)}}\` on <${node.name}>`,
      );
      if (evaluated !== NOT_STATIC) props[name] = evaluated;
    }
  }
  return props;
}

/** Whether the attribute is one of the named props, an expression the compiler cannot evaluate (`to={docsUrl()}`), said nowhere. */
export const isDynamicProp = (attribute: JsxElement['attributes'][number], context: MdxContext, names: string[]): boolean =>
  attribute.type === 'mdxJsxAttribute' &&
  names.includes(attribute.name) &&
  typeof attribute.value === 'object' &&
  attribute.value !== null &&
  !(attribute.value.data?.estree && evaluateProgram(attribute.value.data.estree, context.bindings.scope as Scope).ok);

/** Whether one of the named props of the element is dynamic (isDynamicProp). */
export const hasDynamicProp = (node: JsxElement, context: MdxContext, names: string[]): boolean =>
  node.attributes.some((attribute) => isDynamicProp(attribute, context, names));

/** Marks a value that could not be evaluated. */
export const NOT_STATIC = Symbol('not static');

/** Evaluates an MDX expression's program, reporting it when it is not static. */
export function evaluate(
  program: Program | null | undefined,
  written: string,
  place: Node,
  context: MdxContext,
  what = `\`{${excerpt(written)}}\``,
): unknown {
  if (!program) return NOT_STATIC;
  const result = evaluateProgram(program, context.bindings.scope as Scope);
  if (result.ok) return result.value;
  report(
    context,
    `${what} is not static, so it is not rendered; expected a literal, a template string, an exported constant or frontMatter.x`,
    place,
    'mdx-expression',
  );
  return NOT_STATIC;
}

/** The text of a prop value, or undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
