import { useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { ISLAND_ATTRIBUTE, type SiteBundleModule } from '../../../src/contracts/site-bundle.ts';
import { useContent } from '../hooks/use-content.ts';
import { type FenceProps, type PageBlock, PageBlockContext } from './page-code-block.tsx';
import { hostAround, placeholderPortal } from './placeholder-portal.tsx';
import { useSiteBundle } from './use-site-bundle.ts';
import { MARKDOWN_ELEMENTS } from './mdx-component-parts.tsx';
import { createSiteElement } from './site-elements.ts';
import { drawsMarkdownElements, siteComponents } from './use-markdown-elements.tsx';

// Docusaurus draws every fenced code block of a page with `@theme/CodeBlock`, through its MDXComponents'
// `pre` and `code`: a site that swizzled CodeBlock (a wrapper of the theme's adding an attribute or a header
// bar, kysely's and tailcall's; one of its own, ruyisdk's), or whose MDXComponents maps `pre` or `code`, has
// its code blocks drawn its way. The compiler wrote the props Docusaurus' MDX hands it on each
// block's div.code-block (src/compiler/markdown/highlight.ts); once the bundle is in, the site's CodeBlock
// draws each block from them, the theme's it wraps being the compiled block (page-code-block.tsx).

/**
 * The props a compiled block carries: its `language-*` class (Docusaurus' own, on the box), its metastring;
 * its code, unless the site's magic comments changed it, is the code shown.
 */
function fenceProps(block: HTMLElement): FenceProps {
  const className = [...block.classList].find((name) => name.startsWith('language-'));
  const { metastring, code } = block.dataset;
  const text = code ?? block.querySelector('pre')?.textContent ?? '';
  return {
    // mdast-util-to-hast ends a code element's text with a newline, which Docusaurus' CodeBlock takes off
    children: `${text}\n`,
    ...(className ? { className } : {}),
    // as Docusaurus' mdx-loader sets them (its codeCompatPlugin)
    ...(metastring ? { metastring, live: metastring.split(' ').includes('live') } : {}),
  };
}

// a block's placeholder, made once: the same block is put in it again when the site's code is rebuilt (dev)
const placeholders = new WeakMap<HTMLElement, PageBlock>();

/** The placeholder around a compiled block, put in its place in the page. */
function placeholderOf(block: HTMLElement): PageBlock {
  let made = placeholders.get(block);
  if (!made) {
    made = { element: hostAround(block, 'div', 'code-block-host'), fallback: [block], block, props: fenceProps(block) };
    placeholders.set(block, made);
  }
  return made;
}

/**
 * What Docusaurus draws a fenced block with: MDXComponents' `pre` around its `code` given the fence's props,
 * whose theme version (MDXCode) draws a CodeBlock; the site's CodeBlock alone where its MDXComponents maps
 * neither; undefined when the site draws none of them.
 */
function fencedBlock(theme: SiteBundleModule['theme']): ComponentType<FenceProps> | undefined {
  const CodeBlock = theme.CodeBlock as ComponentType<FenceProps> | undefined;
  const { pre, code } = siteComponents(theme);
  if (!pre && !code) return CodeBlock;
  const Pre = pre ?? (MARKDOWN_ELEMENTS.pre as ComponentType);
  const Code = (code ?? CodeBlock ?? MARKDOWN_ELEMENTS.code) as ComponentType<FenceProps>;
  return (props: FenceProps) => createSiteElement(Pre, null, createSiteElement(Code, props));
}

/** The compiler's code blocks under `root`; not an island's, whose code draws it. */
const pageBlocks = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>('div.code-block[data-language]')].filter((block) => !block.closest(`[${ISLAND_ATTRIBUTE}]`));

/**
 * The code blocks of the HTML under `root` drawn by the site's swizzled CodeBlock, as portals, once the
 * bundle is in (fetched for a page with a code block); until then, and where its code throws, the blocks
 * as compiled. `html` is what React last put in.
 */
export function usePageCodeBlocks(root: RefObject<HTMLElement | null>, html: unknown): ReactNode {
  const { manifest } = useContent();
  const swizzled = (manifest.bundle?.theme?.includes('CodeBlock') ?? false) || drawsMarkdownElements(manifest);
  const [found, setFound] = useState<HTMLElement[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocks are new whenever React puts new HTML in
  useLayoutEffect(() => setFound(swizzled && root.current ? pageBlocks(root.current) : []), [html, root, swizzled]);
  const bundle = useSiteBundle(found.length > 0);
  const Own = useMemo(() => (bundle ? fencedBlock(bundle.theme) : undefined), [bundle]);
  const [targets, setTargets] = useState<PageBlock[]>([]);
  // into their placeholders once the site's CodeBlock is in: until then the page is as compiled
  useLayoutEffect(() => setTargets(Own ? found.map(placeholderOf) : []), [found, Own]);
  if (!Own) return null;
  return targets.map((target, index) =>
    placeholderPortal(
      target,
      `code:${index}`,
      <PageBlockContext.Provider value={target}>
        <Own {...target.props} />
      </PageBlockContext.Provider>,
    ),
  );
}
