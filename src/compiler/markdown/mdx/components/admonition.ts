import type { Nodes } from 'mdast';
import type { MdxContext } from '../context.ts';
import { readProps, text, type JsxElement } from '../props.ts';

const TYPES = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger']);

/** `<Admonition type="tip" title="x">`: the `:::tip[x]` directive, which admonitions.ts renders. */
export function admonition(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  const type = text(props.type) ?? 'note';
  const title = text(props.title);
  const children = node.children as Nodes[];
  const label =
    title === undefined ? [] : [{ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: title }] }];
  // an unknown type reaches admonitions.ts as an unknown directive: its warning names it
  const name = TYPES.has(type) ? type : type.toLowerCase();
  // text children (`<Admonition>Hi</Admonition>` on one line) go in a paragraph, as in a directive
  const body = children.every((child) => child.type === 'text' || child.type === 'inlineCode' || (child.type as string) === 'mdxElement')
    ? [{ type: 'paragraph', children }]
    : children;
  return [{ type: 'containerDirective', name, attributes: {}, children: [...label, ...body], position: node.position } as unknown as Nodes];
}
