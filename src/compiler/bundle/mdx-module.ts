import type { Root as MdastRoot } from 'mdast';
import type { Pluggable, PluggableList } from 'unified';
import { visit } from 'unist-util-visit';
import { PROPS_LINE } from '../markdown/mdx/island.ts';
import type { SitePluginsRef } from '../markdown/types.ts';

// The site bundle's MDX: a page's piece of Markdown and a partial a site component imports, compiled with
// @mdx-js/mdx as Docusaurus compiles them (GFM, admonitions, heading ids, the page's own plugins).

// MDX whatever the file's extension: an island is MDX by its making (a `.md` page of a site whose format is
// Docusaurus' default, 'mdx', holds them too), and @mdx-js/mdx would read a `.md` path as CommonMark
/**
 * An island of Markdown, compiled as MDX. A partial's `props` line is no ESM MDX reads (its `{...}` is an
 * expression that did not parse, and vcluster's six partials took the site bundle down), and the content's
 * `props` are those it renders with: the island renders the content with them.
 */
export async function mdxIsland(
  { head, piece, file, inline, urls }: { head: string; piece: string; file: string; inline?: boolean; urls?: Record<string, string> },
  plugins: SitePlugins,
  /** its module id, query and all, which names it in a failure (bundle.ts reports that at the piece's place) */
  id: string = file,
): Promise<string> {
  const props = PROPS_LINE.exec(head)?.[1];
  // a piece written inside a line of text is read inside a paragraph, as in the page: alone, an element
  // opening a line is a block whose closing tag cannot end in the paragraph after it (CppLangNet's
  // `X <Until v='x'>` + a line of text); the paragraph is then unwrapped
  const own = [...(inline ? [unwrapInline] : []), ...(urls ? [[rewriteUrls, urls] as Pluggable] : [])];
  const code = await mdxModule(`${head.replace(PROPS_LINE, '')}\n\n${inline ? INLINE_MARK : ''}${piece}\n`, file, { ...plugins, own }, id);
  if (props === undefined) return code;
  return [
    "import { jsx as __docgateJsx } from 'react/jsx-runtime';",
    code.replace('export default function MDXContent(', 'function MDXContent('),
    `export default function DocgateIsland() {\n  return __docgateJsx(MDXContent, ${props});\n}`,
  ].join('\n');
}

// the text an inline piece starts with (a word joiner: a line of JSX and expressions alone would be
// read as blocks), and the remark plugin taking it and its paragraph away
const INLINE_MARK = '\u2060';
const unwrapInline = () => (tree: MdastRoot) => {
  tree.children = tree.children.flatMap((node) => {
    const first = node.type === 'paragraph' ? node.children[0] : undefined;
    if (node.type !== 'paragraph' || first?.type !== 'text' || !first.value.startsWith(INLINE_MARK)) return [node];
    first.value = first.value.slice(INLINE_MARK.length);
    return (first.value === '' ? node.children.slice(1) : node.children) as typeof tree.children;
  });
};

// the piece's Markdown images and links as the page's HTML has them (the link check's rewrites, emit.ts)
const rewriteUrls = (urls: Record<string, string>) => (tree: MdastRoot) => {
  visit(tree, (node) => {
    if ((node.type === 'image' || node.type === 'link' || node.type === 'definition') && Object.hasOwn(urls, node.url))
      node.url = urls[node.url]!;
  });
};

/** A page's own remark and rehype plugins (site-processor.ts loadPlugins), and docgate's own (`own`) to run last. */
export interface SitePlugins {
  remarkBefore?: PluggableList;
  remarkAfter?: PluggableList;
  rehype?: PluggableList;
  own?: PluggableList;
}

// a config's plugins, loaded once a process (and fingerprint) for all the pieces of its content plugin; none
// if they fail to load (the page itself said so when it rendered)
const loadedPlugins = new Map<string, Promise<SitePlugins>>();
export function sitePlugins(ref: SitePluginsRef | undefined): Promise<SitePlugins> {
  if (!ref) return Promise.resolve({});
  const key = JSON.stringify(ref);
  let loaded = loadedPlugins.get(key);
  if (!loaded) {
    loaded = import('../markdown/site-processor.ts').then(({ loadPlugins }) => loadPlugins(ref)).catch(() => ({}));
    loadedPlugins.set(key, loaded);
  }
  return loaded;
}

/** MDX compiled to a module; a failure names `id` (the module's) and its place. */
export async function mdxModule(mdx: string, file: string, plugins: SitePlugins = {}, id: string = file): Promise<string> {
  const [
    { compile },
    { default: remarkGfm },
    { default: remarkDirective },
    admonitions,
    { default: rehypeAdmonitionContent },
    { default: remarkHeadingIds },
  ] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('remark-directive'),
    import('../markdown/admonitions.ts'),
    import('../markdown/admonition-content.ts'),
    import('../markdown/heading-ids.ts'),
  ]);
  try {
    // GFM, admonitions (`:::info Title` too) and `{#id}` heading ids, as Docusaurus compiles every MDX file:
    // the Markdown inside a site component (typeorm's tabs of admonitions) reads as the page's around it
    const compiled = await compile(
      { value: admonitions.legacyAdmonitionTitles(mdx), path: file },
      {
        format: 'mdx',
        jsxImportSource: 'react',
        // its components also come from the MDXProvider around it (and the theme's), as Docusaurus' MDX gets them
        providerImportSource: '@mdx-js/react',
        development: false,
        remarkPlugins: [
          ...(plugins.remarkBefore ?? []),
          remarkGfm,
          remarkDirective,
          admonitions.default,
          remarkHeadingIds,
          ...(plugins.remarkAfter ?? []),
          ...(plugins.own ?? []),
        ],
        rehypePlugins: [...(plugins.rehype ?? []), rehypeAdmonitionContent],
      },
    );
    return String(compiled.value);
  } catch (error) {
    // named by its file and place: the failure says which, and the rest of the site's code builds without it
    const place = (error as { place?: { line: number; column: number } | { start: { line: number; column: number } } }).place;
    const at = place && 'start' in place ? place.start : place;
    const reason = (error as { reason?: string }).reason ?? String(error);
    throw Object.assign(new Error(reason), { id, ...(at ? { loc: { file: id, line: at.line, column: at.column - 1 } } : {}) });
  }
}
