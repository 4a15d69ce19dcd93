import type { Nodes } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import type { MdxContext } from '../context.ts';
import { evaluateProgram, type Scope } from '../evaluate.ts';
import { island } from '../island.ts';
import { evaluate, NOT_STATIC, readProps, text, type JsxElement } from '../props.ts';

/**
 * `<CodeBlock language="ts" title="x" showLineNumbers metastring="{1}">`: the same code block as a fence.
 * Code only the site's code knows (`` {`helm install --version ${variables.chart}`} `` of an imported JSON:
 * okteto's install commands) makes it an island of the site bundle, whose CodeBlock shows it.
 */
export function codeBlock(node: JsxElement, context: MdxContext): Nodes[] {
  const expressions = (node.children as Nodes[]).filter(
    (child) => child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression',
  );
  const scope = context.bindings.scope as Scope;
  if (expressions.some((child) => !child.data?.estree || !evaluateProgram(child.data.estree, scope).ok)) {
    // before the bundle runs: the code the compiler knows, unsaid
    const placed = island(node, context, () => staticBlock(node, context, true));
    if (placed) return placed;
  }
  return staticBlock(node, context, false);
}

/** The block as a fence, of the code the compiler knows; `quiet`: the rest left out without a warning. */
function staticBlock(node: JsxElement, context: MdxContext, quiet: boolean): Nodes[] {
  const props = readProps(node, context);
  let code = '';
  for (const child of node.children as Nodes[]) {
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const known = quiet && child.data?.estree ? evaluateProgram(child.data.estree, context.bindings.scope as Scope) : null;
      const value = quiet ? (known?.ok ? known.value : NOT_STATIC) : evaluate(child.data?.estree, child.value, child, context);
      if (value !== NOT_STATIC && value !== undefined && value !== null) code += String(value);
    } else {
      code += textOf(child);
    }
  }
  const meta = [
    text(props.title) !== undefined ? `title="${text(props.title)!.replace(/"/g, "'")}"` : '',
    props.showLineNumbers === true ? 'showLineNumbers' : '',
    text(props.metastring) ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const language = text(props.language) ?? text(props.className)?.replace(/^language-/, '') ?? null;
  // a template literal usually starts on the line after the brace and ends on the line before the next
  const value = code.replace(/^\n/, '').replace(/\n\s*$/, '');
  return [{ type: 'code', lang: language, meta: meta || null, value, position: node.position } as Nodes];
}
