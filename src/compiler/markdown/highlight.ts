import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { toString as textOf } from 'hast-util-to-string';
import { SKIP, walk } from './walk.ts';
import { highlightBlock, loadHighlighter, loadPalette, resolveLanguage } from './highlighter.ts';
import { prismLanguage, type PrismLanguage } from './prism-grammars.ts';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS } from './magic-comments.ts';
import type { RuleId } from '../diagnostics/rules.ts';
import { MODULE_CLASS } from '../../contracts/module-classes.ts';

interface Block {
  parent: { children: (RootContent | ElementContent)[] };
  index: number;
  pre: Element;
  code: string;
  /** shiki's language id; the fence's language when shiki has no grammar for it (null until Prism is asked) */
  lang: string;
  /** the fence's language as written (Docusaurus' `language-*` classes), undefined without one */
  written: string | undefined;
  meta: string;
  prism?: PrismLanguage | null;
}

/**
 * Replaces every fenced code block with its shiki rendering; a language shiki lacks is highlighted with
 * Prism's grammar of it (the site's, or one of prismjs' components); unknown languages become plain text.
 */
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
      const lang = resolveLanguage(written);
      const meta = typeof code.data?.meta === 'string' ? code.data.meta : '';
      // mdast-util-to-hast ends code with a newline that is not part of the author's code
      const block: Block = { parent, index, pre, code: textOf(code).replace(/\n$/, ''), lang: lang ?? written!, written, meta };
      if (lang === null) block.prism = null;
      blocks.push(block);
      return SKIP;
    });
    if (blocks.length === 0) return;
    for (const block of blocks) {
      if (block.prism !== null) continue;
      block.prism = await prismLanguage(block.lang, file.data.prism);
      if (block.prism) continue;
      file.message(
        `Unknown code block language \`${block.lang}\`, shown as plain text; expected a language shiki or Prism knows (e.g. ts, bash, json) or text`,
        {
          place: block.pre.position,
          ruleId: 'code-language' satisfies RuleId,
          source: 'markdown',
        },
      );
      block.lang = 'text';
    }
    const ready = await loadHighlighter(new Set(blocks.flatMap((block) => (block.prism ? [] : [block.lang]))));
    const palette = await loadPalette(
      ready,
      file.data.codeThemes,
      blocks.some((block) => block.prism),
    );
    for (const block of blocks) {
      const rendered = highlightBlock(
        ready,
        block.code,
        block.lang,
        block.meta,
        file.data.magicComments,
        block.prism ?? undefined,
        palette,
      );
      // a shallow copy carries this page's position and classes; the cached children stay shared
      const box = withDocusaurusClasses(rendered, block.written);
      if (file.data.codeBlockProps) Object.assign(box.properties, codeBlockProps(block, file));
      block.parent.children[block.index] = { ...box, position: block.pre.position };
    }
  };
}

/**
 * The classes Docusaurus' CodeBlock gives a block, which a site's CSS styles (`.language-x button` hides a
 * copy button, `.theme-code-block` and `.prism-code` frame the block): `language-<as written>` and
 * `theme-code-block` on the box (no language class without a language), `prism-code language-<as written,
 * else text>` on the `pre`. And its CSS modules' names (`div[class*="codeBlockTitle"]`), on its boxes: the
 * title's and the code's first, as Docusaurus' are, and the `pre` in a `codeBlockContent` box, which the
 * viewer's copy button joins. Copies of the box and what it holds: the rendered block is shared by every page.
 */
function withDocusaurusClasses(box: Element, written: string | undefined): Element {
  const language = written?.toLowerCase();
  const classes = (node: Element) => (node.properties.className as string[] | undefined) ?? [];
  const withClasses = (node: Element, before: string[], after: string[] = []): Element => ({
    ...node,
    properties: { ...node.properties, className: [...before, ...classes(node), ...after] },
  });
  const children = box.children.map((child): ElementContent => {
    if (child.type !== 'element') return child;
    if (child.tagName !== 'pre')
      return classes(child).includes('code-block-title') ? withClasses(child, [MODULE_CLASS.codeBlockTitle]) : child;
    const code = child.children.map((node) =>
      node.type === 'element' && node.tagName === 'code' ? withClasses(node, [MODULE_CLASS.codeBlockLines]) : node,
    );
    const pre = withClasses({ ...child, children: code }, [], ['prism-code', `language-${language ?? 'text'}`, MODULE_CLASS.codeBlock]);
    return { type: 'element', tagName: 'div', properties: { className: [MODULE_CLASS.codeBlockContent] }, children: [pre] };
  });
  const own = [...(language ? [`language-${language}`] : []), MODULE_CLASS.codeBlockContainer, 'theme-code-block'];
  return { ...withClasses(box, [], own), children };
}

/**
 * What Docusaurus' MDX hands a site's swizzled CodeBlock for this block besides its `language-*` class, as
 * data attributes the viewer gives it back from (viewer/src/site-bundle/use-page-code-blocks.tsx): the
 * metastring, and the code as written where the site's magic comments took lines out of the code shown,
 * which the viewer reads otherwise.
 */
function codeBlockProps(block: Block, file: VFile): Record<string, string> {
  const shown = applyMagicComments(block.code, file.data.magicComments ?? DEFAULT_MAGIC_COMMENTS).code;
  return { ...(block.meta ? { dataMetastring: block.meta } : {}), ...(shown !== block.code ? { dataCode: block.code } : {}) };
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
