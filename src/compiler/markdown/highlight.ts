import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { toString as textOf } from 'hast-util-to-string';
import { SKIP, walk } from './walk.ts';
import { highlightBlock, loadHighlighter, resolveLanguage } from './highlighter.ts';
import type { RuleId } from '../diagnostics/rules.ts';

interface Block {
  parent: { children: (RootContent | ElementContent)[] };
  index: number;
  pre: Element;
  code: string;
  lang: string;
  meta: string;
}

/** Replaces every fenced code block with its shiki rendering; unknown languages become plain text. */
export default function rehypeHighlight() {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = [];
    walk<RootContent | ElementContent>(tree, (pre, index, parent) => {
      if (pre.type !== 'element' || pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      // remark-math's display math, when no rehype-katex typesets it: its TeX, as Docusaurus shows it
      if (!code || isDisplayMath(code)) return;
      const written = languageOf(code) ?? file.data.defaultCodeLanguage;
      if (file.data.mermaid && written === 'mermaid') {
        parent.children[index] = mermaidDiagram(textOf(code).replace(/\n$/, ''), pre);
        return SKIP;
      }
      let lang = resolveLanguage(written);
      if (lang === null) {
        file.message(
          `Unknown code block language \`${written}\`, shown as plain text; expected a language shiki knows (e.g. ts, bash, json) or text`,
          {
            place: pre.position,
            ruleId: 'code-language' satisfies RuleId,
            source: 'markdown',
          },
        );
        lang = 'text';
      }
      const meta = typeof code.data?.meta === 'string' ? code.data.meta : '';
      // mdast-util-to-hast ends code with a newline that is not part of the author's code
      blocks.push({ parent, index, pre, code: textOf(code).replace(/\n$/, ''), lang, meta });
      return SKIP;
    });
    if (blocks.length === 0) return;
    const ready = await loadHighlighter(new Set(blocks.map((block) => block.lang)));
    for (const block of blocks) {
      const rendered = highlightBlock(ready, block.code, block.lang, block.meta, file.data.magicComments);
      // a shallow copy carries this page's position; the cached children stay shared
      block.parent.children[block.index] = { ...rendered, position: block.pre.position };
    }
  };
}

/**
 * A Mermaid diagram's source, which the viewer draws (viewer/src/components/rendered-html/enhance-mermaid.ts)
 * in the container Docusaurus' theme-mermaid draws it in; until then, and where it cannot, the source shows.
 */
const mermaidDiagram = (source: string, pre: Element): Element => ({
  type: 'element',
  tagName: 'div',
  properties: { className: ['docusaurus-mermaid-container'], dataMermaid: '' },
  children: [
    { type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: source }] },
  ],
  position: pre.position,
});

const isDisplayMath = (code: Element): boolean =>
  Array.isArray(code.properties.className) && code.properties.className.includes('math-display');

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const language = Array.isArray(classes)
    ? classes.find((name): name is string => typeof name === 'string' && name.startsWith('language-'))
    : undefined;
  return language?.slice('language-'.length);
}
