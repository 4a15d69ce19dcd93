import type { Nodes } from 'mdast';
import { element, report, type MdxContext } from '../context.ts';
import { readProps, text, type JsxElement } from '../props.ts';

/** `<ThemedImage alt sources={{light, dark}} />`: two images, the stylesheet shows the one of the colour mode. */
export function themedImage(node: JsxElement, context: MdxContext): Nodes[] {
  const props = readProps(node, context);
  const sources = (typeof props.sources === 'object' && props.sources !== null ? props.sources : {}) as Record<string, unknown>;
  const alt = text(props.alt) ?? '';
  const images = (['light', 'dark'] as const).flatMap((mode) => {
    const src = text(sources[mode]);
    return src ? [element('img', { src, alt, className: ['themed-image', `themed-image--${mode}`] }, [], node.position)] : [];
  });
  if (images.length === 0)
    report(context, '<ThemedImage> has no sources.light or sources.dark, so it shows nothing', node, 'mdx-component');
  return images;
}
