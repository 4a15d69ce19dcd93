import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { HeadingEntry } from './types.ts';
import { eachElement, headingLevel, normalize, textOf, walkText } from './hast-helpers.ts';
import type { RuleId } from '../diagnostics/rules.ts';

/**
 * Lists every Markdown h2-h6 with its id and text (heading-slugs.ts tells them), and warns when two headings share an id. Other elements a
 * `#fragment` reaches, an h1 in the body, an author's `<a name="x">` or `<span id="x">`, are listed as anchors.
 */
export default function rehypeCollectHeadings() {
  return (tree: Root, file: VFile) => {
    const headings: HeadingEntry[] = [];
    const anchors: string[] = [];
    const seen = new Set<string>();
    const { tocIds } = file.data;
    eachElement(tree, (node) => {
      const level = headingLevel(node);
      if (level === 0) {
        const { id, name } = node.properties;
        if (typeof id === 'string' && id !== '') anchors.push(id);
        if (node.tagName === 'a' && typeof name === 'string' && name !== '') anchors.push(name);
        return;
      }
      const id = typeof node.properties.id === 'string' ? node.properties.id : '';
      if (id && seen.has(id)) {
        file.message(`Heading id \`${id}\` is already used on this page, expected unique ids; links to #${id} reach the first heading`, {
          place: node.position,
          ruleId: 'duplicate-heading-id' satisfies RuleId,
          source: 'markdown',
        });
      } else if (id) {
        seen.add(id);
      }
      if (level >= 2 && (tocIds === undefined || tocIds.has(id))) headings.push({ id, text: textOf(node), level, ...codeParts(node) });
      // an h1 after the title, or a heading written as HTML or JSX, is in no TOC, but a #fragment reaches it
      else if (id) anchors.push(id);
    });
    file.data.headings = headings;
    file.data.anchors = anchors;
  };
}

/** marks where a heading's inline code starts and ends in its text, a character no text holds */
const CODE_MARK = '\u0000';

/**
 * The heading's text cut at its inline code, when it holds any: Docusaurus' TOC shows the heading's HTML, so
 * `## \`measureRenders()\` function` is listed with its code as code (reassure's API page).
 */
function codeParts(heading: Element): Pick<HeadingEntry, 'parts'> {
  const pieces: string[] = [];
  walkText(heading, pieces, (element) => {
    if (element.tagName !== 'code') return false;
    pieces.push(CODE_MARK, textOf(element), CODE_MARK);
    return true;
  });
  if (!pieces.includes(CODE_MARK)) return {};
  // plain text at even places, code at odd ones
  const parts = normalize(pieces.join(''))
    .split(CODE_MARK)
    .map((text, i) => ({ text, code: i % 2 === 1 }));
  return { parts: parts.filter((part) => part.text !== '') };
}
