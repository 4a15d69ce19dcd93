import type { Nodes } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import type { MdxContext } from '../context.ts';
import { evaluate, NOT_STATIC, readProps, text, type JsxElement } from '../props.ts';

/** `<CodeBlock language="ts" title="x" showLineNumbers metastring="{1}">`: the same code block as a fence. */
export function codeBlock(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  let code = '';
  for (const child of node.children as Nodes[]) {
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const value = evaluate(child.data?.estree, child.value, child, context);
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
